import { z } from "zod";
import { checkbox, email, optionalText, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";

/**
 * Learning paths (docs/decisions/0094-learning-paths.md): the staff forms and the learner's
 * Enrol button. One schema per form, used by the form and checked again by the action.
 */
export const LEARNING_PATHS_PAGE_SIZE = 20;
/** The most courses a path holds: its pages and progress read them all in one query. */
export const MAX_PATH_COURSES = 30;

export const CREATE_PATH_INTENT = "create-path";
export const SAVE_PATH_INTENT = "save-path";
export const ADD_PATH_COURSE_INTENT = "add-course";
export const MOVE_PATH_COURSE_INTENT = "move-course";
export const ENROL_PATH_STUDENT_INTENT = "enrol-student";
export const REMOVE_PATH_COURSE_INTENT = "remove-course";
/** The public page's button. */
export const ENROL_IN_PATH_INTENT = "enrol-path";

export const createPathSchema = z.object({
  intent: z.literal(CREATE_PATH_INTENT),
  title: requiredText(200, () => m.fieldTitle()),
});

export const pathDetailsSchema = z.object({
  title: requiredText(200, () => m.fieldTitle()),
  slug: requiredText(80, () => m.fieldAddressSlug()).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => m.slugRule() }),
  summary: optionalText(500, () => m.fieldSummary()),
  descriptionHtml: optionalText(20_000, () => m.fieldDescription()),
  isPublished: checkbox(),
  offersCertificate: checkbox(),
});

const savePathSchema = pathDetailsSchema.extend({ intent: z.literal(SAVE_PATH_INTENT), version: formVersion() });

const courseIdField = requiredText(100, () => m.fieldCourse());

const addCourseSchema = z.object({
  intent: z.literal(ADD_PATH_COURSE_INTENT),
  courseId: courseIdField,
  version: formVersion(),
});

const moveCourseSchema = z.object({
  intent: z.literal(MOVE_PATH_COURSE_INTENT),
  courseId: courseIdField,
  direction: z.enum(["up", "down"], { error: () => m.chooseUpOrDown() }),
  version: formVersion(),
});

const removeCourseSchema = z.object({
  intent: z.literal(REMOVE_PATH_COURSE_INTENT),
  courseId: courseIdField,
  version: formVersion(),
});

export const enrolPathStudentSchema = z.object({
  intent: z.literal(ENROL_PATH_STUDENT_INTENT),
  email: email({ label: () => m.fieldStudentsEmail() }),
});

export const pathIntentSchema = z.discriminatedUnion(
  "intent",
  [savePathSchema, addCourseSchema, moveCourseSchema, removeCourseSchema, enrolPathStudentSchema],
  { error: () => m.unknownAction() },
);

export type PathIntent = z.infer<typeof pathIntentSchema>;
export type PathDetails = z.infer<typeof pathDetailsSchema>;
