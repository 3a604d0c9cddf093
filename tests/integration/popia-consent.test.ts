import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import { PRIVACY_CONSENT_VERSION, privacyConsentMessage } from "~/lib/privacy-consent";
import * as signUpRoute from "~/routes/auth/sign-up";
import * as consultingRoute from "~/routes/site/consulting";
import * as contactRoute from "~/routes/site/contact-us";
import * as eventsRoute from "~/routes/site/events";
import * as learningCenterRoute from "~/routes/site/learning-center";
import { getDb } from "~/server/app-context.server";
import { bookingFormFields, insertEvent } from "~/server/factories/event-factory";
import { dataOf, formRequest, routeArgs, settle } from "~tests/support/requests";

/**
 * Issue 14 item 7 (POPIA): every public form that collects personal information requires the
 * consent box, and the record it makes keeps when and to which wording (its version). The form
 * builder's consent field is stored with its response's answers (tests/integration/forms.test.ts).
 */
let addressCounter = 0;
function fromNewAddress(request: Request) {
  request.headers.set(CLIENT_ADDRESS_HEADER, `203.0.113.${++addressCounter}`);
  return request;
}

function enquiryFields(email: string, overrides: Record<string, string> = {}) {
  return {
    name: "Sipho Dlamini",
    email,
    phone: "+27 21 555 0199",
    company: "Cape Calibration Services",
    designation: "Technical Manager",
    message: "Please contact me about ISO/IEC 17025.",
    appointmentType: "Virtual",
    numberOfPeople: "4",
    privacyConsent: "on",
    ...overrides,
  };
}

const ENQUIRY_FORMS = [
  { kind: "contact", path: "/contact-us", action: contactRoute.action },
  { kind: "consulting", path: "/consulting", action: consultingRoute.action },
  { kind: "quote", path: "/learning-center", action: learningCenterRoute.action },
] as const;

function enquiriesFrom(email: string) {
  return getDb()
    .selectFrom("enquiries")
    .select(["kind", "consented_at", "consent_version"])
    .where("email", "=", email)
    .execute();
}

describe("consent on the public enquiry forms", () => {
  for (const form of ENQUIRY_FORMS) {
    it(`${form.kind}: stored with the enquiry (when, and the wording's version)`, async () => {
      const email = `consent-${form.kind}@example.test`;
      const before = Date.now();
      const response = await settle(() =>
        form.action(routeArgs(fromNewAddress(formRequest(form.path, enquiryFields(email))))),
      );
      expect((response as Response).status).toBe(302);
      const [stored] = await enquiriesFrom(email);
      expect(stored?.consent_version).toBe(PRIVACY_CONSENT_VERSION);
      expect(Date.parse(stored?.consented_at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    });

    it(`${form.kind}: refused with a 400 and the consent message when the box is not ticked`, async () => {
      const email = `no-consent-${form.kind}@example.test`;
      const { privacyConsent: _, ...withoutConsent } = enquiryFields(email);
      const result = await form.action(routeArgs(fromNewAddress(formRequest(form.path, withoutConsent))));
      const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(result);
      expect(status).toBe(400);
      expect(data.fieldErrors).toEqual({ privacyConsent: privacyConsentMessage() });
      expect(await enquiriesFrom(email)).toHaveLength(0);
    });
  }

  it("a forged consent value is not consent", async () => {
    const email = "forged-consent@example.test";
    const result = await contactRoute.action(
      routeArgs(fromNewAddress(formRequest("/contact-us", enquiryFields(email, { privacyConsent: "false" })))),
    );
    expect(dataOf(result).status).toBe(400);
    expect(await enquiriesFrom(email)).toHaveLength(0);
  });
});

describe("consent on the webinar registration", () => {
  function bookingsOf(eventId: string) {
    return getDb()
      .selectFrom("event_bookings")
      .select(["consented_at", "consent_version"])
      .where("event_id", "=", eventId)
      .execute();
  }
  function postBooking(fields: Record<string, string>) {
    return settle(() =>
      eventsRoute.action(routeArgs(fromNewAddress(formRequest(`/events?event=${fields.eventId}`, fields)))),
    );
  }

  it("is stored with the booking", async () => {
    const event = await insertEvent(getDb());
    const response = await postBooking(bookingFormFields(event.id));
    expect((response as Response).status).toBe(302);
    const [booking] = await bookingsOf(event.id);
    expect(booking?.consent_version).toBe(PRIVACY_CONSENT_VERSION);
    expect(booking?.consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("is required: no booking without it", async () => {
    const event = await insertEvent(getDb());
    const { privacyConsent: _, ...withoutConsent } = bookingFormFields(event.id);
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(await postBooking(withoutConsent));
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({ privacyConsent: privacyConsentMessage() });
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });
});

describe("consent at sign-up", () => {
  const signUp = (fields: Record<string, string>) =>
    settle(() => signUpRoute.action(routeArgs(fromNewAddress(formRequest("/sign-up", fields)))));
  const accountOf = (email: string) =>
    getDb()
      .selectFrom("user")
      .select(["consented_at", "consent_version"])
      .where("email", "=", email)
      .executeTakeFirst();

  it("is stored on the new account", async () => {
    const email = "consent.signup@example.test";
    const { status } = dataOf(
      await signUp({ name: "Naledi Khumalo", email, password: "a-long-password", privacyConsent: "on" }),
    );
    expect(status).toBe(200);
    expect(await accountOf(email)).toMatchObject({ consent_version: PRIVACY_CONSENT_VERSION });
    expect((await accountOf(email))?.consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("is required: no account without it", async () => {
    const email = "no-consent.signup@example.test";
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(
      await signUp({ name: "Naledi Khumalo", email, password: "a-long-password" }),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({ privacyConsent: privacyConsentMessage() });
    expect(await accountOf(email)).toBeUndefined();
  });
});
