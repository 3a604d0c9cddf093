/**
 * The session and the route guards: the one module of a feature that throws a Response, on purpose.
 *
 * Features return refusals (app/lib/refusal.ts) and never throw. The guards below are different:
 * every protected loader and action calls one before it does anything, and the only sensible
 * answer to "nobody is signed in" or "this role may not open this screen" is to stop the request
 * right there, with a redirect to sign-in (coming back afterwards) or the refusal's 403 through
 * the one status map. Throwing lets a route say so in one line instead of an if after every call.
 */
import { redirect } from "react-router";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import { type Outcome, refusalResponse, refuse } from "~/lib/refusal";
import { isUserRole } from "~/lib/roles";
import { getAuth } from "~/server/app-context.server";
import type { UserRole } from "~db/schema";
import * as m from "./messages";
import { keepAccountEmail } from "./verified-email.server";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  image: string | null;
  bio: string | null;
  /** The language the person chose (decision 0106-languages); null until they choose one. */
  locale: Locale | null;
}

// The root loader and the page loader of one request share the Request object: look it up once.
const sessionCache = new WeakMap<Request, Promise<SessionUser | null>>();

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let cached = sessionCache.get(request);
  if (!cached) {
    cached = readSessionUser(request);
    sessionCache.set(request, cached);
  }
  return cached;
}

async function readSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    role?: string;
    bio?: string | null;
    deactivated?: boolean;
    locale?: string | null;
  };
  if (user.deactivated) return null;
  // The pages that show records kept under the person's address read it from here, not again.
  keepAccountEmail(user.id, { email: user.email, emailVerified: Boolean(user.emailVerified) });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: isUserRole(user.role) ? user.role : "student",
    image: user.image ?? null,
    bio: user.bio ?? null,
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

/** Signed-out visitors go to sign-in and come back to where they were going afterwards (a guard: it throws). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInPathReturningTo(request));
  return user;
}

const NO_PERMISSION_MESSAGE = () => m.noPermission();

/** The role rule as a refusal, for code that must not throw. */
function checkRole(user: Pick<SessionUser, "role">, allowedRoles: readonly UserRole[]): Outcome {
  return allowedRoles.includes(user.role) ? { ok: true } : refuse("forbidden", NO_PERMISSION_MESSAGE());
}

/** Checked on the server in every loader and action of a protected screen (a guard: it throws, see above). */
async function requireRole(request: Request, allowedRoles: readonly UserRole[]): Promise<SessionUser> {
  const user = await requireUser(request);
  const allowed = checkRole(user, allowedRoles);
  if (!allowed.ok) throw refusalResponse(allowed);
  return user;
}

export const requireInstructor = (request: Request) => requireRole(request, ["instructor", "admin"]);
export const requireAdmin = (request: Request) => requireRole(request, ["admin"]);
/** Orders, invoices, payments and their reports: admins and the finance role (no learning content). */
export const requireFinance = (request: Request) => requireRole(request, ["admin", "finance"]);

export function signInPathReturningTo(request: Request): string {
  const url = new URL(request.url);
  // React Router 8 hands loaders and actions the raw URL: a client-side navigation or fetcher asks
  // for "/page.data" ("/_root.data" for "/") with a _routes parameter. Return to the page itself.
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const returnTo = `${pathname}${url.search}`;
  return `/sign-in?redirectTo=${encodeURIComponent(returnTo)}`;
}
