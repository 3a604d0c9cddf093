import { z } from "zod";
import { certificateCourseFields, DEFAULT_CERTIFICATE_TITLE } from "~/features/certificates/certificates.schema";
import {
  isHttpsUrl,
  isSitePath,
  optionalDate,
  optionalPoints,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredPoints,
  requiredText,
} from "~/lib/form-fields";
import { boundedInteger, formVersion, STALE_FORM_VERSION_MESSAGE } from "~/lib/form-numbers";
import {
  EDIT_COURSE_INTENT,
  EDIT_USER_INTENT,
  ENROL_USER_INTENT,
  IMPORT_CSV_INTENT,
  REMOVE_USER_INTENT,
} from "./course-details-intents";
import * as m from "./messages";

export { DEFAULT_CERTIFICATE_TITLE };

// i18n-exempt: the accrediting bodies' level names, stored as they are and printed on certificates.
export const CPD_LEVELS = ["Level 1", "Level 2"] as const;

const version = boundedInteger(0, STALE_FORM_VERSION_MESSAGE).optional();

/** Clinical and ethics points are kept apart; together they are part of the allocated total. */
function pointsAddUp(input: { allocatedPoints: string; clinicalPoints: string; ethicsPoints: string }): boolean {
  if (!input.allocatedPoints) return true;
  const split = Number(input.clinicalPoints || 0) + Number(input.ethicsPoints || 0);
  return split <= Number(input.allocatedPoints) + 1e-9;
}

/** Months a certificate stays valid (decision 0046): empty means it does not expire. */
const validityMonths = optionalText(20).refine(
  (value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 120),
  { error: () => m.validityMonthsInvalid() },
);

/** Where a reminder sends the person to book the renewal: a path on this site or an https address. */
const renewalUrl = optionalText(500).refine((value) => value === "" || isSitePath(value) || isHttpsUrl(value), {
  error: () => m.renewalUrlInvalid(),
});

function endNotBeforeStart(input: { activityStartDate: string; activityEndDate: string }): boolean {
  return !input.activityStartDate || !input.activityEndDate || input.activityEndDate >= input.activityStartDate;
}

/** The Add Course form (SPEC 3, 4, 5): courseName, instructorName and courseCode required. */
export const courseFormSchema = z
  .object({
    courseName: requiredText(200),
    ...certificateCourseFields,
    allocatedPoints: optionalPoints,
    clinicalPoints: optionalPoints,
    ethicsPoints: optionalPoints,
    providerActivityNumber: optionalText(60),
    courseCode: requiredText(40),
    duration: optionalText(60),
    /** The accrediting body (cpd_bodies.id) from the one list; "" for none. */
    cpdBodyId: optionalText(40),
    cpdLevel: optionalText(40),
    activityStartDate: optionalDate,
    activityEndDate: optionalDate,
    validityMonths,
    renewalUrl,
    version,
  })
  .refine(pointsAddUp, { error: () => m.pointsBreakdown(), path: ["clinicalPoints"] })
  .refine(endNotBeforeStart, { error: () => m.endBeforeStart(), path: ["activityEndDate"] });

export type CourseFormInput = z.infer<typeof courseFormSchema>;

/** The 'Edit Course' overlay of course details: every field SPEC 5 lists is required there. */
export const editCourseOverlaySchema = z.object({
  courseName: requiredText(200),
  courseDescription: requiredText(2000),
  instructorName: requiredText(120),
  facilitatorName: requiredText(120),
  facilitatorOrganization: requiredText(200),
  location: requiredText(200),
  duration: requiredText(60),
  allocatedPoints: requiredPoints,
  providerActivityNumber: requiredText(60),
  courseCode: requiredText(40),
  version: formVersion(),
});

export type EditCourseOverlayInput = z.infer<typeof editCourseOverlaySchema>;

/** The 'Enroll user' overlay and the edit of an enrolled user (SPEC 3, 5). */
export const enrolledUserSchema = z.object({
  name: requiredText(120),
  email: requiredEmail,
  idNumber: optionalText(40),
  title: requiredText(120),
  allocatedPoints: requiredPoints,
  certificateNumber: requiredText(60),
  date: requiredDate,
});

export type EnrolledUserInput = z.infer<typeof enrolledUserSchema>;

/**
 * Everything the course details screen posts, told apart by its intent; the route switches on it.
 * The CSV import's file is read beside this (a file is not text).
 */
export const courseDetailsIntentSchema = z.discriminatedUnion(
  "intent",
  [
    editCourseOverlaySchema.extend({ intent: z.literal(EDIT_COURSE_INTENT) }),
    enrolledUserSchema.extend({ intent: z.literal(ENROL_USER_INTENT) }),
    enrolledUserSchema.extend({
      intent: z.literal(EDIT_USER_INTENT),
      enrolledUserId: z.string().default(""),
      version: formVersion(),
    }),
    z.object({ intent: z.literal(REMOVE_USER_INTENT), enrolledUserId: z.string().default("") }),
    z.object({ intent: z.literal(IMPORT_CSV_INTENT) }),
  ],
  { error: () => m.unknownAction() },
);
export type CourseDetailsIntent = z.output<typeof courseDetailsIntentSchema>;

/** The CSV columns, in order, for import and export. */
export const ENROLLED_USER_CSV_COLUMNS = [
  "name",
  "email",
  "idNumber",
  "title",
  "allocatedPoints",
  "certificateNumber",
  "date",
] as const;

export const STALE_COURSE_MESSAGE = () => m.staleCourse();
