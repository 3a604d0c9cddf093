import { describe, expect, it } from "vitest";
import { cutAtAccountSlots, sessionOnlyCookies, signedInDocument } from "../../server/signed-in-hits.ts";

/**
 * The pieces of a signed-in visitor's copy of a stored page (server/signed-in-hits.ts, decision
 * 0115-proxies-cdn-and-signed-in-hits): which cookies may take that path, and how the header's slots are filled.
 */

const PAGE =
  '<html><body><header><nav><a class="l" data-account-slot="bar" href="/sign-in">My Account</a></nav>' +
  '<details><nav><a class="l" href="/">Home</a><a class="l" data-account-slot="phone" href="/sign-in">My Account</a></nav></details>' +
  "</header><main>Courses</main></body></html>";
const SLOTS = { bar: "<span>[NAME]</span><b>bar</b>", phone: "<i>[NAME] phone</i>", nameStandIn: "[NAME]" };

describe("signed-in copies of stored pages", () => {
  it("take only a session, with at most the language choice", () => {
    expect(sessionOnlyCookies("better-auth.session_token=abc.def")).toEqual({ languageCookie: undefined });
    expect(sessionOnlyCookies("campus-locale=af; __Secure-better-auth.session_token=abc")).toEqual({
      languageCookie: "campus-locale=af",
    });
    expect(sessionOnlyCookies("better-auth.session_token=abc; better-auth.dont_remember=1")).not.toBeNull();
    // Anything else changes the document: it is rendered.
    expect(sessionOnlyCookies("better-auth.session_token=abc; campus_toast=x")).toBeNull();
    expect(sessionOnlyCookies("better-auth.session_token=abc; campus-color-scheme=dark")).toBeNull();
    expect(sessionOnlyCookies("better-auth.session_token=abc; campus-data-saver=on")).toBeNull();
    // No session: the anonymous page cache's own rules apply.
    expect(sessionOnlyCookies("campus-locale=af")).toBeNull();
    expect(sessionOnlyCookies(undefined)).toBeNull();
  });

  it("fill both slots with the visitor's name, escaped as React escapes text, and keep the rest", () => {
    const cut = cutAtAccountSlots(PAGE);
    if (!cut) throw new Error("the slots were not found");
    const html = signedInDocument(cut, SLOTS, `Thandi "T" <O'Neil> & $& Co`);
    const name = "Thandi &quot;T&quot; &lt;O&#x27;Neil&gt; &amp; $&amp; Co";
    expect(html).toBe(
      `<html><body><header><nav><span>${name}</span><b>bar</b></nav>` +
        `<details><nav><a class="l" href="/">Home</a><i>${name} phone</i></nav></details>` +
        "</header><main>Courses</main></body></html>",
    );
    expect(html).not.toContain("My Account");
  });

  it("find no slots in a page without both", () => {
    expect(cutAtAccountSlots('<html><body><a href="/sign-in">My Account</a></body></html>')).toBeNull();
    expect(cutAtAccountSlots(PAGE.replace('data-account-slot="phone"', ""))).toBeNull();
  });
});
