import { z } from "zod";
import { email, optionalText, requiredText, wholeNumber } from "~/lib/form-fields";
import { privacyConsentField } from "~/lib/privacy-consent-field";
import * as m from "./messages";

/**
 * The cart's and the checkout's forms (decision 0085-checkout-cart). Nothing here carries an
 * amount: the server prices every line from the database.
 */
export const ADD_TO_CART_INTENT = "add";
export const SET_QUANTITY_INTENT = "set-quantity";
export const REMOVE_FROM_CART_INTENT = "remove";
export const PLACE_ORDER_INTENT = "place-order";

const itemType = z.enum(["course", "schedule_date", "event"], { error: () => m.chooseSomethingToBuy() });
const itemId = requiredText(40, () => m.fieldItem()).regex(/^[A-Za-z0-9_-]+$/, { error: () => m.itemNotValid() });
const quantity = wholeNumber(1, 500, () => m.chooseSeatCount());

export const cartIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(ADD_TO_CART_INTENT), itemType, itemId, quantity: quantity.optional() }),
  z.object({ intent: z.literal(SET_QUANTITY_INTENT), itemType, itemId, quantity }),
  z.object({ intent: z.literal(REMOVE_FROM_CART_INTENT), itemType, itemId }),
]);

export const DISCOUNT_CODE_MAX = 40;
const discountCodeField = optionalText(DISCOUNT_CODE_MAX, () => m.fieldDiscountCode());

const PAYMENT_METHODS = ["eft", "account", "payfast", "yoco", "paystack", "ozow"] as const;

const VAT_NUMBER_MESSAGE = { error: () => m.vatNumberFormat() };

/** The buyer, their company if they buy for one, how they pay; the attendees are read per seat beside it. */
export const checkoutSchema = z
  .object({
    intent: z.literal(PLACE_ORDER_INTENT),
    /** The form's own random key: a second press of Place order answers with the first order. */
    checkoutKey: requiredText(64, () => m.fieldCheckout()).regex(/^[A-Za-z0-9_-]+$/, {
      error: () => m.reloadCheckout(),
    }),
    buyerKind: z.enum(["person", "company"], { error: () => m.chooseWhoBuys() }),
    name: requiredText(100, () => m.fieldName()),
    email: email({ label: () => m.fieldEmail() }),
    phone: optionalText(30, () => m.fieldPhone()),
    /** A visitor's new account (as sign-up makes it); ignored for a signed-in buyer. */
    password: z
      .string()
      .max(128, { error: () => m.passwordTooLong() })
      .optional()
      .default(""),
    companyId: optionalText(40, () => m.fieldCompany()),
    companyName: optionalText(200, () => m.fieldRegisteredCompanyName()),
    vatNumber: optionalText(20, () => m.fieldVatNumber()).refine(
      (value) => value === "" || /^4\d{9}$/.test(value.replace(/\s/g, "")),
      VAT_NUMBER_MESSAGE,
    ),
    billingAddress: optionalText(400, () => m.fieldAddress()),
    purchaseOrder: optionalText(60, () => m.fieldPurchaseOrderNumber()),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: () => m.chooseHowToPay() }),
    discountCode: discountCodeField,
    privacyConsent: privacyConsentField(),
  })
  .superRefine((value, context) => {
    if (value.buyerKind !== "company") return;
    if (!value.companyName)
      context.addIssue({ code: "custom", path: ["companyName"], message: m.companyNameRequired() });
    if (!value.billingAddress)
      context.addIssue({ code: "custom", path: ["billingAddress"], message: m.addressRequired() });
  });

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The names of one seat's attendee fields: line by position in the cart, seat from 0. */
export const attendeeField = (line: number, seat: number, part: "name" | "email") => `attendee-${line}-${seat}-${part}`;
