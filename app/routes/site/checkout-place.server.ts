import { data, redirect } from "react-router";
import { cartHeaders, readCart } from "~/features/selling/cart-cookie.server";
import { type CheckoutInput, checkoutSchema } from "~/features/selling/checkout.schema";
import {
  accountIdOf,
  checkPaymentMethod,
  orderForCheckoutKey,
  placeCheckoutOrder,
} from "~/features/selling/checkout.server";
import { queueOrderConfirmation } from "~/features/selling/order-confirmation.server";
import type { BuyerDetails, PlaceOrderInput, RequestedLine } from "~/features/selling/orders.server";
import { settleOnAccount } from "~/features/selling/settle.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { createId } from "~/lib/ids";
import { type Refusal, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import { confirmedEmailCallback } from "~/platform/auth/return-after-sign-in";
import { getSessionUser } from "~/platform/auth/session.server";
import { requestSignUp } from "~/platform/auth/sign-up.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import * as m from "./checkout.messages";
import { buildOrderInput } from "./checkout-order-input.server";

/**
 * Place order (decision 0085-checkout-cart). A signed-in buyer lands on the order. A visitor's
 * account is made as sign-up makes it, and the order waits for the address to be confirmed; an
 * address that already has an account places nothing. Both visitors get the same answer and the
 * same cookie, so the page says no more about an address than sign-up does.
 */
export const VISITOR_ORDER_SENT =
  "Thank you. We have sent an email to that address: follow the link in it to confirm it, and your order goes ahead with how to pay. If you already have an account, the email asks you to sign in instead: then add your items again and check out signed in. If it does not arrive within a few minutes, check your spam folder.";

function visitorSent(values: Record<string, string>) {
  return cartHeaders([]).then((headers) => data({ sent: VISITOR_ORDER_SENT, values }, { headers }));
}

export async function placeOrderFromCheckout(request: Request) {
  const db = getDb();
  const formData = await readFormData(request);
  const parsed = parseForm(checkoutSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const form = parsed.data;
  const values = { ...parsed.values, password: "" };
  const user = await getSessionUser(request);
  // A second press of Place order: the first one's order, never another.
  const earlier = await orderForCheckoutKey(db, form.checkoutKey);
  if (earlier)
    return earlier.buyer_user_id && user?.id === earlier.buyer_user_id ? toOrder(earlier.id) : visitorSent(values);

  const items = await readCart(request.headers.get("Cookie"));
  if (items.length === 0) return refusalReply(refuse("invalid", m.cartEmpty()), values);
  const built = await buildOrderInput(formData, form, items, user);
  if (!built.ok) return refusalReply(built, values);
  const allowed = await checkPaymentMethod(db, form.paymentMethod, {
    userId: user?.id ?? null,
    companyId: built.buyer.companyId,
  });
  if (!allowed.ok) return refusalReply(allowed, values);
  const baseUrl = getEnvironment().baseUrl;
  const input = {
    lines: built.lines,
    buyer: built.buyer,
    paymentMethod: form.paymentMethod,
    discountCode: form.discountCode,
  };
  if (user) {
    const placed = await placeSettlingOnAccount(form.checkoutKey, input, baseUrl);
    if (!placed.ok) return refusalReply(placed, values);
    return toOrder(
      placed.order.id,
      await cartHeaders([], await toastHeaders(m.orderPlacedToast({ number: placed.order.number }))),
    );
  }
  return placeForVisitor(request, form, input, values);
}

/** Thrown inside the placing transaction so a refused settlement rolls the order back with it. */
class NotSettled extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * Places the order with its confirmation mail; a company order on credit terms is settled in the
 * same transaction (its tax invoice issued, due after the terms, and its seats fulfilled or kept as
 * credits), so an order on account never exists without its invoice.
 */
async function placeSettlingOnAccount(checkoutKey: string, input: PlaceOrderInput, baseUrl: string) {
  try {
    return await placeCheckoutOrder(getDb(), checkoutKey, input, new Date(), async (trx, order) => {
      if (order.status === "on_account") {
        const settled = await settleOnAccount(trx, order.id, fulfilOrder);
        if (!settled.ok) throw new NotSettled(settled);
      }
      await queueOrderConfirmation(trx, order, baseUrl);
    });
  } catch (error) {
    if (error instanceof NotSettled) return error.refusal;
    throw error;
  }
}

async function placeForVisitor(
  request: Request,
  form: CheckoutInput,
  input: {
    lines: RequestedLine[];
    buyer: BuyerDetails;
    paymentMethod: CheckoutInput["paymentMethod"];
    discountCode: string;
  },
  values: Record<string, string>,
) {
  const db = getDb();
  if (form.password.length < 8) {
    return refusalReply(refuse("invalid", undefined, { password: "Password must be at least 8 characters" }), values);
  }
  const hadAccount = (await accountIdOf(db, form.email)) !== null;
  const orderId = createId();
  const signedUp = await requestSignUp(db, getAuth(), {
    name: form.name,
    email: form.email,
    password: form.password,
    address: clientAddress(request),
    headers: request.headers,
    // The confirmation link signs them in and lands on the order, by then waiting for payment.
    callbackURL: confirmedEmailCallback({ redirectTo: `/orders/${orderId}`, enrolCourseId: null }),
  });
  if (!signedUp.ok) {
    const headers = signedUp.retryAfterSeconds ? { "Retry-After": String(signedUp.retryAfterSeconds) } : undefined;
    return refusalReply(refuse(signedUp.status === 429 ? "too-many" : "invalid", signedUp.message), values, {
      headers,
    });
  }
  // An address with an account already: that account's owner is asked by email to sign in; nothing is placed.
  const accountId = hadAccount ? null : await accountIdOf(db, form.email);
  if (!accountId) return visitorSent(values);
  const placed = await placeCheckoutOrder(db, form.checkoutKey, {
    ...input,
    buyer: { ...input.buyer, userId: accountId },
    awaitingAccount: true,
    orderId,
  });
  if (!placed.ok) return refusalReply(placed, values);
  return visitorSent(values);
}

function toOrder(orderId: string, headers?: Headers) {
  return redirect(`/orders/${orderId}`, { headers });
}
