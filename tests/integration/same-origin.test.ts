import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireSameOrigin, securityHeaders } from "../../server/security.ts";

let baseUrl = "";
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ isProduction: false }));
  app.use(requireSameOrigin);
  app.all("/{*path}", (request, response) => {
    response.json({ method: request.method, clientAddress: request.headers["x-campus-client-address"] });
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("same-origin writes", () => {
  it("lets a form posted from the site through", async () => {
    const response = await fetch(`${baseUrl}/sign-in`, { method: "POST", headers: { Origin: baseUrl } });
    expect(response.status).toBe(200);
  });

  it("refuses a post from another site, or with no origin at all", async () => {
    const crossSite = await fetch(`${baseUrl}/sign-in`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toMatch(/Cross-site request refused/);
    const anonymous = await fetch(`${baseUrl}/sign-in`, { method: "POST" });
    expect(anonymous.status).toBe(403);
  });

  it("lets a client system write to the token-only REST API without an Origin, and nothing else", async () => {
    const api = await fetch(`${baseUrl}/api/v1/bookings`, { method: "POST" });
    expect(api.status).toBe(200);
    for (const path of ["/api/v1", "/api/v2/bookings", "/api/uploads", "/x/api/v1/bookings"]) {
      const other = await fetch(`${baseUrl}${path}`, { method: "POST" });
      expect(other.status, path).toBe(403);
    }
  });

  it("lets the payment providers' servers post their notifications without an Origin, and nothing beside them", async () => {
    for (const path of [
      "/payments/payfast/notify",
      "/payments/ozow/notify",
      "/payments/yoco/webhook",
      "/payments/paystack/webhook",
    ]) {
      const notification = await fetch(`${baseUrl}${path}`, { method: "POST" });
      expect(notification.status, path).toBe(200);
    }
    for (const path of [
      "/payments/yoco/notify",
      "/payments/payfast/webhook",
      "/payments/return",
      "/orders/x/pay",
      "/x/payments/payfast/notify",
    ]) {
      const other = await fetch(`${baseUrl}${path}`, { method: "POST" });
      expect(other.status, path).toBe(403);
    }
  });

  it("lets a SAML identity provider's page post to a company's ACS, and nothing beside it", async () => {
    const acs = await fetch(`${baseUrl}/sso/saml/abc123/acs`, {
      method: "POST",
      headers: { Origin: "https://login.microsoftonline.com" },
    });
    expect(acs.status).toBe(200);
    for (const path of [
      "/sso/saml/abc123/metadata",
      "/sso/oidc/callback",
      "/sso/saml/abc/123/acs",
      "/x/sso/saml/abc/acs",
    ]) {
      const other = await fetch(`${baseUrl}${path}`, { method: "POST", headers: { Origin: "https://evil.example" } });
      expect(other.status, path).toBe(403);
    }
  });

  it("never trusts a client-supplied address header", async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { "x-campus-client-address": "1.2.3.4" } });
    const body = (await response.json()) as { clientAddress: string };
    expect(body.clientAddress).not.toBe("1.2.3.4");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets only the event check-in page use the camera", async () => {
    const checkIn = await fetch(`${baseUrl}/manage-events/abc123/check-in`);
    expect(checkIn.headers.get("permissions-policy")).toBe("camera=(self), microphone=(), geolocation=(), payment=()");
    for (const path of ["/manage-events", "/manage-events/abc123/check-in/extra", "/x/manage-events/abc/check-in"]) {
      const other = await fetch(`${baseUrl}${path}`);
      expect(other.headers.get("permissions-policy"), path).toBe(
        "camera=(), microphone=(), geolocation=(), payment=()",
      );
    }
  });
});
