import { z } from "zod";
import { priceCentsFrom } from "~/lib/course-buyer-facts";
import { isCalendarDate, optionalText, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";

/**
 * The staff forms of selling's prices (decision 0082): discount codes (Admin › Discount codes) and
 * a company's billing account and price list (Admin › Companies › one company). No server code:
 * the routes' `access` reads the intent names from here.
 */

export const CREATE_DISCOUNT_INTENT = "create-discount";
export const UPDATE_DISCOUNT_INTENT = "update-discount";
export const DEACTIVATE_DISCOUNT_INTENT = "deactivate-discount";
export const SAVE_BILLING_INTENT = "save-billing";
export const SAVE_COMPANY_PRICE_INTENT = "save-company-price";
export const REMOVE_COMPANY_PRICE_INTENT = "remove-company-price";

const PRICE_MESSAGE = () => m.priceFormat();

const discountFields = {
  code: z
    .string({ error: () => m.codeRequired() })
    .trim()
    .min(3, { error: () => m.codeFormat() })
    .max(30, { error: () => m.codeFormat() })
    .regex(/^[A-Za-z0-9-]+$/, { error: () => m.codeFormat() })
    .transform((value) => value.toUpperCase()),
  kind: z.enum(["percent", "amount"], { error: () => m.choosePercentOrAmount() }),
  /** A percentage (1 to 100, up to two decimals) or rand off each unit, excluding VAT. */
  value: z
    .string({ error: () => m.valueRequired() })
    .trim()
    .min(1, { error: () => m.valueRequired() })
    .max(20, { error: () => m.valueTooLong() }),
  maxUses: z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,6}$/.test(value) && Number(value) >= 1), {
      error: () => m.limitFormat(),
    })
    .optional()
    .transform((value) => (value ? Number(value) : null)),
  expiresOn: z
    .string()
    .trim()
    .max(10, { error: () => m.validDate() })
    .refine((value) => value === "" || isCalendarDate(value), { error: () => m.validDate() })
    .optional()
    .transform((value) => value || null),
  courseId: z
    .string()
    .trim()
    .max(64, { error: () => m.chooseCourseFromList() })
    .optional()
    .transform((value) => value || null),
};

/** The stored value of a discount: basis points for a percentage, cents off for an amount; undefined: not valid. */
export function discountValueFrom(kind: "percent" | "amount", typed: string): number | undefined {
  if (kind === "percent") {
    const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(typed.trim());
    if (!match) return undefined;
    const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
    return basisPoints >= 1 && basisPoints <= 10_000 ? basisPoints : undefined;
  }
  return priceCentsFrom(typed) ?? undefined;
}

const checkedValue = <T extends { kind: "percent" | "amount"; value: string }>(input: T) =>
  discountValueFrom(input.kind, input.value) !== undefined;
const VALUE_MESSAGE = () => m.discountValueFormat();

export const discountIntentSchema = z.discriminatedUnion("intent", [
  z
    .object({ intent: z.literal(CREATE_DISCOUNT_INTENT), ...discountFields })
    .refine(checkedValue, { error: VALUE_MESSAGE, path: ["value"] }),
  z
    .object({
      intent: z.literal(UPDATE_DISCOUNT_INTENT),
      discountId: requiredText(64, () => m.fieldDiscountCode()),
      ...discountFields,
      version: formVersion(),
    })
    .refine(checkedValue, { error: VALUE_MESSAGE, path: ["value"] }),
  z.object({
    intent: z.literal(DEACTIVATE_DISCOUNT_INTENT),
    discountId: requiredText(64, () => m.fieldDiscountCode()),
    version: formVersion(),
  }),
]);
export type DiscountIntent = z.infer<typeof discountIntentSchema>;

export const billingIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(SAVE_BILLING_INTENT),
    legalName: optionalText(200, () => m.fieldRegisteredName()),
    vatNumber: z
      .string()
      .trim()
      .refine((value) => value === "" || /^4\d{9}$/.test(value), {
        error: () => m.vatNumberOrEmpty(),
      })
      .optional()
      .transform((value) => value ?? ""),
    billingAddress: optionalText(500, () => m.fieldBillingAddress()),
    creditTermsDays: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 120), {
        error: () => m.creditTermsFormat(),
      })
      .optional()
      .transform((value) => (value ? Number(value) : null)),
    /** 0 while the company has no billing account yet. */
    version: z.coerce.number().int().min(0).max(1_000_000),
  }),
  z.object({
    intent: z.literal(SAVE_COMPANY_PRICE_INTENT),
    /** "course:<id>", "schedule_date:<id>" or "event:<id>". */
    item: z
      .string({ error: () => m.chooseAnItem() })
      .trim()
      .regex(/^(course|schedule_date|event):[A-Za-z0-9_-]{1,64}$/, { error: () => m.chooseItemFromList() }),
    price: z
      .string({ error: PRICE_MESSAGE })
      .trim()
      .refine((value) => value !== "" && priceCentsFrom(value) !== undefined, { error: PRICE_MESSAGE }),
    /** 0 for a new line; the line's version when editing. */
    version: z.coerce.number().int().min(0).max(1_000_000),
  }),
  z.object({
    intent: z.literal(REMOVE_COMPANY_PRICE_INTENT),
    priceId: requiredText(64, () => m.fieldPrice()),
  }),
]);
export type BillingIntent = z.infer<typeof billingIntentSchema>;
