import { describe, expect, it } from "vitest";
import { supplierOf } from "~/features/selling/invoices.server";
import { getSiteSettings, loadSiteSettingsView } from "~/platform/site-settings/site-settings.server";
import * as siteSettingsRoute from "~/routes/admin/site-settings";
import { getDb } from "~/server/app-context.server";
import { dataOf, formRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * The supplier on tax invoices (registered name, VAT number), the bank account for EFT and the
 * cancellation policy are edited in Site settings (decision 0082): saved, versioned, refused field
 * by field, and kept when an older form does not send them.
 */
const SUPPLIER = {
  legalName: "Quality Campus (Pty) Ltd",
  vatNumber: "4 120 345 678",
  bankName: "Standard Bank",
  bankAccountName: "Quality Campus (Pty) Ltd",
  bankAccountNumber: "0712-345-678",
  bankBranchCode: "051001",
  cancellationDays: "7",
  contactAddress: "2 Audit Lane\nPretoria, 0002",
};

async function saveSettings(cookie: string, changes: Record<string, string>, version?: number) {
  const settings = await loadSiteSettingsView(getDb());
  return settle(() =>
    siteSettingsRoute.action(
      routeArgs(
        formRequest(
          "/admin",
          {
            siteName: settings.siteName,
            logoUrl: settings.logoUrl ?? "",
            notificationEmail: settings.notificationEmail,
            aboutText: settings.aboutText,
            timeZone: settings.timeZone,
            version: String(version ?? settings.version),
            ...changes,
          },
          cookie,
        ),
      ),
    ),
  );
}

describe("the supplier's details in site settings", () => {
  it("are saved, shown again in the form, and printed on the next tax invoice", async () => {
    const { cookie } = await signedInAs("admin");
    const before = (await getSiteSettings(getDb())).version;
    const saved = (await saveSettings(cookie, SUPPLIER)) as Response;
    expect(saved.headers.get("Location")).toBe("/admin");
    const view = await loadSiteSettingsView(getDb());
    expect(view.version).toBe(before + 1);
    expect(view.supplier).toEqual({
      legalName: "Quality Campus (Pty) Ltd",
      vatNumber: "4120345678",
      bankName: "Standard Bank",
      bankAccountName: "Quality Campus (Pty) Ltd",
      bankAccountNumber: "0712345678",
      bankBranchCode: "051001",
      cancellationDays: 7,
    });
    expect(await supplierOf(getDb())).toMatchObject({
      name: "Quality Campus (Pty) Ltd",
      vatNumber: "4120345678",
      address: "2 Audit Lane\nPretoria, 0002",
    });
  });

  it("refuses a VAT number, account number, branch code or cancellation period that is not one, field by field", async () => {
    const { cookie } = await signedInAs("admin");
    const before = await loadSiteSettingsView(getDb());
    const refused = dataOf<{ fieldErrors: Record<string, string> }>(
      await saveSettings(cookie, {
        vatNumber: "5123456789",
        bankAccountNumber: "12ab",
        bankBranchCode: "25065",
        cancellationDays: "-3",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({
      vatNumber: "Enter the VAT registration number: 10 digits starting with 4",
      bankAccountNumber: "Enter the account number: 6 to 16 digits",
      bankBranchCode: "Enter the branch code: 6 digits",
      cancellationDays: "Enter a whole number of days from 0 to 365",
    });
    expect(await loadSiteSettingsView(getDb())).toEqual(before);
  });

  it("keeps them when an older form does not send them, and refuses a stale save", async () => {
    const { cookie } = await signedInAs("admin");
    await saveSettings(cookie, SUPPLIER);
    const kept = await loadSiteSettingsView(getDb());
    await saveSettings(cookie, { siteName: "Quality Campus" });
    expect((await loadSiteSettingsView(getDb())).supplier).toEqual(kept.supplier);
    const stale = dataOf<{ formError?: string }>(await saveSettings(cookie, { vatNumber: "4999999999" }, kept.version));
    expect(stale.status).toBe(409);
    expect((await loadSiteSettingsView(getDb())).supplier.vatNumber).toBe("4120345678");
  });
});
