import { data, redirect } from "react-router";
import { addToCart, removeFromCart, setCartQuantity } from "~/features/selling/cart";
import { cartHeaders, readCart } from "~/features/selling/cart-cookie.server";
import {
  ADD_TO_CART_INTENT,
  cartIntentSchema,
  DISCOUNT_CODE_MAX,
  REMOVE_FROM_CART_INTENT,
  SET_QUANTITY_INTENT,
} from "~/features/selling/checkout.schema";
import { cartView } from "~/features/selling/checkout.server";
import { CartPage } from "~/features/selling/components/cart-page";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cart";
import * as m from "./checkout.messages";

// The cart is the visitor's own (a signed cookie): anyone may keep one (decision 0085-checkout-cart).
export const access = {
  read: "public",
  write: { [ADD_TO_CART_INTENT]: "public", [SET_QUANTITY_INTENT]: "public", [REMOVE_FROM_CART_INTENT]: "public" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.cartTitle(),
    description: m.cartDescription(),
    noIndex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").slice(0, DISCOUNT_CODE_MAX);
  const cart = await cartView(getDb(), await readCart(request.headers.get("Cookie")), { discountCode: code });
  // Each visitor's own: never kept by the page cache or a shared one.
  return data({ cart }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(cartIntentSchema, await readFormData(request));
  if (!parsed.ok) {
    return data(
      { formError: Object.values(parsed.fieldErrors)[0] ?? "Check the cart and try again." },
      { status: 400 },
    );
  }
  const form = parsed.data;
  const items = await readCart(request.headers.get("Cookie"));
  if (form.intent === ADD_TO_CART_INTENT) {
    const added = addToCart(items, { itemType: form.itemType, itemId: form.itemId, quantity: form.quantity ?? 1 });
    if (!added)
      return data({ formError: "Your cart holds at most 20 items: check out or remove one first." }, { status: 400 });
    const headers = await cartHeaders(added, await toastHeaders(m.addedToCartToast()));
    return redirect("/cart", { headers });
  }
  const next =
    form.intent === SET_QUANTITY_INTENT
      ? setCartQuantity(items, form.itemType, form.itemId, form.quantity)
      : removeFromCart(items, form.itemType, form.itemId);
  return redirect("/cart", { headers: await cartHeaders(next) });
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage cart={loaderData.cart} formError={actionData?.formError ?? null} />;
}
