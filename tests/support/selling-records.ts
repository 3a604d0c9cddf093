import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { recordPayment } from "~/features/selling/settle.server";
import { insertCourse } from "~/server/factories/course-factory";
import { acceptFulfilment, insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import type { DatabaseExecutor } from "~db/executor";

/**
 * One sale for the API and the route world: an order paid in full (so its tax invoice), a credit
 * note for one of its two units, and the payment. Placed through the spine as a buyer's would be.
 */
export async function insertSellingRecords(db: DatabaseExecutor, overrides: { buyerUserId?: string | null } = {}) {
  await setSupplierDetails(db);
  const course = await insertCourse(db, { title: "ISO 17025 for laboratories (sold)", price_cents: 250_000 });
  const order = await insertOrder(db, [{ itemType: "course", itemId: course.id, quantity: 2 }], {
    buyer: personBuyer({ userId: overrides.buyerUserId ?? null }),
  });
  const paid = await recordPayment(
    db,
    { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-20", method: "eft", source: "manual" },
    acceptFulfilment,
  );
  if (!paid.ok) throw new Error(`the sale's payment was refused: ${paid.message}`);
  const invoice = await db
    .selectFrom("tax_documents")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("kind", "=", "tax_invoice")
    .executeTakeFirstOrThrow();
  const [line] = await db.selectFrom("order_lines").select("id").where("order_id", "=", order.id).execute();
  const credited = await db.transaction().execute((trx) =>
    issueCreditNote(trx, invoice.id, {
      lines: [{ orderLineId: line.id, quantity: 1 }],
      reason: "One seat cancelled",
    }),
  );
  if (!credited.ok) throw new Error(`the sale's credit note was refused: ${credited.message}`);
  return {
    orderId: order.id,
    invoiceId: invoice.id,
    creditNoteId: credited.creditNote.id,
    paymentId: paid.paymentId,
    courseId: course.id,
  };
}
