import { createRef } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Locale } from "~/lib/i18n/locales";
import { withLocale } from "~/lib/request-context.server";
import type { UserRole } from "~db/schema";
import { BarAccount, SignedInAs } from "./site-header";

/**
 * The signed-in parts of the public header, for a signed-in visitor's copy of a stored public page
 * (server/signed-in-hits.ts, decision 0115-proxies-cdn-and-signed-in-hits): the bar's account controls (BarAccount) and the
 * phone menu's (SignedInAs), rendered by the header's own components once per role and language with
 * a stand-in name, so a request costs a string replacement, not a React render. Rendered as the page
 * is (renderToString writes what the streamed document writes), inside a router, as in the page.
 */
const NAME_STAND_IN = "campus-signed-in-name-3f9c1e";

export interface SignedInHeaderSlots {
  /** Replaces the bar's "My account" link (data-account-slot="bar"). */
  bar: string;
  /** Replaces the phone menu's "My account" link (data-account-slot="phone"). */
  phone: string;
  /** Stands for the visitor's name in both. */
  nameStandIn: string;
}

const rendered = new Map<string, Promise<SignedInHeaderSlots>>();

export function signedInHeaderSlots(role: UserRole, locale: Locale): Promise<SignedInHeaderSlots> {
  const key = `${role} ${locale}`;
  let slots = rendered.get(key);
  if (!slots) {
    slots = renderSlots(role, locale);
    rendered.set(key, slots);
    slots.catch(() => rendered.delete(key));
  }
  return slots;
}

async function renderSlots(role: UserRole, locale: Locale): Promise<SignedInHeaderSlots> {
  const user = { name: NAME_STAND_IN, role };
  return {
    bar: await renderInRouter(locale, () => <BarAccount user={user} menuRef={createRef()} />),
    phone: await renderInRouter(locale, () => <SignedInAs user={user} />),
    nameStandIn: NAME_STAND_IN,
  };
}

/** A public page's address: the home links (staff and learner pages) are never the current page there. */
async function renderInRouter(locale: Locale, Slot: () => React.ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", Component: Slot }]);
  const context = await handler.query(new Request("http://campus.local/"));
  if (context instanceof Response) throw new Error("the header slot's router answered a redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return withLocale(locale, () =>
    renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />),
  );
}
