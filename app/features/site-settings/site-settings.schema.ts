import { z } from "zod";
import { isValidTimeZone } from "~/lib/dates";
import { requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import { DEFAULT_LOGO_URL } from "~/lib/site-logo";

export const LOGO_NOT_AN_UPLOAD_MESSAGE = "Upload the logo as an image (PNG, JPEG, WebP or GIF)";

export const siteSettingsSchema = z.object({
  siteName: requiredText(80, "Site name"),
  /**
   * An image uploaded here (the upload checks its bytes and re-encodes it), the logo the site ships
   * with, or empty (the monogram drawn from the site name). No other website: the page's CSP would
   * block it and the header would show a broken image.
   */
  logoUrl: z
    .string()
    .trim()
    .max(500, "Logo URL is too long")
    .refine(
      (value) => value === "" || value === DEFAULT_LOGO_URL || /^\/uploads\/[\w-]+\.(png|jpe?g|webp|gif)$/.test(value),
      LOGO_NOT_AN_UPLOAD_MESSAGE,
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
