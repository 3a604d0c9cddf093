import { MantineProvider } from "@mantine/core";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/layout/site-footer";
import { ReachUsCard } from "~/platform/site-settings/components/reach-us-card";
import { getSiteSettings, loadSiteSettingsView } from "~/platform/site-settings/site-settings.server";
import * as siteSettingsRoute from "~/routes/admin/site-settings";
import { getDb } from "~/server/app-context.server";
import { cssVariablesResolver, theme } from "~/theme";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Issue 13, item 4: the company's contact details are data the admin edits in Site settings, and the
 * contact page, the footer of every public page and the Organization JSON-LD show them at once.
 */

const CONTACT = {
  contactPhone: "+27 12 555 0199",
  contactWhatsapp: "+27 83 555 0123",
  contactEmail: "Hello@Quality.example",
  contactAddress: "2 Audit Lane\nPretoria, 0002",
  contactMapUrl: "https://www.openstreetmap.org/search?query=Pretoria",
  contactOfficeHours: "Weekdays 08:30 to 16:30",
};

async function saveSettings(cookie: string, changes: Record<string, string>) {
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
            version: String(settings.version),
            ...changes,
          },
          cookie,
        ),
      ),
    ),
  );
}

function render(element: ReactElement) {
  return renderToString(createElement(MantineProvider, { theme, cssVariablesResolver }, element));
}

describe("contact details in site settings", () => {
  it("are saved and shown at once on the contact page, in every page's footer data and in the Organization JSON-LD", async () => {
    const { cookie } = await signedInAs("admin");
    const saved = (await saveSettings(cookie, CONTACT)) as Response;
    expect(saved.headers.get("Location")).toBe("/admin");

    const contactPage = await dispatch(pageRequest("/contact-us"));
    expect(contactPage.status).toBe(200);
    const pageData = contactPage.loaderData["routes/site/contact-us"] as { contact: Record<string, string> };
    expect(pageData.contact).toEqual({
      phone: "+27 12 555 0199",
      whatsapp: "+27 83 555 0123",
      email: "hello@quality.example",
      address: "2 Audit Lane\nPretoria, 0002",
      mapUrl: "https://www.openstreetmap.org/search?query=Pretoria",
      officeHours: "Weekdays 08:30 to 16:30",
    });
    const home = await dispatch(pageRequest("/"));
    expect((home.loaderData.root as { footerContact: unknown }).footerContact).toEqual({
      phone: "+27 12 555 0199",
      email: "hello@quality.example",
      whatsapp: "+27 83 555 0123",
    });
    const organization = (home.loaderData["routes/site/home"] as { organization: Record<string, unknown> })
      .organization;
    expect(organization).toMatchObject({
      telephone: "+27 12 555 0199",
      email: "hello@quality.example",
      address: { "@type": "PostalAddress", streetAddress: "2 Audit Lane, Pretoria, 0002" },
    });
  });

  it("become links a phone can act on: tel:, wa.me and mailto, and a map link", () => {
    const card = render(
      createElement(ReachUsCard, {
        contact: {
          phone: "+27 (12) 555-0199",
          whatsapp: "+27 83 555 0123",
          email: "hello@quality.example",
          address: "2 Audit Lane",
          mapUrl: "https://maps.example/x",
          officeHours: "",
        },
      }),
    );
    expect(card).toContain('href="tel:+27125550199"');
    expect(card).toContain('href="https://wa.me/27835550123"');
    expect(card).toContain('href="mailto:hello@quality.example"');
    expect(card).toContain("Open in a map");
    expect(card).not.toContain("Office hours");
    // The footer reads the site's time zone from the router, so it renders inside one.
    const FooterPage = () =>
      createElement(SiteFooter, {
        siteName: "Quality Co",
        countries: [],
        contact: { phone: "011 555 0100", email: "", whatsapp: "" },
      });
    const Stub = createRoutesStub([{ path: "/", Component: FooterPage }]);
    const footer = render(createElement(Stub, { initialEntries: ["/"] }));
    expect(footer).toContain('href="tel:0115550100"');
    expect(footer).not.toContain("WhatsApp");
    expect(render(createElement(ReachUsCard, { contact: emptyContact() }))).not.toContain("Reach us");
  });

  it("refuse a map link that is not https, a phone with letters and a WhatsApp number without its country code; nothing saved", async () => {
    const { cookie } = await signedInAs("admin");
    const before = await getSiteSettings(getDb());
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(
      await saveSettings(cookie, {
        contactMapUrl: "javascript:alert(1)",
        contactPhone: "call us",
        contactWhatsapp: "082 555 0123",
        contactEmail: "not-an-address",
      }),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      contactMapUrl: "Enter a map link starting with https://",
      contactPhone: "Enter a valid phone number",
      contactWhatsapp: "Enter the WhatsApp number with its country code, e.g. +27 82 555 0142",
      contactEmail: "Enter a valid email address",
    });
    expect(await getSiteSettings(getDb())).toEqual(before);
  });

  it("are kept when an older form does not send them, and hidden when cleared", async () => {
    const { cookie } = await signedInAs("admin");
    await saveSettings(cookie, CONTACT);
    await saveSettings(cookie, { siteName: "Quality Co" });
    expect((await getSiteSettings(getDb())).contact_phone).toBe("+27 12 555 0199");
    await saveSettings(cookie, { contactPhone: "", contactWhatsapp: "" });
    const home = await dispatch(pageRequest("/"));
    expect((home.loaderData.root as { footerContact: { phone: string } }).footerContact.phone).toBe("");
    const organization = (home.loaderData["routes/site/home"] as { organization: Record<string, unknown> })
      .organization;
    expect(organization).not.toHaveProperty("telephone");
  });
});

function emptyContact() {
  return { phone: "", whatsapp: "", email: "", address: "", mapUrl: "", officeHours: "" };
}
