import { describe, expect, it } from "vitest";
import { STALE_PAGE_MESSAGE } from "~/features/site-pages/site-pages.schema";
import { findSitePage } from "~/features/site-pages/site-pages.server";
import * as addPageRoute from "~/routes/pages/add-page";
import * as editPageRoute from "~/routes/pages/edit-page";
import * as pageRoute from "~/routes/pages/page";
import * as pageBuilderRoute from "~/routes/pages/page-builder";
import { getDb } from "~/server/app-context.server";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

const pageFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "Our quality policy",
  description: "How we keep our consulting and training consistent.",
  bodyHtml: "<p>We are committed to ISO 9001 principles.</p>",
  isPublished: "on",
  ...overrides,
});

/** Adds a page through the add-page action and returns its stored row. */
async function addPage(cookie: string, overrides: Record<string, string> = {}) {
  const response = (await settle(() =>
    addPageRoute.action(routeArgs(formRequest("/add-page", pageFields(overrides), cookie))),
  )) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/page-builder");
  const { pages } = await pageBuilderRoute.loader(routeArgs(pageRequest("/page-builder", cookie)));
  const listed = pages.find((page) => page.title === (overrides.title ?? "Our quality policy"));
  if (!listed) throw new Error("The new page is not in the page list");
  const stored = await findSitePage(getDb(), listed.id);
  if (!stored) throw new Error("The new page was not stored");
  return stored;
}

function editPage(cookie: string, pageId: string, fields: Record<string, string>) {
  return settle(() => editPageRoute.action(routeArgs(formRequest(`/edit-page/${pageId}`, fields, cookie), { pageId })));
}

function viewPage(pageId: string, cookie?: string) {
  return settle(() => pageRoute.loader(routeArgs(pageRequest(`/page/${pageId}`, cookie), { id: pageId })));
}

describe("site pages", () => {
  it("an admin adds a page, sees it listed and it is public once published", async () => {
    const { cookie } = await signedInAs("admin");
    const stored = await addPage(cookie, { title: "POPIA notice" });
    expect(stored).toMatchObject({ title: "POPIA notice", is_published: 1, version: 1 });
    const viewed = ((await viewPage(stored.id)) as Awaited<ReturnType<typeof pageRoute.loader>>).data;
    expect(viewed.page.title).toBe("POPIA notice");
    expect(viewed.isDraft).toBe(false);
    // No form on it: the page cache may keep it.
    expect(
      new Headers(((await viewPage(stored.id)) as { init?: { headers?: HeadersInit } }).init?.headers).get(
        "Cache-Control",
      ),
    ).toBeNull();
  });

  it("refuses a page without a title, with a message for the field", async () => {
    const { cookie } = await signedInAs("admin");
    const result = dataOf<{ fieldErrors: Record<string, string> }>(
      await addPageRoute.action(routeArgs(formRequest("/add-page", pageFields({ title: "  " }), cookie))),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors.title).toBe("Title is required");
  });

  it("saves an edit and refuses a stale one without losing the newer text", async () => {
    const { cookie } = await signedInAs("admin");
    const stored = await addPage(cookie, { title: "Quality policy draft" });
    const first = (await editPage(
      cookie,
      stored.id,
      pageFields({ title: "Quality policy", version: "1", isPublished: "" }),
    )) as Response;
    expect(first.headers.get("Location")).toBe("/page-builder");
    expect(await findSitePage(getDb(), stored.id)).toMatchObject({
      title: "Quality policy",
      version: 2,
      is_published: 0,
    });

    const stale = dataOf<{ formError: string; values: Record<string, string> }>(
      await editPage(cookie, stored.id, pageFields({ title: "Stale title", version: "1" })),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.formError).toBe(STALE_PAGE_MESSAGE());
    expect(stale.data.values.title).toBe("Stale title");
    expect((await findSitePage(getDb(), stored.id))?.title).toBe("Quality policy");
  });

  it("strips scripts and event handlers from the body when saving", async () => {
    const { cookie } = await signedInAs("admin");
    const stored = await addPage(cookie, {
      title: "Sanitised page",
      bodyHtml: '<p onclick="steal()">Safe text</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    });
    expect(stored.body_html).toContain("Safe text");
    expect(stored.body_html).not.toMatch(/<script|onclick|onerror|alert/);
  });

  it("answers a student with 403 on every admin loader and action", async () => {
    const { cookie: adminCookie } = await signedInAs("admin");
    const stored = await addPage(adminCookie, { title: "Admins only" });
    const { cookie } = await signedInAs("student");
    const attempts: Array<() => Promise<unknown>> = [
      () => pageBuilderRoute.loader(routeArgs(pageRequest("/page-builder", cookie))),
      () => addPageRoute.loader(routeArgs(pageRequest("/add-page", cookie))),
      () => addPageRoute.action(routeArgs(formRequest("/add-page", pageFields(), cookie))),
      () => editPageRoute.loader(routeArgs(pageRequest(`/edit-page/${stored.id}`, cookie), { pageId: stored.id })),
      () => editPage(cookie, stored.id, pageFields({ version: "1", title: "Hijacked" })),
      () => editPage(cookie, stored.id, { intent: "delete" }),
    ];
    for (const attempt of attempts) {
      const outcome = await settle(attempt);
      expect(outcome).toBeInstanceOf(Response);
      expect((outcome as Response).status).toBe(403);
    }
    expect(await findSitePage(getDb(), stored.id)).toMatchObject({ title: "Admins only", version: 1 });
  });

  it("keeps a draft 404 for visitors and students but shows it to admins as a draft", async () => {
    const { cookie: adminCookie } = await signedInAs("admin");
    const draft = await addPage(adminCookie, { title: "Unpublished notice", isPublished: "" });
    expect(((await viewPage(draft.id)) as Response).status).toBe(404);
    const { cookie: studentCookie } = await signedInAs("student");
    expect(((await viewPage(draft.id, studentCookie)) as Response).status).toBe(404);
    const asAdmin = (await viewPage(draft.id, adminCookie)) as Awaited<ReturnType<typeof pageRoute.loader>>;
    expect(asAdmin.data).toMatchObject({ isDraft: true, page: { title: "Unpublished notice" } });
    expect(((await viewPage("no-such-page")) as Response).status).toBe(404);
  });

  it("deletes a page", async () => {
    const { cookie } = await signedInAs("admin");
    const stored = await addPage(cookie, { title: "Page to delete" });
    const response = (await editPage(cookie, stored.id, { intent: "delete" })) as Response;
    expect(response.headers.get("Location")).toBe("/page-builder");
    expect(await findSitePage(getDb(), stored.id)).toBeNull();
    expect(((await viewPage(stored.id)) as Response).status).toBe(404);
  });
});
