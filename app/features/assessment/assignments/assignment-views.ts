import type { SubmissionStatus } from "~db/schema";
import type { AssignmentContent, MarkOutcome } from "./assignment-content";
import * as m from "./messages";

/** The learner's own portfolio download (routes/learn/my-portfolio-zip.ts). */
export function ownPortfolioPath(courseId: string): string {
  return `/my-learning/courses/${courseId}/portfolio.zip`;
}

/** What screens show of submissions and marks (built on the server, dates in the site's time zone). */

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  get "awaiting-marking"() {
    return m.awaitingMarking();
  },
  get competent() {
    return m.competent();
  },
  get "not-yet-competent"() {
    return m.notYetCompetent();
  },
  get marked() {
    return m.marked();
  },
};

export const MODERATION_DECISION_LABELS = {
  get confirmed() {
    return m.confirmed();
  },
  get "referred-back"() {
    return m.referredBack();
  },
};
export type ModerationDecision = keyof typeof MODERATION_DECISION_LABELS;

export interface SubmissionFileView {
  id: string;
  name: string;
  sizeBytes: number;
  contentType: string;
}

export interface CriterionDecisionView {
  criterionId: string;
  title: string;
  /** "Competent", "Not yet competent" or the rubric level with its points. */
  decision: string;
  comment: string;
}

interface ModerationView {
  decision: ModerationDecision;
  decisionLabel: string;
  comment: string;
  moderatorName: string;
  signedAt: string;
}

export interface MarkView {
  id: string;
  outcome: MarkOutcome;
  outcomeLabel: string;
  points: number | null;
  maxPoints: number | null;
  comment: string;
  markedByName: string;
  markedByUserId: string | null;
  markedAt: string;
  criteria: CriterionDecisionView[];
  moderation: ModerationView | null;
}

export interface SubmissionView {
  id: string;
  attemptNumber: number;
  submittedAt: string;
  status: SubmissionStatus;
  statusLabel: string;
  textHtml: string;
  files: SubmissionFileView[];
  /** The decision the learner reads: null while the work awaits (first) marking or a second look. */
  mark: MarkView | null;
}

/** An assignment block as the learner sees it in the course reader. */
export interface LearnerAssignment {
  content: Omit<AssignmentContent, "passPoints"> & { passPoints: number | null; maxFileBytes: number };
  /** Newest first, at most a few. */
  submissions: SubmissionView[];
  /** The learner may hand in (first time, or again after "not yet competent"). */
  canSubmit: boolean;
  /** The learner's own portfolio of evidence for the course (a ZIP). */
  portfolioPath: string;
}
