import { z } from "zod";
import { optionalText } from "~/lib/form-fields";

/**
 * The forms of fulfilment (decision 0083-fulfilment-seats): a training manager gives a seat credit
 * to an employee (My company), and a buyer or an admin cancels seats of an order. No server code:
 * the routes' `access` reads the intent names.
 */
export const ASSIGN_CREDIT_INTENT = "assign-credit";
export const CANCEL_SEATS_INTENT = "cancel-seats";
export const CANCEL_ORDER_INTENT = "cancel-order";

export const assignCreditSchema = z.object({
  intent: z.literal(ASSIGN_CREDIT_INTENT),
  item: z.string({ error: "Choose one of your credits" }).trim().min(1, "Choose one of your credits").max(200),
  employeeId: z
    .string({ error: "Choose an employee" })
    .trim()
    .min(1, "Choose an employee")
    .max(100, "Choose an employee"),
});

/** A seat's id, as the cancel page lists them. */
const seatIds = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string().trim().min(1).max(100), { error: "Choose the seats to cancel" })
    .min(1, "Choose the seats to cancel")
    .max(200, "Choose at most 200 seats"),
);

export const cancelIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(CANCEL_SEATS_INTENT),
      seatId: seatIds,
      overrideReason: optionalText(300, "Reason"),
    }),
    z.object({ intent: z.literal(CANCEL_ORDER_INTENT), overrideReason: optionalText(300, "Reason") }),
  ],
  { error: "Unknown action" },
);
