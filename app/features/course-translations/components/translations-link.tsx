import { IconLanguage } from "@tabler/icons-react";
import { LinkButton } from "~/components/link-button";
import * as m from "./messages";

/** The way to a course's translations from its editor's and its settings' top bars. */
export function TranslationsLink({ courseId }: { courseId: string }) {
  return <LinkButton to={`/edit-course/${courseId}/translations`} Icon={IconLanguage} label={m.translationsLink()} />;
}
