import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_CONTENT } from "~/features/site-content/default-content";
import { documentFormFields } from "~/features/site-content/page-document";
import {
  SITE_PAGE_KEYS,
  SITE_PAGES,
  type SitePageKey,
  sitePageSchemas,
} from "~/features/site-content/site-pages.schema";
import { readContentVersion } from "~/lib/page-cache.server";
import * as siteContentPageRoute from "~/routes/admin/site-content-page";
import * as homeRoute from "~/routes/site/home";
import { getDb } from "~/server/app-context.server";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { savePdfUpload, saveTestUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Issue 13 item 4 (decision 0054): the public pages' copy is a document per page with a draft and a
 * published copy. Admins save drafts under the version check, preview them on the public page,
 * publish or discard them; visitors only ever see the published copy.
 */

const ROUTE_IDS: Record<SitePageKey, string> = {
  home: "routes/site/home",
  about: "routes/site/about-us",
  services: "routes/site/services",
  consulting: "routes/site/consulting",
  contact: "routes/site/contact-us",
  terms: "routes/site/terms",
};

async function storedRow(key: SitePageKey) {
  return getDb().selectFrom("site_page_content").selectAll().where("id", "=", key).executeTakeFirstOrThrow();
}

async function publicCopy(key: SitePageKey, cookie?: string, query = "") {
  const page = await dispatch(pageRequest(`${SITE_PAGES[key].path}${query}`, cookie));
  return { page, data: page.loaderData[ROUTE_IDS[key]] as { content: Record<string, unknown>; isPreview: boolean } };
}

/** Posts one of the editor's buttons for the home page; the draft's fields are the stored draft with `changes`. */
async function postHome(cookie: string, intent: string, changes: Record<string, string> = {}, version?: number) {
  const row = await storedRow("home");
  const fields =
    intent === "save-draft" ? { ...documentFormFields(SITE_PAGES.home.descriptor, JSON.parse(row.draft_json)) } : {};
  return settle(() =>
    siteContentPageRoute.action(
      routeArgs(
        formRequest(
          "/admin/site-content/home",
          { ...fields, ...changes, intent, version: String(version ?? row.version) },
          cookie,
        ),
        { pageKey: "home" },
      ),
    ),
  );
}

function refusalOf(result: unknown) {
  return dataOf<{ formError: string | null; fieldErrors: Record<string, string>; isStale: boolean }>(result);
}

describe("the seeded copy", () => {
  it("is the demo company's on every page and passes each page's schema", async () => {
    for (const key of SITE_PAGE_KEYS) {
      expect(sitePageSchemas[key].safeParse(DEFAULT_PAGE_CONTENT[key]).success).toBe(true);
      const { page, data } = await publicCopy(key);
      expect(page.status).toBe(200);
      expect(data.isPreview).toBe(false);
      expect(data.content).toEqual(DEFAULT_PAGE_CONTENT[key]);
    }
  });
});

describe("the terms of use", () => {
  it("say when they last changed: the day they were last published, in the site's time zone", async () => {
    await publicCopy("terms");
    await getDb()
      .updateTable("site_page_content")
      .set({ published_at: "2026-03-31T22:30:00.000Z" })
      .where("id", "=", "terms")
      .execute();
    const { data } = await publicCopy("terms");
    // 00:30 on 1 April in Johannesburg (UTC+2), the site's default zone.
    expect((data as unknown as { lastUpdated: string }).lastUpdated).toBe("1 April 2026");
  });
});

describe("each page's schema", () => {
  const home = DEFAULT_PAGE_CONTENT.home;
  const issuesOf = (document: unknown) => {
    const result = sitePageSchemas.home.safeParse(document);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("bounds every text and every list", () => {
    expect(issuesOf({ ...home, heroTitle: "x".repeat(121) })).toEqual({
      heroTitle: "Hero title must be at most 120 characters",
    });
    expect(issuesOf({ ...home, heroTitle: "  " })).toEqual({ heroTitle: "Hero title is required" });
    const tenTestimonials = Array.from({ length: 10 }, (_, index) => ({
      quote: `Quote ${index}`,
      name: "A",
      role: "B",
    }));
    expect(issuesOf({ ...home, testimonials: tenTestimonials })).toEqual({
      testimonials: "Testimonials: at most 9 items",
    });
    const longQuote = [{ quote: "q".repeat(601), name: "A", role: "B" }];
    expect(issuesOf({ ...home, testimonials: longQuote })).toEqual({
      "testimonials.0.quote": "Quote must be at most 600 characters",
    });
  });

  it("keeps buttons on this site and images to uploads", () => {
    for (const link of ["javascript:alert(1)", "//evil.example/x", "/\\evil.example", "https://evil.example"]) {
      expect(issuesOf({ ...home, ctaButtonLink: link })).toHaveProperty("ctaButtonLink");
    }
    expect(issuesOf({ ...home, ctaButtonLink: "/contact-us#form" })).toEqual({});
    const logo = (url: string, link = "") => ({ ...home, clientLogos: [{ name: "Client", logo: url, link }] });
    expect(issuesOf(logo("https://evil.example/logo.png"))).toHaveProperty(["clientLogos.0.logo"]);
    expect(issuesOf(logo("/uploads/abc.png", "javascript:alert(1)"))).toHaveProperty(["clientLogos.0.link"]);
    expect(issuesOf(logo("/uploads/abc.png", "https://client.example"))).toEqual({});
  });
});

describe("draft, preview, publish and discard", () => {
  it("keeps a saved draft from visitors until it is published, and shows it to an admin's preview", async () => {
    const admin = await signedInAs("admin", { name: "Nomsa Admin" });
    const saved = (await postHome(admin.cookie, "save-draft", {
      heroTitle: "Audits that hold up",
      "testimonials.0.quote": "They found what our last three auditors missed.",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/site-content/home");

    const visitor = await publicCopy("home");
    expect(visitor.data.content.heroTitle).toBe(DEFAULT_PAGE_CONTENT.home.heroTitle);
    const preview = await publicCopy("home", admin.cookie, "?preview=draft");
    expect(preview.data.isPreview).toBe(true);
    expect(preview.data.content.heroTitle).toBe("Audits that hold up");
    expect((preview.data.content.testimonials as Array<{ quote: string }>)[0]?.quote).toBe(
      "They found what our last three auditors missed.",
    );
    // A preview is private and not indexed: never stored by a cache, never in a search engine.
    const direct = await homeRoute.loader(routeArgs(pageRequest("/?preview=draft", admin.cookie)));
    const headers = new Headers((direct as { init?: ResponseInit }).init?.headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex");

    expect(((await postHome(admin.cookie, "publish")) as Response).status).toBe(302);
    expect((await publicCopy("home")).data.content.heroTitle).toBe("Audits that hold up");
    const editor = await dispatch(pageRequest("/admin/site-content/home", admin.cookie));
    const view = (editor.loaderData["routes/admin/site-content-page"] as { page: Record<string, unknown> }).page;
    expect(view).toMatchObject({ publishedBy: "Nomsa Admin", savedBy: "Nomsa Admin", hasUnpublishedChanges: false });
    expect(view.publishedAt).toMatch(/\d{4}/);
  });

  it("drops every cached anonymous page when it publishes, and none when it saves a draft", async () => {
    const admin = await signedInAs("admin");
    const contentVersion = () => readContentVersion(getDb());
    const before = await contentVersion();
    await postHome(admin.cookie, "save-draft", { ctaText: "A draft the cache need not know about." });
    expect(await contentVersion()).toBe(before);
    await postHome(admin.cookie, "publish");
    expect(await contentVersion()).toBeGreaterThan(before);
  });

  it("discards a draft back to the published copy", async () => {
    const admin = await signedInAs("admin");
    const published = (await storedRow("home")).published_json;
    await postHome(admin.cookie, "save-draft", { ctaTitle: "Not ready yet" });
    expect(JSON.parse((await storedRow("home")).draft_json).ctaTitle).toBe("Not ready yet");
    expect(((await postHome(admin.cookie, "discard-draft")) as Response).status).toBe(302);
    const row = await storedRow("home");
    expect(row.draft_json).toBe(published);
    expect(row.published_json).toBe(published);
  });

  it("refuses a save, publish or discard from a version someone else moved past with 409 and the stale notice", async () => {
    const admin = await signedInAs("admin");
    const opened = (await storedRow("home")).version;
    await postHome(admin.cookie, "save-draft", { heroTitle: "First editor's title" }, opened);
    for (const intent of ["save-draft", "publish", "discard-draft"]) {
      const refused = refusalOf(await postHome(admin.cookie, intent, { heroTitle: "Second editor's title" }, opened));
      expect(refused.status).toBe(409);
      expect(refused.data.isStale).toBe(true);
      expect(refused.data.formError).toMatch(/Someone else changed this page's content/);
    }
    expect(JSON.parse((await storedRow("home")).draft_json).heroTitle).toBe("First editor's title");
  });

  it("answers bad input with 400 and a message per field, keeping what was typed", async () => {
    const admin = await signedInAs("admin");
    const before = await storedRow("home");
    const refused = refusalOf(
      await postHome(admin.cookie, "save-draft", {
        heroTitle: "x".repeat(200),
        ctaButtonLink: "javascript:alert(1)",
        "testimonials.1.name": "",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({
      heroTitle: "Hero title must be at most 120 characters",
      ctaButtonLink: "Enter a path on this site starting with /, for example /contact-us",
      "testimonials.1.name": "Name is required",
    });
    expect((refused.data as unknown as { document: { heroTitle: string } }).document.heroTitle).toBe("x".repeat(200));
    expect(refusalOf(await postHome(admin.cookie, "rename")).status).toBe(400);
    expect(refusalOf(await postHome(admin.cookie, "publish", {}, Number.NaN)).status).toBe(400);
    expect(await storedRow("home")).toEqual(before);
    const unknownPage = await dispatch(pageRequest("/admin/site-content/careers", admin.cookie));
    expect(unknownPage.status).toBe(404);
  });

  it("takes an uploaded image as a client logo and refuses an upload that is not an image", async () => {
    const admin = await signedInAs("admin");
    const png = await sharp({ create: { width: 120, height: 48, channels: 3, background: "#1f3a5f" } })
      .png()
      .toBuffer();
    const image = await saveTestUpload({ bytes: png, originalName: "client.png", kind: "image" });
    const pdf = await savePdfUpload(null, "brochure.pdf");
    const pdfAsImage = `/uploads/${pdf.stored_name.replace(/\.pdf$/, ".png")}`;
    const refused = refusalOf(
      await postHome(admin.cookie, "save-draft", {
        "clientLogos.0.name": "Made-up logo",
        "clientLogos.0.logo": pdfAsImage,
        "clientLogos.0.link": "",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ "clientLogos.0.logo": "Upload an image (PNG, JPEG, WebP or GIF)" });

    const saved = (await postHome(admin.cookie, "save-draft", {
      "clientLogos.0.name": "Umgeni Water",
      "clientLogos.0.logo": `/uploads/${image.stored_name}`,
      "clientLogos.0.link": "https://client.example",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(JSON.parse((await storedRow("home")).draft_json).clientLogos).toEqual([
      { name: "Umgeni Water", logo: `/uploads/${image.stored_name}`, link: "https://client.example" },
    ]);
  });
});

describe("who may preview or edit", () => {
  it("sends a visitor asking for a preview to sign in, and refuses students and instructors", async () => {
    const anonymous = await dispatch(pageRequest("/?preview=draft"));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/sign-in\?redirectTo=/);
    for (const role of ["student", "instructor"] as const) {
      const { cookie } = await signedInAs(role);
      for (const key of SITE_PAGE_KEYS) {
        const refused = await dispatch(pageRequest(`${SITE_PAGES[key].path}?preview=draft`, cookie));
        expect(refused.status, `${role} previewing ${key}`).toBe(403);
      }
      const editor = await dispatch(pageRequest("/admin/site-content/home", cookie));
      expect(editor.status).toBe(403);
    }
  });
});
