import { sql } from "kysely";
import { todayIn } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { startPeriodicWork } from "~/lib/periodic-work.server";
import { withLocale } from "~/lib/request-context.server";
import { type EmailMessage, queueEmail } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { recipientLocale } from "./buyer-locale.server";
import { renderOverdueInvoiceReminder, renderProFormaReminder } from "./payment-reminder-emails";

/**
 * Reminders for money owed, through the outbox: an EFT order (pro-forma) still awaiting payment
 * some days after it was placed, and a company's tax invoice on account past its due date. One
 * reminder per order per interval: orders.reminded_at is claimed by an UPDATE whose WHERE holds the
 * interval, in the transaction that queues the mail, so two processes (or two runs) never send the
 * same reminder twice and a failed queue takes the claim back (decision 0048).
 */
const REMINDER_DEFAULTS = {
  /** A pro-forma is first reminded this many days after it was placed. */
  proFormaAfterDays: 3,
  /** At most one reminder per order in this many days. */
  everyDays: 7,
  /** Orders reminded per run; the rest wait for the next run. */
  batchSize: 100,
};

export interface ReminderOptions {
  baseUrl: string;
  proFormaAfterDays?: number;
  everyDays?: number;
  batchSize?: number;
}

const DAY_MS = 86_400_000;

/** Sends the reminders due at `now`: how many of each kind were queued. */
export async function sendDuePaymentReminders(
  db: DatabaseExecutor,
  now: Date,
  options: ReminderOptions,
): Promise<{ proFormas: number; overdueInvoices: number }> {
  const { proFormaAfterDays, everyDays, batchSize } = { ...REMINDER_DEFAULTS, ...withoutUndefined(options) };
  const settings = await getSiteSettings(db);
  const timeZone = settings.time_zone;
  const today = todayIn(timeZone, now);
  const remindedBefore = new Date(now.getTime() - everyDays * DAY_MS).toISOString();
  const placedBefore = new Date(now.getTime() - proFormaAfterDays * DAY_MS).toISOString();
  const bank = {
    bankName: settings.bank_name,
    accountName: settings.bank_account_name,
    accountNumber: settings.bank_account_number,
    branchCode: settings.bank_branch_code,
  };
  const siteName = settings.site_name;

  const proFormas = await db
    .selectFrom("orders")
    .leftJoin("user", "user.id", "orders.buyer_user_id")
    .selectAll("orders")
    .select("user.locale as buyer_locale")
    .where("orders.status", "=", "awaiting_payment")
    .where("orders.payment_method", "=", "eft")
    .where(sql<boolean>`coalesce(orders.placed_at, orders.created_at) <= ${placedBefore}`)
    .where((eb) => eb.or([eb("orders.reminded_at", "is", null), eb("orders.reminded_at", "<=", remindedBefore)]))
    .orderBy("orders.created_at")
    .limit(batchSize)
    .execute();
  let proFormaCount = 0;
  for (const order of proFormas) {
    // In the buyer's language: a job has no request of theirs to read it from.
    const message = withLocale(recipientLocale(order.buyer_locale), () =>
      renderProFormaReminder({
        to: order.buyer_email,
        name: order.buyer_name,
        orderNumber: order.number,
        amountDueCents: Number(order.total_cents) - Number(order.paid_cents),
        paymentReference: order.payment_reference,
        placedAt: order.placed_at ?? order.created_at,
        timeZone,
        bank,
        // The buyer's order page (checkout): linked by its path.
        orderUrl: `${options.baseUrl}/orders/${order.id}`,
        siteName,
      }),
    );
    if (await claimAndQueue(db, order.id, "awaiting_payment", remindedBefore, now, message)) proFormaCount += 1;
  }

  const overdue = await db
    .selectFrom("tax_documents")
    .innerJoin("orders", "orders.id", "tax_documents.order_id")
    .leftJoin("user", "user.id", "orders.buyer_user_id")
    .select([
      "user.locale as buyer_locale",
      "orders.id as order_id",
      "orders.buyer_email",
      "orders.buyer_name",
      "orders.company_name",
      "orders.payment_reference",
      "orders.purchase_order",
      "orders.total_cents",
      "orders.paid_cents",
      "tax_documents.id as document_id",
      "tax_documents.number",
      "tax_documents.due_date",
    ])
    .where("tax_documents.kind", "=", "tax_invoice")
    .where("orders.status", "=", "on_account")
    .where("orders.company_id", "is not", null)
    .where("tax_documents.due_date", "<", today)
    .where(sql<boolean>`orders.paid_cents < orders.total_cents`)
    .where((eb) => eb.or([eb("orders.reminded_at", "is", null), eb("orders.reminded_at", "<=", remindedBefore)]))
    .orderBy("tax_documents.due_date")
    .limit(batchSize)
    .execute();
  let overdueCount = 0;
  for (const invoice of overdue) {
    const message = withLocale(recipientLocale(invoice.buyer_locale), () =>
      renderOverdueInvoiceReminder({
        to: invoice.buyer_email,
        name: invoice.buyer_name,
        companyName: invoice.company_name,
        invoiceNumber: invoice.number,
        dueDate: invoice.due_date as string,
        amountDueCents: Number(invoice.total_cents) - Number(invoice.paid_cents),
        purchaseOrder: invoice.purchase_order,
        paymentReference: invoice.payment_reference,
        bank,
        // The tax invoice's page (documents): linked by its path.
        invoiceUrl: `${options.baseUrl}/invoices/${invoice.document_id}`,
        siteName,
      }),
    );
    if (await claimAndQueue(db, invoice.order_id, "on_account", remindedBefore, now, message)) overdueCount += 1;
  }
  if (proFormaCount + overdueCount > 0) {
    logger.info("payment reminders queued", { proFormas: proFormaCount, overdueInvoices: overdueCount });
  }
  return { proFormas: proFormaCount, overdueInvoices: overdueCount };
}

/**
 * Claims the order's reminder (its reminded_at, still in the state and not reminded since the
 * interval began) and queues the mail in the same transaction: false when another run claimed it.
 */
async function claimAndQueue(
  db: DatabaseExecutor,
  orderId: string,
  status: "awaiting_payment" | "on_account",
  remindedBefore: string,
  now: Date,
  message: EmailMessage,
): Promise<boolean> {
  const remindedAt = now.toISOString();
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable("orders")
      .set({ reminded_at: remindedAt })
      .where("id", "=", orderId)
      .where("status", "=", status)
      .where((eb) => eb.or([eb("reminded_at", "is", null), eb("reminded_at", "<=", remindedBefore)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    // An invoice or an order is transactional mail: no unsubscribe. The reference keeps one per claim.
    await queueEmail(trx, message, { reference: `payment-reminder:${orderId}:${remindedAt}` });
    return true;
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** Runs the reminders every interval (hourly by default; rows are claimed in the database). */
export function startPaymentReminderDueWork(
  db: DatabaseExecutor,
  { baseUrl, intervalMs = 3_600_000 }: { baseUrl: string; intervalMs?: number },
) {
  return startPeriodicWork("payment reminders", () => sendDuePaymentReminders(db, new Date(), { baseUrl }), {
    intervalMs,
    runAtStart: true,
  });
}
