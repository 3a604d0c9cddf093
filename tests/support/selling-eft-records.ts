import { saveProofOfPayment } from "~/features/selling/proofs-of-payment.server";
import { getEnvironment } from "~/lib/env.server";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { MINIMAL_PDF } from "./sample-uploads";

/**
 * Selling's EFT records for the route world: the supplier's tax and bank details, an online course
 * at R 1 000, an order of it placed by the given buyer (awaiting payment) and a proof of payment
 * they sent for it.
 */
export async function buildEftRecords(buyer: { id: string; name: string; email: string }) {
  const db = getDb();
  await setSupplierDetails(db);
  const course = await insertCourse(db, { name: "ISO 9001 Online (priced)", price_cents: 100_000 });
  const order = await insertOrder(db, [{ itemType: "course", itemId: course.id, quantity: 1 }], {
    buyer: personBuyer({ userId: buyer.id, name: buyer.name, email: buyer.email }),
  });
  const proof = await saveProofOfPayment(db, {
    order,
    proof: { bytes: MINIMAL_PDF, contentType: "application/pdf", extension: "pdf" },
    originalName: "eft-confirmation.pdf",
    uploadedBy: buyer.id,
    uploadDirectory: getEnvironment().uploadDirectory,
    baseUrl: getEnvironment().baseUrl,
  });
  if (!proof.ok) throw new Error(`the proof of payment was refused: ${proof.message}`);
  return { orderId: order.id, proofId: proof.proofId, courseId: course.id };
}
