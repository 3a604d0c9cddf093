import { z } from "zod";
import * as m from "../messages";

/** The Pay buttons on an order: the intent names the provider (no amount is sent: the server knows what is owed). */
export const cardPaymentIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("payfast") }),
    z.object({ intent: z.literal("yoco") }),
    z.object({ intent: z.literal("paystack") }),
    z.object({ intent: z.literal("ozow") }),
  ],
  { error: () => m.chooseCardProvider() },
);
