import { Alert } from "@mantine/core";
import * as m from "./messages";

/** SPEC 8: a block whose type the registry does not know. */
export function UnknownBlockViewer() {
  return (
    <Alert color="gray" variant="light" title={m.unknownLessonType()}>
      {m.partLessonCannotShown()}
    </Alert>
  );
}
