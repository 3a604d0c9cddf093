import { createCookie } from "react-router";
import { getEnvironment } from "~/lib/env.server";
import { type CartItem, cartFrom, cartToStored } from "./cart";

const THIRTY_DAYS_IN_SECONDS = 60 * 60 * 24 * 30;

let cookie: ReturnType<typeof createCookie> | undefined;

/** Signed with the auth secret: a cart edited in the browser is dropped, never trusted (it holds no prices anyway). */
function cartCookie() {
  if (!cookie) {
    const environment = getEnvironment();
    cookie = createCookie("campus_cart", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: environment.baseUrl.startsWith("https://"),
      maxAge: THIRTY_DAYS_IN_SECONDS,
      secrets: [environment.authSecret],
    });
  }
  return cookie;
}

/** The cart in the request's Cookie header (the route passes the header: decision 0081). */
export async function readCart(cookieHeader: string | null): Promise<CartItem[]> {
  try {
    return cartFrom(await cartCookie().parse(cookieHeader));
  } catch {
    return [];
  }
}

export async function cartHeaders(items: readonly CartItem[], headers: Headers = new Headers()): Promise<Headers> {
  const value = items.length === 0 ? "" : cartToStored(items);
  headers.append("Set-Cookie", await cartCookie().serialize(value, items.length === 0 ? { maxAge: 0 } : undefined));
  return headers;
}
