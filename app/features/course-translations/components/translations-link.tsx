import { Button } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { Link } from "react-router";
import * as m from "./messages";

/** The way to a course's translations from its editor's and its settings' top bars. */
export function TranslationsLink({ courseId }: { courseId: string }) {
  return (
    <Button
      component={Link}
      to={`/edit-course/${courseId}/translations`}
      variant="default"
      size="sm"
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
    >
      {m.translationsLink()}
    </Button>
  );
}
