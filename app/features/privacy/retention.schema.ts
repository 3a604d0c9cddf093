import { z } from "zod";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";

const MONTHS_MESSAGE = () => m.retentionMonths();

/** The retention setting: empty keeps enquiries and bookings; otherwise 1 to 240 months. */
export const retentionSchema = z.object({
  retentionMonths: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 240), {
      error: MONTHS_MESSAGE,
    })
    .transform((value) => (value === "" ? null : Number(value))),
  version: formVersion(),
});
