import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as siteSettingsRoute from "~/routes/admin/site-settings";
import { getDb } from "~/server/app-context.server";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { MINIMAL_PDF, postUpload, savePdfUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/** Issue 13, item 1: the logo an admin replaces in Site settings, through the app's own uploads. */

const LOGO_REFUSED = "Upload the logo as an image (PNG, JPEG, WebP or GIF)";

async function logoPng() {
  return new Uint8Array(
    await sharp({ create: { width: 120, height: 40, channels: 3, background: "#0d2a47" } })
      .png()
      .toBuffer(),
  );
}

async function saveLogo(cookie: string, logoUrl: string, version?: number) {
  const { settings } = await siteSettingsRoute.loader(routeArgs(pageRequest("/admin", cookie)));
  return settle(() =>
    siteSettingsRoute.action(
      routeArgs(
        formRequest(
          "/admin",
          {
            siteName: settings.siteName,
            logoUrl,
            notificationEmail: settings.notificationEmail,
            aboutText: settings.aboutText,
            timeZone: settings.timeZone,
            version: String(version ?? settings.version),
          },
          cookie,
        ),
      ),
    ),
  );
}

describe("the site logo", () => {
  it("takes an image uploaded here (checked by its bytes, re-encoded) and shows it from the settings", async () => {
    const { cookie } = await signedInAs("admin");
    const upload = await postUpload(cookie, await logoPng(), "our-logo.png");
    expect(upload.status).toBe(201);
    expect(upload.body.url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const response = (await saveLogo(cookie, upload.body.url)) as Response;
    expect(response.headers.get("Location")).toBe("/admin");
    expect((await getSiteSettings(getDb())).logo_url).toBe(upload.body.url);
  });

  it("clears back to the monogram, or to the logo the site ships with", async () => {
    const { cookie } = await signedInAs("admin");
    await saveLogo(cookie, "");
    expect((await getSiteSettings(getDb())).logo_url).toBeNull();
    await saveLogo(cookie, "/logo.svg");
    expect((await getSiteSettings(getDb())).logo_url).toBe("/logo.svg");
  });

  it("refuses a file that only claims to be an image: the upload checks its bytes", async () => {
    const { cookie } = await signedInAs("admin");
    const fake = await postUpload(cookie, new TextEncoder().encode("<html>not a picture</html>"), "logo.png");
    expect(fake.status).toBe(415);
    const pdf = await postUpload(cookie, MINIMAL_PDF, "logo.pdf");
    expect(pdf.status).toBe(415);
  });

  it("refuses another website's picture, a script address and an upload that is not an image", async () => {
    const { cookie } = await signedInAs("admin");
    const before = await getSiteSettings(getDb());
    const pdf = await savePdfUpload(null, "brochure.pdf");
    for (const logoUrl of [
      "https://elsewhere.example/logo.png",
      "javascript:alert(1)",
      "/uploads/../secret.png",
      `/uploads/${pdf.stored_name}`,
      "/uploads/never-uploaded.png",
    ]) {
      const refused = dataOf<{ fieldErrors: Record<string, string> }>(await saveLogo(cookie, logoUrl));
      expect(refused.status, logoUrl).toBe(400);
      expect(refused.data.fieldErrors.logoUrl, logoUrl).toBe(LOGO_REFUSED);
    }
    const after = await getSiteSettings(getDb());
    expect(after.logo_url).toBe(before.logo_url);
    expect(after.version).toBe(before.version);
  });

  it("refuses a logo saved on a stale copy of the settings and keeps the newer logo", async () => {
    const { cookie } = await signedInAs("admin");
    const openedAt = (await getSiteSettings(getDb())).version;
    const first = await postUpload(cookie, await logoPng(), "first.png");
    const second = await postUpload(cookie, await logoPng(), "second.png");
    await saveLogo(cookie, first.body.url, openedAt);
    const stale = dataOf<{ formError: string; isStale: boolean }>(await saveLogo(cookie, second.body.url, openedAt));
    expect(stale.status).toBe(409);
    expect(stale.data.isStale).toBe(true);
    expect(stale.data.formError).toMatch(/Someone else saved the settings/);
    expect((await getSiteSettings(getDb())).logo_url).toBe(first.body.url);
  });
});
