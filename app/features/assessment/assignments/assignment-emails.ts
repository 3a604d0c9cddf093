import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { MarkOutcome } from "./assignment-content";

/** The learner's mail when their assignment is marked (queued in the marking's transaction). */
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
  const subject = `${input.assignmentTitle}: ${isCompetent ? "competent" : "not yet competent"}`;
  const body = renderEmailLayout({
    heading: isCompetent ? "Your assignment is competent" : "Your assignment is not yet competent",
    paragraphs: [
      `Hello ${input.toName},`,
      `Your assessor has marked "${input.assignmentTitle}" in ${input.courseName}: ${isCompetent ? "competent" : "not yet competent"}.`,
      isCompetent
        ? "Well done. The decision and the assessor's comments are on the assignment's page."
        : "Read the assessor's comments on each criterion, then hand in your work again with Resubmit.",
      ...(input.comment ? [`The assessor's comment: ${input.comment}`] : []),
    ],
    action: { label: "Open the assignment", url: input.url },
  });
  return { to: input.to, toName: input.toName, subject, ...body };
}
