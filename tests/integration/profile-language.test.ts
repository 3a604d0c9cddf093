import { beforeAll, describe, expect, it } from "vitest";
import { LOCALE_TAGS } from "~/lib/i18n/locales";
import { runWithRequestContext } from "~/lib/request-context.server";
import { getDb } from "~/server/app-context.server";
import { formRequest, pageRequest } from "~tests/support/requests";
import { dispatch, routeTable } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";
import { preferredLocale } from "../../server/locale";

/**
 * The profile's language (decision 0106-languages): Edit profile saves it with the profile's
 * version and sets the language cookie, so the next page is in that language; signing in sets the
 * cookie from the profile. The edge (server/locale.ts) decides a request's language from the
 * cookie: each request here is answered in the language the edge would give it.
 */

/** A request answered as the server would: in the language its cookie (or browser) asks for. */
function answeredAtTheEdge(request: Request) {
  const locale = preferredLocale(request.headers.get("Cookie") ?? undefined, undefined);
  return runWithRequestContext({ requestId: "profile-language-test", locale }, () => dispatch(request));
}

/** The `lang` of the page's <html>: app/root.tsx writes LOCALE_TAGS of the locale its loader gives. */
function htmlLang(page: Awaited<ReturnType<typeof dispatch>>): string {
  const locale = (page.loaderData.root as { locale: keyof typeof LOCALE_TAGS }).locale;
  return LOCALE_TAGS[locale];
}

/** The Set-Cookie lines of a response, as pairs the browser sends back, added to the session's cookie. */
function browserCookie(sessionCookie: string, response: Response | null): string {
  const pairs = (response?.headers.getSetCookie() ?? []).map((line) => line.split(";")[0]);
  return [sessionCookie, ...pairs].join("; ");
}

async function storedProfile(userId: string) {
  return getDb().selectFrom("user").select(["locale", "version"]).where("id", "=", userId).executeTakeFirstOrThrow();
}

const profileFields = (user: { name: string; email: string }, version: number, locale: string) => ({
  name: user.name,
  email: user.email,
  bio: "",
  locale,
  version: String(version),
});

describe("the profile's language", () => {
  // Loading every route module once takes a while on a busy machine: not the tests' time.
  beforeAll(() => routeTable(), 120_000);

  it("saves the chosen language, and the next page is in it", async () => {
    const user = await signedInAs("student");
    const before = await answeredAtTheEdge(pageRequest("/edit-profile", user.cookie));
    expect(htmlLang(before)).toBe("en-ZA");
    const { version } = await storedProfile(user.id);

    const saved = await answeredAtTheEdge(
      formRequest("/edit-profile", profileFields(user, version, "zu"), user.cookie),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/profile");
    expect(await storedProfile(user.id)).toEqual({ locale: "zu", version: version + 1 });

    const next = await answeredAtTheEdge(pageRequest("/profile", browserCookie(user.cookie, saved.response)));
    expect(next.status).toBe(200);
    expect(htmlLang(next)).toBe("zu-ZA");
  });

  it("refuses a stale save and keeps the language", async () => {
    const user = await signedInAs("student");
    const { version } = await storedProfile(user.id);
    const first = await answeredAtTheEdge(
      formRequest("/edit-profile", profileFields(user, version, "af"), user.cookie),
    );
    expect(first.status).toBe(302);

    // A second tab, opened at the old version, chooses isiZulu.
    const stale = await answeredAtTheEdge(
      formRequest("/edit-profile", profileFields(user, version, "zu"), user.cookie),
    );
    expect(stale.status).toBe(409);
    expect(stale.response?.headers.getSetCookie() ?? []).toEqual([]);
    expect(await storedProfile(user.id)).toEqual({ locale: "af", version: version + 1 });
  });

  it("answers a language Campus does not speak with a message under the field", async () => {
    const user = await signedInAs("student");
    const { version } = await storedProfile(user.id);
    const refused = await answeredAtTheEdge(
      formRequest("/edit-profile", profileFields(user, version, "fr"), user.cookie),
    );
    expect(refused.status).toBe(400);
    expect((refused.actionData as { fieldErrors: Record<string, string> }).fieldErrors.locale).toBe(
      "Choose English, Afrikaans or isiZulu",
    );
    expect(await storedProfile(user.id)).toEqual({ locale: null, version });
  });

  it("sets the language cookie from the profile when a person signs in", async () => {
    const user = await signedInAs("student");
    await getDb().updateTable("user").set({ locale: "af" }).where("id", "=", user.id).execute();
    const signIn = await answeredAtTheEdge(formRequest("/sign-in", { email: user.email, password: user.password }));
    expect(signIn.status).toBe(302);
    const cookies = signIn.response?.headers.getSetCookie() ?? [];
    expect(cookies.some((line) => line.startsWith("campus-locale=af;"))).toBe(true);

    const landing = await answeredAtTheEdge(pageRequest("/profile", browserCookie("", signIn.response)));
    expect(htmlLang(landing)).toBe("af-ZA");
  });
});
