import { z } from "zod";
import { priceCentsFrom, scheduledRunDelivery, scheduledRunVenue } from "~/lib/course-buyer-facts";
import { addDays, formatDateRange, formatMonth } from "~/lib/dates";
import { isCalendarDate, optionalText } from "~/lib/form-fields";
import { checkEarlyBird, earlyBirdFields, salePriceField } from "~/lib/sale-price-fields";
import * as m from "./messages";
import * as formLabels from "./schedule-form.messages";

/** Durations the company runs its courses for (SPEC 9). */
export const SCHEDULE_DURATIONS = [1, 3, 5] as const;

/**
 * The schedule form's checkboxes as SPEC 9 names them; the public pages and the PDF say what each
 * means to a buyer (lib/course-buyer-facts.ts: "Classroom at our venue", "Online live").
 */
export const LOCATION_LABELS = {
  get onsite() {
    return formLabels.locationOnsite();
  },
  get online() {
    return formLabels.locationOnline();
  },
};

/** One schedule entry as the add/edit form sends it; checkboxes arrive as "on" or not at all. */
export const scheduleEntrySchema = z
  .object({
    courseTitle: z
      .string({ error: () => m.fieldRequired({ label: m.colCourse() }) })
      .trim()
      .min(1, { error: () => m.fieldRequired({ label: m.colCourse() }) })
      .max(200, { error: () => m.fieldTooLong({ label: m.colCourse(), max: 200 }) }),
    courseId: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null),
    startDate: z
      .string()
      .trim()
      .min(1, { error: () => m.fieldRequired({ label: m.labelStartDate() }) })
      .refine(isCalendarDate, { error: () => m.validDate() }),
    // No radio chosen means no field at all, hence the same message for a missing value.
    durationDays: z
      .string({ error: () => m.chooseDuration() })
      .refine((value) => SCHEDULE_DURATIONS.map(String).includes(value), { error: () => m.chooseDuration() })
      .transform(Number),
    isOnsite: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    isOnline: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    venue: optionalText(120, () => m.fieldVenue()),
    // Seats still free as the admin counts them ("" = not said); shown on the course's public page.
    seatsLeft: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) <= 500), {
        error: () => m.seatsLeftRange(),
      })
      .transform((value) => (value === "" ? null : Number(value)))
      .optional(),
    // Selling (decision 0082): the date's price in rand excluding VAT (empty: not sold online),
    // its early-bird price and last day, and the seats for sale (empty: not limited).
    price: salePriceField,
    ...earlyBirdFields,
    capacity: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 5000), {
        error: () => m.capacityRange(),
      })
      .transform((value) => (value === "" ? null : Number(value)))
      .optional(),
  })
  .superRefine((entry, context) => checkEarlyBird(entry, priceCentsFrom(entry.price ?? "") ?? null, context))
  .refine((entry) => entry.isOnsite === true || entry.isOnline === true, {
    error: () => m.chooseLocation(),
    path: ["location"],
    // Checked even when other fields are wrong, so the form shows every message at once.
    when: () => true,
  });

export type ScheduleEntryInput = z.infer<typeof scheduleEntrySchema>;

/** A run's ways to attend in the public vocabulary (the form's SPEC labels are for the admin only). */
export function locationLabels(entry: { is_onsite: number; is_online: number }): string[] {
  return scheduledRunDelivery({ isOnsite: Boolean(entry.is_onsite), isOnline: Boolean(entry.is_online) });
}

/** A run's city or venue as the public reads it: "Online" for a run only online. */
export function venueLabel(entry: { venue: string; is_onsite: number; is_online: number }): string {
  return scheduledRunVenue({
    venue: entry.venue,
    isOnsite: Boolean(entry.is_onsite),
    isOnline: Boolean(entry.is_online),
  });
}

export function durationLabel(days: number): string {
  return m.days({ count: days });
}

/**
 * "6 April 2027" or "6 – 10 April 2027": the run's calendar days, counted from the start date
 * (calendar days: the same in every zone).
 */
export function dateRangeLabel(startDate: string, durationDays: number): string {
  return formatDateRange(startDate, addDays(startDate, Math.max(durationDays, 1) - 1), "UTC");
}

/** "April 2027" from "2027-04-06". */
export function monthLabel(startDate: string): string {
  return formatMonth(startDate, "UTC");
}
