import { z } from "zod";
import { optionalText, requiredDate, requiredEmail, requiredText } from "~/lib/form-fields";
import * as m from "./messages";

/** Rows of lines on the staff quotation form; a row left without an item is ignored. */
export const QUOTATION_LINE_ROWS = [1, 2, 3, 4, 5] as const;

const quantityField = z
  .string()
  .trim()
  .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= 1), {
    error: () => m.seatsFrom1(),
  })
  .optional()
  .transform((value) => (value ? Number(value) : 1));

const itemField = optionalText(100).refine(
  (value) => value === "" || /^(course|schedule_date|event):[A-Za-z0-9_-]{1,60}$/.test(value),
  { error: () => m.chooseItemFromList() },
);

const lineFields = Object.fromEntries(
  QUOTATION_LINE_ROWS.flatMap((row) => [
    [`item${row}`, itemField],
    [`quantity${row}`, quantityField],
  ]),
) as Record<`item${(typeof QUOTATION_LINE_ROWS)[number]}`, typeof itemField> &
  Record<`quantity${(typeof QUOTATION_LINE_ROWS)[number]}`, typeof quantityField>;

/** Staff › New quotation: who it is for, its lines (from what is for sale) and the last day to accept. */
export const quotationSchema = z
  .object({
    buyerKind: z.enum(["person", "company"], { error: () => m.choosePersonOrCompany() }),
    companyId: optionalText(60),
    name: requiredText(120, () => m.fieldName()),
    email: requiredEmail,
    billingAddress: optionalText(500, () => m.fieldBillingAddress()),
    vatNumber: optionalText(20, () => m.fieldVatNumber()).refine(
      (value) => value === "" || /^4\d{9}$/.test(value.replace(/\s+/g, "")),
      { error: () => m.enterVatNumber() },
    ),
    purchaseOrder: optionalText(60, () => m.fieldPurchaseOrder()),
    validUntil: requiredDate,
    ...lineFields,
  })
  .superRefine((value, context) => {
    if (value.buyerKind === "company" && !value.companyId) {
      context.addIssue({ code: "custom", path: ["companyId"], message: m.chooseCompanyFromListShort() });
    }
    if (!QUOTATION_LINE_ROWS.some((row) => value[`item${row}`])) {
      context.addIssue({ code: "custom", path: ["item1"], message: m.chooseAtLeastOneItem() });
    }
  });

/** The buyer's quotation page: one action. */
export const quotationIntentSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("accept") })]);
