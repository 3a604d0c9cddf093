import { withLocale } from "~/lib/request-context.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { findBankDetails } from "./bank-details.server";
import { buyerLocale } from "./buyer-locale.server";
import { releaseOrdersAwaitingAccount } from "./checkout.server";
import { renderOrderPlacedEmail } from "./order-emails";

/**
 * Queues the order's confirmation (number, total, how to pay), once: the outbox reference keeps a
 * second call from sending it again. An order still waiting for its buyer's account gets none yet:
 * an address nobody has confirmed is not mailed about money.
 */
export async function queueOrderConfirmation(db: DatabaseExecutor, order: Order, baseUrl: string): Promise<void> {
  if (order.status !== "awaiting_payment" && order.status !== "on_account") return;
  const [settings, bank] = await Promise.all([getSiteSettings(db), findBankDetails(db)]);
  // In the buyer's language (their profile's, else this request's): the release runs on their confirmation.
  const locale = await buyerLocale(db, order.buyer_user_id);
  const message = withLocale(locale, () =>
    renderOrderPlacedEmail({ order, bank, siteName: settings.site_name, baseUrl }),
  );
  await queueEmail(db, message, {
    reference: `order-placed:${order.id}`,
  });
}

/** The buyer's address is confirmed: their waiting orders now wait for payment, each with its confirmation. */
export async function releaseOrdersOnConfirmedAccount(
  db: DatabaseExecutor,
  userId: string,
  baseUrl: string,
  now: Date = new Date(),
): Promise<Order[]> {
  return inTransaction(db, async (trx) => {
    const released = await releaseOrdersAwaitingAccount(trx, userId, now);
    for (const order of released) await queueOrderConfirmation(trx, order, baseUrl);
    return released;
  });
}
