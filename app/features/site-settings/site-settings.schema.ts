import { z } from "zod";
import { isValidTimeZone } from "~/lib/dates";
import { requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";

export const siteSettingsSchema = z.object({
  siteName: requiredText(80, "Site name"),
  logoUrl: z
    .string()
    .trim()
    .max(500, "Logo URL is too long")
    .refine(
      (value) => value === "" || value.startsWith("/") || /^https?:\/\//.test(value),
      "Logo must be an uploaded image or a web address",
    )
    .transform((value) => value || null),
  notificationEmail: z.email("Enter a valid email address").max(200, "Email address is too long"),
  aboutText: z
    .string()
    .trim()
    .min(1, "About text is required")
    .max(5000, "About text must be at most 5,000 characters"),
  /** Absent (an older client): the stored zone stays. */
  timeZone: z
    .string()
    .trim()
    .refine((value) => isValidTimeZone(value), "Choose a time zone from the list")
    .optional(),
  version: formVersion(),
});

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
