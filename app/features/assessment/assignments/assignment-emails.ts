import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { MarkOutcome } from "./assignment-content";
import * as m from "./messages";

/** The learner's mail when their assignment is marked (queued in the marking's transaction), in the current language: the caller wraps it in the learner's (withLocale). */
export function assignmentMarkedEmail(input: {
  to: string;
  toName: string;
  courseName: string;
  assignmentTitle: string;
  outcome: MarkOutcome;
  comment: string;
  url: string;
}) {
  const isCompetent = input.outcome === "competent";
  const title = input.assignmentTitle || m.assignment();
  const marked = { title, course: input.courseName };
  const subject = isCompetent ? m.mailSubjectCompetent({ title }) : m.mailSubjectNotYet({ title });
  const body = renderEmailLayout({
    heading: isCompetent ? m.mailHeadingCompetent() : m.mailHeadingNotYet(),
    paragraphs: [
      m.hello({ name: input.toName }),
      isCompetent ? m.mailMarkedCompetent(marked) : m.mailMarkedNotYet(marked),
      isCompetent ? m.mailWellDone() : m.mailResubmit(),
      ...(input.comment ? [m.mailAssessorComment({ comment: input.comment })] : []),
    ],
    action: { label: m.openAssignment(), url: input.url },
  });
  return { to: input.to, toName: input.toName, subject, ...body };
}
