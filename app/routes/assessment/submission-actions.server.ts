import { markSubmissionSchema } from "~/features/assessment/assignments/assignment.schema";
import { type CriterionMarkInput, markSubmission } from "~/features/assessment/assignments/assignment-marking.server";
import { finishCourseIfDone } from "~/features/learning/progress.server";
import { acceptedReply, invalidIntentReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { toFieldErrors } from "~/lib/forms";
import { readFormData } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";
import { requireCourseAssessor } from "./require-assessment.server";

const OUTCOME_PREFIX = "outcome-";
const LEVEL_PREFIX = "level-";
const COMMENT_PREFIX = "comment-";

/** Each criterion's fields (outcome-, level-, comment-<criterion id>) gathered by criterion. */
function criteriaFrom(formData: FormData): Record<string, CriterionMarkInput> {
  const criteria: Record<string, CriterionMarkInput> = {};
  const entry = (id: string) => {
    criteria[id] ??= { comment: "" };
    return criteria[id];
  };
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string" || Object.keys(criteria).length > 100) continue;
    if (name.startsWith(OUTCOME_PREFIX)) {
      const outcome = value === "competent" || value === "not-yet-competent" ? value : undefined;
      entry(name.slice(OUTCOME_PREFIX.length)).outcome = outcome;
    } else if (name.startsWith(LEVEL_PREFIX)) entry(name.slice(LEVEL_PREFIX.length)).levelId = value.slice(0, 64);
    else if (name.startsWith(COMMENT_PREFIX)) entry(name.slice(COMMENT_PREFIX.length)).comment = value.slice(0, 4000);
  }
  return criteria;
}

/** "Save decision": only the course's named assessors, the guard before the body is read. */
export async function markSubmissionAction(request: Request, courseId: string, submissionId: string) {
  const user = await requireCourseAssessor(request, courseId);
  const formData = await readFormData(request);
  const parsed = markSubmissionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return invalidIntentReply({ fieldErrors: toFieldErrors(parsed.error) });
  const marked = await markSubmission(getDb(), {
    courseId,
    submissionId,
    assessorUserId: user.id,
    version: parsed.data.version,
    criteria: criteriaFrom(formData),
    comment: parsed.data.comment,
    baseUrl: getEnvironment().baseUrl,
  });
  if (!marked.ok) return refusalReply(marked);
  // Competent may have been the last thing the course waited for: finish it and issue its
  // certificate now, as passing the last quiz does (decision 0096-gradebook).
  if (marked.outcome === "competent") await finishCourseIfDone(getDb(), { courseId, userId: marked.learnerUserId });
  return acceptedReply({ outcome: marked.outcome });
}
