import { z } from "zod";
import { priceCentsFrom } from "~/lib/course-buyer-facts";
import { isHttpsUrl, isSitePath, requiredText } from "~/lib/form-fields";
import { checkEarlyBird, earlyBirdFields, salePriceField } from "~/lib/sale-price-fields";

/** The event form (SPEC 3 "Event", SPEC 5): one schema for the form and the action. */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const calendarDate = (label: string) =>
  requiredText(10, label).refine(
    (value) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    `${label} must be a date (YYYY-MM-DD)`,
  );

const clockTime = (label: string) =>
  requiredText(5, label).refine((value) => TIME_PATTERN.test(value), `${label} must be a time (HH:MM)`);

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .optional()
    .transform((value) => value || null)
    .refine(
      // A path on this site (an upload) or a web address; "//host" paths would leave the site.
      (value) => value === null || isSitePath(value) || /^https?:\/\/[^\s]+$/i.test(value),
      `${label} must be a web address starting with https:// or an uploaded image`,
    );

/** "a, b ,c" → ["a", "b", "c"]: the lists are edited as comma-separated text (SPEC 3, 9). */
function splitCommaList(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const commaList = (label: string) =>
  z
    .string()
    .max(4000, `${label} must be at most 4000 characters`)
    .optional()
    .transform(splitCommaList)
    .refine(
      (items) => items.every((item) => item.length <= 300),
      `Each item of ${label} must be at most 300 characters`,
    );

/** A whole number in a range, or empty (then `empty`). */
const optionalWholeNumber = (label: string, min: number, max: number, empty: number | null) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^\d+$/.test(value), `${label} must be a whole number`)
    .transform((value) => (value ? Number(value) : empty))
    .refine((value) => value === null || (value >= min && value <= max), `${label} must be between ${min} and ${max}`);

/** CPD categories a certificate from an event counts under in the ledger (decisions 0033, 0043). */
export const CPD_CATEGORIES = ["general", "clinical", "ethics"] as const;

/** CPD points as certificates print them: a number with at most one decimal ("2,5" reads as "2.5"); empty: none. */
const cpdPoints = z
  .string()
  .trim()
  .max(8, "CPD points must be a number such as 3 or 2.5")
  .optional()
  .transform((value) => (value ?? "").replace(",", "."))
  .refine((value) => value === "" || /^\d{1,3}(\.\d)?$/.test(value), "CPD points must be a number such as 3 or 2.5")
  .transform((value) => (value === "" ? "" : String(Number(value))));

const eventFieldsSchema = z.object({
  title: requiredText(200, "Title"),
  subTitle: requiredText(300, "Subtitle"),
  dateFrom: calendarDate("Start date"),
  dateTo: calendarDate("End date"),
  timeFrom: clockTime("Start time"),
  timeTo: clockTime("End time"),
  location: requiredText(200, "Location"),
  description: requiredText(10_000, "Description"),
  instructor_name: requiredText(200, "Instructor name"),
  instructor_role: requiredText(200, "Instructor role"),
  moderator_name: requiredText(200, "Moderator name"),
  moderator_role: requiredText(200, "Moderator role"),
  teamsLink: z
    .string()
    .trim()
    .max(2000, "Teams link must be at most 2000 characters")
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isHttpsUrl(value), "Teams link must start with https://"),
  posterUrl: optionalUrl("Poster"),
  image: optionalUrl("Image"),
  highlights: commaList("Highlights"),
  whoShouldAttend: commaList("Who should attend"),
  /** Seats; empty for no limit. Once full, bookings join the waitlist. */
  capacity: optionalWholeNumber("Capacity", 1, 100_000, null),
  /** Hours a waitlisted person has to accept a freed seat. */
  offerHours: optionalWholeNumber("Hours to accept a freed seat", 1, 336, 24).transform((value) => value ?? 24),
  /** Attendance rule: the share (per cent) of the event's duration attended online that qualifies. */
  attendanceMinPercent: optionalWholeNumber("Minimum attendance (%)", 1, 100, 80).transform((value) => value ?? 80),
  /** CPD details printed on the certificates issued from attendance (decision 0043). */
  cpdPoints,
  cpdCategory: z
    .enum(CPD_CATEGORIES, { error: "Choose the CPD category: general, clinical or ethics" })
    .optional()
    .transform((value) => value ?? "general"),
  /** A cpd_bodies id, or empty for none; the action checks that it exists. */
  cpdBodyId: z
    .string()
    .trim()
    .max(64, "Choose an accrediting body from the list")
    .optional()
    .transform((value) => value || null),
  /** Months the certificates stay valid (decision 0046); empty: they do not expire. */
  cpdValidityMonths: optionalWholeNumber("Certificate valid for (months)", 1, 120, null),
  /** A checkbox ("on" when ticked); a form field posted as text "false"/"0" (API clients, tests) is unticked. */
  certificatesAutomatic: z
    .enum(["on", "true", "1", "", "false", "0"], { error: "Tick or untick Issue certificates automatically" })
    .optional()
    .transform((value) => value === "on" || value === "true" || value === "1"),
  /** Selling (decision 0082): rand excluding VAT; empty: free. Early-bird below it, with its last day. */
  price: salePriceField,
  ...earlyBirdFields,
});

const scheduleSchema = eventFieldsSchema.pick({ dateFrom: true, dateTo: true, timeFrom: true, timeTo: true });
// The order checks run as soon as the four date and time fields are valid, even while others are not.
const whenScheduleIsValid = (payload: { value: unknown }) => scheduleSchema.safeParse(payload.value).success;

export const eventFormSchema = eventFieldsSchema
  .refine((event) => event.dateTo >= event.dateFrom, {
    message: "End date cannot be before the start date",
    path: ["dateTo"],
    when: whenScheduleIsValid,
  })
  .refine((event) => event.dateTo !== event.dateFrom || event.timeTo > event.timeFrom, {
    message: "End time must be after the start time",
    path: ["timeTo"],
    when: whenScheduleIsValid,
  })
  .superRefine((event, context) => checkEarlyBird(event, priceCentsFrom(event.price ?? "") ?? null, context));

export type EventFormInput = z.infer<typeof eventFormSchema>;
