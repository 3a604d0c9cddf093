import { data, type ShouldRevalidateFunction } from "react-router";
import { readCart } from "~/features/selling/cart-cookie.server";
import { DISCOUNT_CODE_MAX, PLACE_ORDER_INTENT } from "~/features/selling/checkout.schema";
import {
  CARD_PROVIDER_LABELS,
  cartView,
  companiesBuyingFor,
  enabledCardProviders,
  newCheckoutKey,
} from "~/features/selling/checkout.server";
import { CheckoutPage } from "~/features/selling/components/checkout-page";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getSessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/checkout";
import * as m from "./checkout.messages";
import { placeOrderFromCheckout } from "./checkout-place.server";

// A visitor checks out without signing up first: the account is made with the order (decision 0085-checkout-cart).
export const access = { read: "public", write: { [PLACE_ORDER_INTENT]: "public" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.checkoutTitle(),
    description: m.checkoutDescription(),
    noIndex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const items = await readCart(request.headers.get("Cookie"));
  const user = await getSessionUser(request);
  const code = (new URL(request.url).searchParams.get("code") ?? "").slice(0, DISCOUNT_CODE_MAX);
  // A line that cannot be bought (full, gone) is named on the page with the way back to the cart.
  const cart = await cartView(getDb(), items, { discountCode: code });
  const companies = user ? await companiesBuyingFor(getDb(), user.id) : [];
  const cardProviders = enabledCardProviders().map((provider) => ({ provider, label: CARD_PROVIDER_LABELS[provider] }));
  return data(
    {
      cart,
      checkoutKey: newCheckoutKey(),
      signedIn: user ? { name: user.name, email: user.email } : null,
      companies,
      cardProviders,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;

export async function action({ request }: Route.ActionArgs) {
  return placeOrderFromCheckout(request);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} reply={actionData ?? undefined} />;
}

// A visitor's order is answered with "check your email" and an empty cart: reloading the checkout then would leave for the cart.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "sent" in actionResult ? false : defaultShouldRevalidate;
