import { z } from "zod";
import { isValidTimeZone } from "~/lib/dates";
import { isPhoneNumber, keptText, PHONE_MESSAGE, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import { DEFAULT_LOGO_URL } from "~/lib/site-logo";
import { UPLOADED_IMAGE_URL } from "~/lib/upload-kinds";
import * as m from "./messages";

export const LOGO_NOT_AN_UPLOAD_MESSAGE = () => m.logoNotAnImage();

/**
 * The contact page's details (the footer's too). Each may be left empty, which hides it. The map link
 * must be https: it becomes a link on the public site, so no other scheme (javascript:, data:) gets in.
 */
function contactDetailsFields() {
  return {
    contactPhone: keptText(40, () => m.fieldPhone()).refine((value) => !value || isPhoneNumber(value), PHONE_MESSAGE),
    contactEmail: keptText(200, () => m.fieldEmail()).refine((value) => !value || z.email().safeParse(value).success, {
      error: () => m.enterAValidEmailAddress(),
    }),
    contactAddress: keptText(500, () => m.fieldAddress()),
    contactMapUrl: keptText(500, () => m.fieldMapLink()).refine(
      (value) => !value || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
      {
        error: () => m.enterAMapLinkStarting(),
      },
    ),
    contactOfficeHours: keptText(300, () => m.fieldOfficeHours()),
    contactWhatsapp: keptText(40, () => m.fieldWhatsappNumber()).refine(
      (value) => !value || (isPhoneNumber(value) && value.startsWith("+")),
      { error: () => m.enterTheWhatsappNumberWith() },
    ),
  };
}

const VAT_NUMBER_MESSAGE = () => m.vatNumberFormat();
const CANCELLATION_DAYS_MESSAGE = () => m.cancellationDaysRange();

/**
 * The supplier on tax invoices (VAT Act section 20(4)) and the bank account on pro-forma invoices
 * (decision 0082). Each is optional in the request: a form that does not send one keeps it.
 */
function supplierFields() {
  return {
    legalName: keptText(200, () => m.fieldRegisteredName()),
    vatNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, ""))
      .refine((value) => value === "" || /^4\d{9}$/.test(value), { error: VAT_NUMBER_MESSAGE })
      .optional(),
    bankName: keptText(100, () => m.fieldBank()),
    bankAccountName: keptText(200, () => m.fieldAccountName()),
    bankAccountNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s-]+/g, ""))
      .refine((value) => value === "" || /^\d{6,16}$/.test(value), { error: () => m.enterTheAccountNumber6() })
      .optional(),
    bankBranchCode: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{6}$/.test(value), { error: () => m.enterTheBranchCode6() })
      .optional(),
    cancellationDays: z
      .string()
      .trim()
      .refine((value) => /^\d{1,3}$/.test(value) && Number(value) <= 365, { error: CANCELLATION_DAYS_MESSAGE })
      .transform(Number)
      .optional(),
  };
}

export const siteSettingsSchema = z.object({
  siteName: requiredText(80, () => m.fieldSiteName()),
  /**
   * An image uploaded here (the upload checks its bytes and re-encodes it), the logo the site ships
   * with, or empty (the monogram drawn from the site name). No other website: the page's CSP would
   * block it and the header would show a broken image.
   */
  logoUrl: z
    .string()
    .trim()
    .max(500, { error: () => m.logoUrlIsTooLong() })
    .refine((value) => value === "" || value === DEFAULT_LOGO_URL || UPLOADED_IMAGE_URL.test(value), {
      error: LOGO_NOT_AN_UPLOAD_MESSAGE,
    })
    .transform((value) => value || null),
  notificationEmail: z
    .email({ error: () => m.enterAValidEmailAddress() })
    .max(200, { error: () => m.emailAddressIsTooLong() }),
  aboutText: z
    .string()
    .trim()
    .min(1, { error: () => m.aboutTextIsRequired() })
    .max(5000, { error: () => m.aboutTextMustBeAt() }),
  /** Absent (an older client): the stored zone stays. */
  timeZone: z
    .string()
    .trim()
    .refine((value) => isValidTimeZone(value), { error: () => m.chooseATimeZoneFrom() })
    .optional(),
  ...contactDetailsFields(),
  ...supplierFields(),
  version: formVersion(),
});

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
