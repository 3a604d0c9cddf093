import { Alert } from "@mantine/core";
import * as m from "./messages";
import { UNKNOWN_LESSON_TYPE_MESSAGE } from "./viewer-blocks";

/** SPEC 8: a block whose type the registry does not know. */
export function UnknownBlockViewer() {
  return (
    <Alert color="gray" variant="light" title={UNKNOWN_LESSON_TYPE_MESSAGE}>
      {m.partLessonCannotShown()}
    </Alert>
  );
}
