import { redirect } from "react-router";
import type { RequestedLine } from "~/features/selling/orders.server";
import { QUOTATION_LINE_ROWS, quotationSchema } from "~/features/selling/quotation.schema";
import { createQuotation, parseItemValue } from "~/features/selling/quotations.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** Staff › New quotation: the form's rows become requested lines; the server prices them. */
export async function answerNewQuotation(form: FormData) {
  const parsed = parseForm(quotationSchema, form);
  if (!parsed.ok) return invalidReply(parsed);
  const input = parsed.data;
  const lines: RequestedLine[] = [];
  for (const row of QUOTATION_LINE_ROWS) {
    const item = parseItemValue(input[`item${row}`]);
    if (item) lines.push({ ...item, quantity: input[`quantity${row}`] });
  }
  const created = await createQuotation(getDb(), {
    lines,
    buyer: input.buyerKind === "company" ? { kind: "company", companyId: input.companyId } : { kind: "person" },
    name: input.name,
    email: input.email,
    billingAddress: input.billingAddress,
    vatNumber: input.vatNumber.replace(/\s+/g, ""),
    purchaseOrder: input.purchaseOrder,
    validUntil: input.validUntil,
  });
  if (!created.ok) return refusalReply(created, parsed.values);
  return redirect(`/quotations/${created.order.id}`, {
    headers: await toastHeaders(
      m.quotationSentToast({ number: created.order.number, email: created.order.buyer_email }),
    ),
  });
}
