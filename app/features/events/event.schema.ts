import { z } from "zod";
import { priceCentsFrom } from "~/lib/course-buyer-facts";
import { isHttpsUrl, isSitePath } from "~/lib/form-fields";
import { checkEarlyBird, earlyBirdFields, salePriceField } from "~/lib/sale-price-fields";
import * as m from "./messages";

/** The event form (SPEC 3 "Event", SPEC 5): one schema for the form and the action. */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A label read when a message is shown: the page's or request's language. */
type Label = () => string;

/** lib/form-fields.ts's requiredText, its messages read when a check fails (in the page's language). */
const requiredText = (max: number, label: Label) => {
  const required = { error: () => m.fieldRequired({ label: label() }) };
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: () => m.fieldTooLong({ label: label(), max }) });
};

const calendarDate = (label: Label) =>
  requiredText(10, label).refine(
    (value) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    { error: () => m.mustBeDate({ label: label() }) },
  );

const clockTime = (label: Label) =>
  requiredText(5, label).refine((value) => TIME_PATTERN.test(value), { error: () => m.mustBeTime({ label: label() }) });

const optionalUrl = (label: Label) =>
  z
    .string()
    .trim()
    .max(2000, { error: () => m.fieldTooLong({ label: label(), max: 2000 }) })
    .optional()
    .transform((value) => value || null)
    .refine(
      // A path on this site (an upload) or a web address; "//host" paths would leave the site.
      (value) => value === null || isSitePath(value) || /^https?:\/\/[^\s]+$/i.test(value),
      { error: () => m.mustBeImageAddress({ label: label() }) },
    );

/** "a, b ,c" → ["a", "b", "c"]: the lists are edited as comma-separated text (SPEC 3, 9). */
function splitCommaList(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const commaList = (label: Label) =>
  z
    .string()
    .max(4000, { error: () => m.fieldTooLong({ label: label(), max: 4000 }) })
    .optional()
    .transform(splitCommaList)
    .refine((items) => items.every((item) => item.length <= 300), { error: () => m.itemTooLong({ label: label() }) });

/** A whole number in a range, or empty (then `empty`). */
const optionalWholeNumber = (label: Label, min: number, max: number, empty: number | null) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^\d+$/.test(value), { error: () => m.mustBeWhole({ label: label() }) })
    .transform((value) => (value ? Number(value) : empty))
    .refine((value) => value === null || (value >= min && value <= max), {
      error: () => m.mustBeBetween({ label: label(), min, max }),
    });

/** CPD categories a certificate from an event counts under in the ledger (decisions 0033, 0043). */
export const CPD_CATEGORIES = ["general", "clinical", "ethics"] as const;

/** CPD points as certificates print them: a number with at most one decimal ("2,5" reads as "2.5"); empty: none. */
const cpdPoints = z
  .string()
  .trim()
  .max(8, { error: () => m.cpdPointsFormat() })
  .optional()
  .transform((value) => (value ?? "").replace(",", "."))
  .refine((value) => value === "" || /^\d{1,3}(\.\d)?$/.test(value), {
    error: () => m.cpdPointsFormat(),
  })
  .transform((value) => (value === "" ? "" : String(Number(value))));

const eventFieldsSchema = z.object({
  title: requiredText(200, m.labelTitle),
  subTitle: requiredText(300, m.labelSubtitle),
  dateFrom: calendarDate(m.labelStartDate),
  dateTo: calendarDate(m.labelEndDate),
  timeFrom: clockTime(m.labelStartTime),
  timeTo: clockTime(m.labelEndTime),
  location: requiredText(200, m.labelLocation),
  description: requiredText(10_000, m.labelDescription),
  instructor_name: requiredText(200, m.labelInstructorName),
  instructor_role: requiredText(200, m.labelInstructorRole),
  moderator_name: requiredText(200, m.labelModeratorName),
  moderator_role: requiredText(200, m.labelModeratorRole),
  teamsLink: z
    .string()
    .trim()
    .max(2000, { error: () => m.teamsTooLong() })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isHttpsUrl(value), { error: () => m.teamsHttps() }),
  posterUrl: optionalUrl(m.labelPoster),
  image: optionalUrl(m.labelImage),
  highlights: commaList(m.highlights),
  whoShouldAttend: commaList(m.whoShouldAttend),
  /** Seats; empty for no limit. Once full, bookings join the waitlist. */
  capacity: optionalWholeNumber(m.labelCapacity, 1, 100_000, null),
  /** Hours a waitlisted person has to accept a freed seat. */
  offerHours: optionalWholeNumber(m.labelOfferHours, 1, 336, 24).transform((value) => value ?? 24),
  /** Attendance rule: the share (per cent) of the event's duration attended online that qualifies. */
  attendanceMinPercent: optionalWholeNumber(m.labelMinAttendance, 1, 100, 80).transform((value) => value ?? 80),
  /** CPD details printed on the certificates issued from attendance (decision 0043). */
  cpdPoints,
  cpdCategory: z
    .enum(CPD_CATEGORIES, { error: () => m.chooseCpdCategory() })
    .optional()
    .transform((value) => value ?? "general"),
  /** A cpd_bodies id, or empty for none; the action checks that it exists. */
  cpdBodyId: z
    .string()
    .trim()
    .max(64, { error: () => m.chooseAccreditingBody() })
    .optional()
    .transform((value) => value || null),
  /** Months the certificates stay valid (decision 0046); empty: they do not expire. */
  cpdValidityMonths: optionalWholeNumber(m.labelValidity, 1, 120, null),
  /** A checkbox ("on" when ticked); a form field posted as text "false"/"0" (API clients, tests) is unticked. */
  certificatesAutomatic: z
    .enum(["on", "true", "1", "", "false", "0"], { error: () => m.tickAutomatic() })
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
    error: () => m.endBeforeStart(),
    path: ["dateTo"],
    when: whenScheduleIsValid,
  })
  .refine((event) => event.dateTo !== event.dateFrom || event.timeTo > event.timeFrom, {
    error: () => m.endTimeAfterStart(),
    path: ["timeTo"],
    when: whenScheduleIsValid,
  })
  .superRefine((event, context) => checkEarlyBird(event, priceCentsFrom(event.price ?? "") ?? null, context));

export type EventFormInput = z.infer<typeof eventFormSchema>;
