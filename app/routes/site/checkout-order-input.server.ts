import type { CartItem } from "~/features/selling/cart";
import { attendeeField, type CheckoutInput } from "~/features/selling/checkout.schema";
import { cartView, companiesBuyingFor } from "~/features/selling/checkout.server";
import { type BuyerDetails, priceCart, type RequestedLine } from "~/features/selling/orders.server";
import { type Refusal, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./checkout.messages";

/**
 * The checkout form read into an order's lines and buyer (decision 0085-checkout-cart): attendee
 * names per classroom seat, the company bought for (only one the person manages), and the cart
 * priced once before any account is made.
 */
const MAX_ATTENDEE_TEXT = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function attendeesOf(formData: FormData, line: number, quantity: number) {
  const attendees: { name: string; email: string }[] = [];
  const fieldErrors: Record<string, string> = {};
  for (let seat = 0; seat < Math.min(quantity, 50); seat += 1) {
    const name = String(formData.get(attendeeField(line, seat, "name")) ?? "").trim();
    const email = String(formData.get(attendeeField(line, seat, "email")) ?? "").trim();
    if (name.length > MAX_ATTENDEE_TEXT) fieldErrors[attendeeField(line, seat, "name")] = "At most 200 characters";
    if (email && (email.length > MAX_ATTENDEE_TEXT || !EMAIL.test(email)))
      fieldErrors[attendeeField(line, seat, "email")] = "Enter a valid email address";
    if (email && !name) fieldErrors[attendeeField(line, seat, "name")] = "Name the attendee too";
    if (name) attendees.push({ name, email });
  }
  return { attendees, fieldErrors };
}

export async function buildOrderInput(
  formData: FormData,
  form: CheckoutInput,
  items: readonly CartItem[],
  user: SessionUser | null,
): Promise<{ ok: true; lines: RequestedLine[]; buyer: BuyerDetails } | Refusal> {
  const db = getDb();
  let companyId: string | null = null;
  if (form.buyerKind === "company" && form.companyId) {
    const companies = user ? await companiesBuyingFor(db, user.id) : [];
    if (!companies.some((company) => company.companyId === form.companyId)) {
      return refuse("forbidden", m.onlyTrainingManager(), {
        companyId: m.chooseManagedCompany(),
      });
    }
    companyId = form.companyId;
  }
  const view = await cartView(db, items, { companyId });
  const fieldErrors: Record<string, string> = {};
  const lines: RequestedLine[] = items.map((item, index) => {
    if (!view.lines[index]?.namesAttendees) return { ...item };
    const named = attendeesOf(formData, index, item.quantity);
    Object.assign(fieldErrors, named.fieldErrors);
    return { ...item, attendees: named.attendees };
  });
  if (Object.keys(fieldErrors).length > 0) return refuse("invalid", undefined, fieldErrors);
  // Priced once before any account is made: a full date or a spent code is refused with nothing created.
  const priced = await priceCart(db, { lines, companyId, discountCode: form.discountCode });
  if (!priced.ok) return priced;
  const isCompany = form.buyerKind === "company";
  return {
    ok: true,
    lines,
    buyer: {
      kind: form.buyerKind,
      userId: user?.id ?? null,
      name: form.name,
      email: form.email,
      phone: form.phone,
      companyId,
      companyName: isCompany ? form.companyName : "",
      vatNumber: isCompany ? form.vatNumber.replace(/\s/g, "") : "",
      billingAddress: form.billingAddress,
      purchaseOrder: isCompany ? form.purchaseOrder : "",
    },
  };
}
