import { z } from "zod";
import { optionalText } from "~/lib/form-fields";
import * as m from "./messages";

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
  item: z
    .string({ error: () => m.chooseOneCredit() })
    .trim()
    .min(1, { error: () => m.chooseOneCredit() })
    .max(200),
  employeeId: z
    .string({ error: () => m.chooseEmployee() })
    .trim()
    .min(1, { error: () => m.chooseEmployee() })
    .max(100, { error: () => m.chooseEmployee() }),
});

/** A seat's id, as the cancel page lists them. */
const seatIds = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string().trim().min(1).max(100), { error: () => m.chooseSeatsToCancel() })
    .min(1, { error: () => m.chooseSeatsToCancel() })
    .max(200, { error: () => m.atMost200Seats() }),
);

export const cancelIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(CANCEL_SEATS_INTENT),
      seatId: seatIds,
      overrideReason: optionalText(300, () => m.fieldReason()),
    }),
    z.object({ intent: z.literal(CANCEL_ORDER_INTENT), overrideReason: optionalText(300, () => m.fieldReason()) }),
  ],
  { error: () => m.unknownAction() },
);
