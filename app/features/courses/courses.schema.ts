import { z } from "zod";
import { priceCentsFrom } from "~/lib/course-buyer-facts";
import { checkbox, isHttpsUrl, isUploadPath, keptText, optionalPoints, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import { checkEarlyBird, earlyBirdFields } from "~/lib/sale-price-fields";
import * as m from "./messages";

/** Schemas shared by the instructor screens and their actions (one schema per form). */

export const COURSE_TYPES = ["accreditation", "certification", "improvement"] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_TYPE_LABELS: Record<CourseType, string> = {
  get accreditation() {
    return m.typeAccreditation();
  },
  get certification() {
    return m.typeCertification();
  },
  get improvement() {
    return m.typeImprovement();
  },
};

export const addCourseSchema = z.object({ title: requiredText(200, () => m.fieldCourseTitle()) });

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const courseSettingsSchema = z
  .object({
    name: requiredText(200, () => m.fieldCourseName()),
    title: z
      .string()
      .trim()
      .max(300, { error: () => m.titleTooLong() }),
    subtitle: z
      .string()
      .trim()
      .max(300, { error: () => m.subtitleTooLong() }),
    type: z.enum(COURSE_TYPES, { error: () => m.chooseCourseType() }),
    coverUrl: z
      .string()
      .trim()
      .max(2000, { error: () => m.coverTooLong() })
      .refine((value) => value === "" || isUploadPath(value) || isHttpsUrl(value), {
        error: () => m.coverUploadOrHttps(),
      }),
    descriptionHtml: z.string().max(100_000, { error: () => m.descriptionTooLong() }),
    outcome: z
      .string()
      .trim()
      .max(5000, { error: () => m.outcomeTooLong() }),
    requirements: z
      .string()
      .trim()
      .max(5000, { error: () => m.requirementsTooLong() }),
    slug: z
      .string()
      .trim()
      .min(1, { error: () => m.slugRequired() })
      .max(120, { error: () => m.slugTooLong() })
      .regex(SLUG_PATTERN, { error: () => m.slugPattern() }),
    isPublished: checkbox(),
    isSelfEnrolmentOpen: checkbox(),
    offersCertificate: checkbox(),
    // "The certificate requires" (decision 0096-gradebook): the form marks that it sent the three
    // ticks (certificateRequirements=1), so a client that does not send them keeps what is stored.
    certificateRequirements: z.literal("1").optional(),
    requiresAllLessons: checkbox(),
    requiresQuizzesPassed: checkbox(),
    requiresAssignmentsCompetent: checkbox(),
    // Optional: "" keeps no duration; otherwise whole minutes, up to 500 hours.
    durationMinutes: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 30_000), {
        error: () => m.durationWholeMinutes(),
      })
      .transform((value) => (value === "" ? null : Number(value)))
      .optional(),
    ...buyerFactFields(),
    ...sequencingFields(),
    version: formVersion(),
  })
  .superRefine((input, context) => {
    // Early-bird against the price as typed (decision 0082); only when the buyer facts were sent.
    if (input.buyerFacts) checkEarlyBird(input, priceCentsFrom(input.price ?? "") ?? null, context);
  });
export type CourseSettingsInput = z.infer<typeof courseSettingsSchema>;

/**
 * The "For buyers" section of the settings form (decision 0070). The form marks that it sent the
 * section (buyerFacts=1): a client that does not send it leaves the stored facts as they are.
 */
function buyerFactFields() {
  return {
    buyerFacts: z.literal("1").optional(),
    price: z
      .string()
      .trim()
      .refine((value) => priceCentsFrom(value) !== undefined, {
        error: () => m.priceInRand(),
      })
      .optional(),
    ...earlyBirdFields,
    priceNote: keptText(120, () => m.fieldPriceNote()),
    deliveryClassroom: checkbox(),
    deliveryVirtual: checkbox(),
    deliveryInHouse: checkbox(),
    audience: keptText(2000, () => m.fieldWhoItIsFor()),
    accreditation: keptText(500, () => m.fieldAccreditation()),
    cpdPoints: optionalPoints,
    faq: keptText(10_000, () => m.fieldQuestionsAndAnswers()),
  };
}

/** The "Order and prerequisites" section's labels, shared by the form and the journeys that use it. */
export const SEQUENCING_LABELS = {
  get lessonsInOrder() {
    return m.lessonsInOrder();
  },
  get videoWatchPercent() {
    return m.videoWatchPercent();
  },
  get prerequisiteIds() {
    return m.prerequisiteCourses();
  },
};

/**
 * The "Order and prerequisites" section (decision 0093-sequencing). Like the buyer facts, the form
 * marks that it sent it (sequencing=1): a client that does not send it keeps what is stored.
 */
function sequencingFields() {
  return {
    sequencing: z.literal("1").optional(),
    lessonsInOrder: checkbox(),
    videoWatchPercent: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100), {
        error: () => m.videoPercent(),
      })
      .transform((value) => (value === "" ? null : Number(value)))
      .optional(),
    // The picker sends the chosen ids comma-separated (one hidden field); repeated fields read too.
    prerequisiteIds: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) =>
        (Array.isArray(value) ? value : (value ?? "").split(",")).map((id) => id.trim()).filter((id) => id !== ""),
      )
      .refine((ids) => ids.length <= 50 && ids.every((id) => id.length <= 64), {
        error: () => m.prerequisitesAtMost(),
      }),
  };
}

/** The course settings page's three forms: each names its intent, and the action switches on it. */
export const SAVE_SETTINGS_INTENT = "save-settings";
export const ENROL_STUDENT_INTENT = "enrol";
export const UNENROL_STUDENT_INTENT = "unenrol";

/** The field of an enrol refusal that warns of prerequisites not done (the page offers Enrol anyway). */
export const PREREQUISITES_WARNING_FIELD = "overridePrerequisites";

export const enrolStudentSchema = z.object({
  userId: z.string().trim().min(1, "Choose a student"),
  // Staff may enrol a student who has not completed the prerequisites once warned (decision 0093-sequencing).
  overridePrerequisites: checkbox(),
});

export const chapterTitleSchema = z.object({ title: requiredText(200, () => m.fieldChapterTitle()) });
export const lessonTitleSchema = z.object({ title: requiredText(200, () => m.fieldLessonTitle()) });

/** Lower-case words joined by hyphens: "ISO 9001:2015 Lead Auditor" → "iso-9001-2015-lead-auditor". */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "course";
}
