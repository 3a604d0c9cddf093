import { createCompany } from "~/features/companies/companies.server";
import { placeOrder } from "~/features/selling/orders.server";
import { recordPayment, settleOnAccount } from "~/features/selling/settle.server";
import { todayIn } from "~/lib/dates";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { cancelOrderSeats } from "~/server/selling-cancellation.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Selling in the demo (decision 0082): the supplier's tax details, a price on every classroom and
 * online run of the schedule (its course's rate-card fee) with seats for sale, the learner's open EFT
 * order and a paid one with its tax invoice, and a client company on 30-day credit terms with a
 * statement's worth of documents (an invoice paid, an invoice open, a credit note for one seat).
 * Orders go through placeOrder and recordPayment as a buyer's and staff's would. Seeded once: a
 * database that has orders is left as it is.
 */
export const DEMO_CLIENT_COMPANY = {
  name: "Highveld Analytical Laboratories",
  legalName: "Highveld Analytical Laboratories (Pty) Ltd",
  vatNumber: "4760198273",
  billingAddress: "18 Watt Street, Witbank, 1035",
  creditTermsDays: 30,
} as const;

/** A classroom of this many; the schedule's seats left say how many are still free. */
const CLASSROOM_SEATS = 16;

export async function seedSelling(
  db: DatabaseExecutor,
  options: { learnerEmail: string; seedTime: Date },
): Promise<void> {
  if (await db.selectFrom("orders").select("id").limit(1).executeTakeFirst()) return;
  // The demo's paid orders are fulfilled as a real sale is: the learner enrolled, seats booked or kept as credits.
  const fulfil = fulfilOrder;
  const now = options.seedTime;
  await setSupplierDetails(db);

  // Every run is sold at its course's fee (the rate card), excluding VAT.
  const runs = await db
    .selectFrom("training_schedule_entries")
    .innerJoin("courses", "courses.id", "training_schedule_entries.course_id")
    .select(["training_schedule_entries.id", "courses.price_cents", "training_schedule_entries.is_onsite"])
    .where("training_schedule_entries.price_cents", "is", null)
    .where("courses.price_cents", ">", 0)
    .execute();
  for (const run of runs) {
    await db
      .updateTable("training_schedule_entries")
      .set({ price_cents: run.price_cents, capacity: run.is_onsite ? CLASSROOM_SEATS : null })
      .where("id", "=", run.id)
      .execute();
  }

  const courses = await db
    .selectFrom("courses")
    .select(["id", "slug", "price_cents"])
    .where("is_published", "=", 1)
    .where("price_cents", ">", 0)
    .orderBy("price_cents")
    .orderBy("slug")
    .execute();
  const [cheapest, second] = courses;
  if (!cheapest || !second) return;
  const learner = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("email", "=", options.learnerEmail)
    .executeTakeFirst();
  const buyer = personBuyer({
    userId: learner?.id ?? null,
    name: learner?.name ?? "Naledi Khumalo",
    email: learner?.email ?? options.learnerEmail,
    phone: "+27 82 555 0142",
    billingAddress: "42 Jan Smuts Avenue, Parktown, Johannesburg, 2193",
  });
  const place = async (input: Parameters<typeof placeOrder>[1]) => {
    const placed = await placeOrder(db, input, now);
    if (!placed.ok) throw new Error(`The demo order was refused: ${placed.message}`);
    return placed.order;
  };
  const pay = async (orderId: string, amountCents: number, receivedOn: string) => {
    const paid = await recordPayment(
      db,
      { orderId, amountCents, receivedOn, method: "eft", source: "manual", note: "Demo: EFT received" },
      fulfil,
      now,
    );
    if (!paid.ok) throw new Error(`The demo payment was refused: ${paid.message}`);
  };
  const today = todayIn(await getSiteTimeZone(db), now);

  // The learner: one order paid by EFT (its tax invoice issued), one waiting for their EFT.
  const paid = await place({
    lines: [{ itemType: "course", itemId: second.id, quantity: 1 }],
    buyer,
    paymentMethod: "eft",
  });
  await pay(paid.id, paid.total_cents, today);
  await place({ lines: [{ itemType: "course", itemId: cheapest.id, quantity: 1 }], buyer, paymentMethod: "eft" });

  // The client company on credit terms: seats on the schedule, invoiced at once.
  const company = await createCompany(db, {
    name: DEMO_CLIENT_COMPANY.name,
    registrationNumber: "2009/012345/07",
    contactName: "Pieter van Wyk",
    contactEmail: "training@highveld-labs.example",
    contactPhone: "+27 13 555 0199",
  });
  if (!company.ok) throw new Error(`The demo company was refused: ${company.message}`);
  await db
    .insertInto("company_accounts")
    .values({
      company_id: company.id,
      legal_name: DEMO_CLIENT_COMPANY.legalName,
      vat_number: DEMO_CLIENT_COMPANY.vatNumber,
      billing_address: DEMO_CLIENT_COMPANY.billingAddress,
      credit_terms_days: DEMO_CLIENT_COMPANY.creditTermsDays,
      updated_at: now.toISOString(),
    })
    .execute();
  const companyBuyer = personBuyer({
    kind: "company",
    name: "Pieter van Wyk",
    email: "training@highveld-labs.example",
    phone: "+27 13 555 0199",
    companyId: company.id,
    companyName: DEMO_CLIENT_COMPANY.legalName,
    vatNumber: DEMO_CLIENT_COMPANY.vatNumber,
    billingAddress: DEMO_CLIENT_COMPANY.billingAddress,
  });
  const dates = await db
    .selectFrom("training_schedule_entries")
    .select("id")
    .where("price_cents", ">", 0)
    .where("start_date", ">", today)
    .where((eb) => eb.or([eb("seats_left", "is", null), eb("seats_left", ">=", 3)]))
    .orderBy("start_date")
    .limit(2)
    .execute();
  const onAccount = async (itemId: string, quantity: number, purchaseOrder: string) => {
    const order = await place({
      lines: [{ itemType: dates.length > 0 ? "schedule_date" : "course", itemId, quantity }],
      buyer: { ...companyBuyer, purchaseOrder },
      paymentMethod: "account",
    });
    const settled = await settleOnAccount(db, order.id, fulfil, now);
    if (!settled.ok) throw new Error(`The demo order on account was refused: ${settled.message}`);
    return order;
  };
  const [first, next] = dates.length > 0 ? dates.map((date) => date.id) : [cheapest.id, second.id];
  const settledInvoice = await onAccount(first ?? cheapest.id, 2, "PO-4471");
  await pay(settledInvoice.id, settledInvoice.total_cents, today);
  const open = await onAccount(next ?? first ?? cheapest.id, 3, "PO-4502");
  // One of the open invoice's seats was cancelled within the policy, as the cancel page does it: the seat
  // released and a credit note for it, so My company counts the two seats left (decision 0083).
  const [seat] = await db
    .selectFrom("order_seats")
    .select("id")
    .where("order_id", "=", open.id)
    .where("status", "!=", "cancelled")
    .orderBy("id")
    .limit(1)
    .execute();
  if (seat) {
    const cancelled = await cancelOrderSeats(
      db,
      { orderId: open.id, seatIds: [seat.id], actor: { userId: "", isAdmin: true } },
      now,
    );
    if (!cancelled.ok) throw new Error(`The demo credit note was refused: ${cancelled.message}`);
  }
}
