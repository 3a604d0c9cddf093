import type { FulfilOrder } from "~/features/selling/settle.server";

/**
 * What an accepted quotation on account does with its seats once its tax invoice is issued. Until
 * the selling fulfilment (app/server/selling-fulfilment.server.ts) is merged the seats stay held;
 * at merge this becomes that FulfilOrder.
 */
export const fulfilAcceptedQuotation: FulfilOrder = async () => ({ ok: true });
