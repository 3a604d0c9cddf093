import { z } from "zod";
import { createId } from "~/lib/ids";
import * as m from "./messages";

/**
 * An assignment block's content (decision 0095-assignments-and-portfolios): the instructions (rich text, sanitised
 * on save), the criteria the assessor judges, how it is marked, and what the learner may attach.
 * Shared by the block registry, the editor, the learner's viewer and the server: no server code.
 *
 * Marking "competence": each criterion competent or not yet competent; the submission is competent
 * only when every criterion is. Marking "rubric": one set of levels (label and points) shared by
 * every criterion; the submission passes ("competent") when its total reaches `passPoints`.
 */

const ASSIGNMENT_MARKING = ["competence", "rubric"] as const;

/** What a learner may attach, checked by the bytes: PDF, JPEG/PNG (re-encoded), Word (.docx). */
export const ASSIGNMENT_FILE_KINDS = ["pdf", "image", "word"] as const;
export type AssignmentFileKind = (typeof ASSIGNMENT_FILE_KINDS)[number];

export const ASSIGNMENT_FILE_KIND_LABELS: Record<AssignmentFileKind, string> = {
  get pdf() {
    return m.kindPdf();
  },
  get image() {
    return m.kindImage();
  },
  get word() {
    return m.kindWord();
  },
};

export const MAX_ASSIGNMENT_FILES = 10;
/** Per file; the whole post is bounded by this times the block's file count. */
export const ASSIGNMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

const criterionSchema = z.object({
  id: z.string().min(1).max(64),
  title: z
    .string()
    .trim()
    .min(1, { error: () => m.enterCriterionTitle() })
    .max(200, { error: () => m.titleTooLong() }),
  description: z
    .string()
    .trim()
    .max(2000, { error: () => m.descriptionTooLong() }),
});

const levelSchema = z.object({
  id: z.string().min(1).max(64),
  label: z
    .string()
    .trim()
    .min(1, { error: () => m.enterLevelName() })
    .max(100, { error: () => m.levelNameTooLong() }),
  points: z
    .number({ error: () => m.levelPointsRange() })
    .int({ error: () => m.levelPointsRange() })
    .min(0, { error: () => m.levelPointsRange() })
    .max(100, { error: () => m.levelPointsRange() }),
});

export const assignmentContentSchema = z
  .object({
    instructionsHtml: z.string().max(100_000, { error: () => m.instructionsTooLong() }),
    criteria: z.array(criterionSchema).max(30, { error: () => m.atMost30Criteria() }),
    marking: z.enum(ASSIGNMENT_MARKING, { error: () => m.chooseMarking() }),
    levels: z.array(levelSchema).max(10, { error: () => m.atMost10Levels() }),
    /** Rubric only: the total points that pass; null passes nothing until set (every mark NYC). */
    passPoints: z.number().int().min(0).max(3000).nullable(),
    fileKinds: z.array(z.enum(ASSIGNMENT_FILE_KINDS)).max(ASSIGNMENT_FILE_KINDS.length),
    maxFiles: z
      .number({ error: () => m.filesRange({ max: MAX_ASSIGNMENT_FILES }) })
      .int()
      .min(0)
      .max(MAX_ASSIGNMENT_FILES, { error: () => m.filesRange({ max: MAX_ASSIGNMENT_FILES }) }),
  })
  .superRefine((content, context) => {
    if (content.marking === "rubric" && content.levels.length < 2) {
      context.addIssue({ code: "custom", path: ["levels"], message: m.rubricTwoLevels() });
    }
  });

export type AssignmentContent = z.infer<typeof assignmentContentSchema>;
export type AssignmentCriterion = AssignmentContent["criteria"][number];

export function newAssignmentCriterion(position: number): AssignmentCriterion {
  return { id: createId(), title: m.criterionN({ position }), description: "" };
}

export function defaultAssignmentContent(): AssignmentContent {
  return {
    instructionsHtml: "",
    criteria: [newAssignmentCriterion(1)],
    marking: "competence",
    levels: [
      { id: createId(), label: m.notShown(), points: 0 },
      { id: createId(), label: m.partlyShown(), points: 1 },
      { id: createId(), label: m.fullyShown(), points: 2 },
    ],
    passPoints: null,
    fileKinds: ["pdf", "image", "word"],
    maxFiles: 3,
  };
}

/** The most points a rubric gives: the top level for every criterion. */
export function rubricMaxPoints(content: AssignmentContent): number {
  const top = Math.max(0, ...content.levels.map((level) => level.points));
  return top * content.criteria.length;
}

export const OUTCOME_LABELS = {
  get competent() {
    return m.competent();
  },
  get "not-yet-competent"() {
    return m.notYetCompetent();
  },
};
export type MarkOutcome = keyof typeof OUTCOME_LABELS;

/** The learner's submission form and the marking form share these names. */
export const ASSIGNMENT_FILES_FIELD = "files";
export const criterionOutcomeField = (criterionId: string) => `outcome-${criterionId}`;
export const criterionLevelField = (criterionId: string) => `level-${criterionId}`;
export const criterionCommentField = (criterionId: string) => `comment-${criterionId}`;
