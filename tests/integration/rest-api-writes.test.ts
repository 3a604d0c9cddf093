import { beforeAll, describe, expect, it } from "vitest";
import { API_RATE_LIMIT, rateLimitKey } from "~/features/api/handler.server";
import { MAX_BODY_BYTES } from "~/features/api/schemas";
import { getDb } from "~/server/app-context.server";
import { insertEvent } from "~/server/factories/event-factory";
import { type ApiWorld, apiCall, apiToken, bookingBody, buildApiWorld, enquiryBody } from "~tests/support/api-world";

/**
 * The API's writes (decision 0041) do what the site does: a booking through bookEvent (seat or
 * waitlist, mails), an enquiry through submitEnquiry, a certificate through the certificate
 * functions; bodies are checked (415, 413, 400, 422 naming the field), conflicts are 409, an
 * Idempotency-Key makes a retry safe. Also: 404/405 problem details and the rate limit's headers.
 */

let world: ApiWorld;
let token: string;
let tokenId: string;

beforeAll(async () => {
  world = await buildApiWorld();
  const created = await apiToken(world.admin.id, ["bookings:write", "enquiries:write", "certificates:write"]);
  token = created.token;
  tokenId = created.id;
}, 60_000);

async function outboxTo(email: string) {
  return getDb().selectFrom("outbox").select(["subject", "to_email"]).where("to_email", "=", email).execute();
}

describe("POST /api/v1/bookings", () => {
  it("books a seat, then the waitlist once the event is full, mailing each person as the site does", async () => {
    const event = await insertEvent(getDb(), { title: "One-seat API webinar", capacity: 1 });
    const first = bookingBody(event.id);
    const seat = await apiCall("POST", "/api/v1/bookings", { token, body: first });
    expect(seat.status, await seat.clone().text()).toBe(201);
    expect(await seat.json()).toMatchObject({ eventId: event.id, status: "confirmed", email: first.email });
    const second = bookingBody(event.id);
    const waiting = await apiCall("POST", "/api/v1/bookings", { token, body: second });
    expect(waiting.status).toBe(201);
    expect(await waiting.json()).toMatchObject({ status: "waitlisted" });
    expect((await outboxTo(first.email as string)).length).toBeGreaterThan(0);
    expect((await outboxTo(second.email as string)).length).toBeGreaterThan(0);

    const again = await apiCall("POST", "/api/v1/bookings", { token, body: first });
    expect(again.status).toBe(409);
    expect(again.headers.get("Content-Type")).toBe("application/problem+json");
  });

  it("takes a booking without a country, as clients written before the field send it: South Africa", async () => {
    const { country: _country, ...body } = bookingBody(world.eventId);
    const booked = await apiCall("POST", "/api/v1/bookings", { token, body });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await booked.json()).toMatchObject({ country: "South Africa", province: body.province });
  });

  it("answers a retry with the same Idempotency-Key with the first answer, and books once", async () => {
    const body = bookingBody(world.eventId);
    const headers = { "Idempotency-Key": "crm-order-7781" };
    const first = await apiCall("POST", "/api/v1/bookings", { token, body, headers });
    expect(first.status).toBe(201);
    const retry = await apiCall("POST", "/api/v1/bookings", { token, body, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    const rows = await getDb()
      .selectFrom("event_bookings")
      .select("id")
      .where("email", "=", body.email as string)
      .execute();
    expect(rows).toHaveLength(1);
    // The consent the client system sent (privacyConsent "on") is recorded as the form records it.
    const consent = await getDb()
      .selectFrom("event_bookings")
      .select(["consented_at", "consent_version"])
      .where("email", "=", body.email as string)
      .executeTakeFirstOrThrow();
    expect(consent.consented_at).toEqual(expect.any(String));
    expect(consent.consent_version).toEqual(expect.any(String));

    const otherBody = await apiCall("POST", "/api/v1/bookings", {
      token,
      body: bookingBody(world.eventId),
      headers,
    });
    expect(otherBody.status).toBe(422);
    expect(((await otherBody.json()) as { errors: Record<string, string> }).errors).toHaveProperty("Idempotency-Key");

    const badKey = await apiCall("POST", "/api/v1/bookings", {
      token,
      body: bookingBody(world.eventId),
      headers: { "Idempotency-Key": "é".repeat(3) },
    });
    expect(badKey.status).toBe(400);
  });

  it("lets only one of two simultaneous requests with the same key run", async () => {
    const body = bookingBody(world.eventId);
    const headers = { "Idempotency-Key": `race-${Date.now()}` };
    const answers = await Promise.all([
      apiCall("POST", "/api/v1/bookings", { token, body, headers }),
      apiCall("POST", "/api/v1/bookings", { token, body, headers }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second either waits for nothing (409: the first is still running) or replays the first's 201.
    expect([
      [201, 409],
      [201, 201],
    ]).toContainEqual(statuses);
    // A 409 here is the key's ("still being answered"), not the booking's "already registered":
    // the second request never reached bookEvent (the address's unique index would hide that).
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(((await answer.json()) as { detail: string }).detail).toMatch(/still being answered/);
    }
    const rows = await getDb()
      .selectFrom("event_bookings")
      .select("id")
      .where("email", "=", body.email as string)
      .execute();
    expect(rows).toHaveLength(1);
    const ids = await Promise.all(
      answers
        .filter((answer) => answer.status === 201)
        .map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it("refuses bad bodies with problem details: 415, 413, 400, and 422 naming each field", async () => {
    const wrongType = await apiCall("POST", "/api/v1/bookings", {
      token,
      body: "name=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.status).toBe(415);
    const tooLarge = await apiCall("POST", "/api/v1/bookings", {
      token,
      body: { ...bookingBody(world.eventId), city: "x".repeat(MAX_BODY_BYTES) },
    });
    expect(tooLarge.status).toBe(413);
    const notJson = await apiCall("POST", "/api/v1/bookings", { token, body: "{not json" });
    expect(notJson.status).toBe(400);
    for (const body of ["[]", "null", "42"]) {
      const answer = await apiCall("POST", "/api/v1/bookings", { token, body });
      expect(answer.status, body).toBe(422);
    }

    const invalid = await apiCall("POST", "/api/v1/bookings", {
      token,
      body: { ...bookingBody(world.eventId), email: "not-an-email", province: "Atlantis", admin: true },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("Content-Type")).toBe("application/problem+json");
    const problem = (await invalid.json()) as { status: number; errors: Record<string, string> };
    expect(problem.status).toBe(422);
    expect(problem.errors).toMatchObject({
      email: "Enter a valid email address",
      province: "Choose one of the nine provinces",
      admin: expect.any(String),
    });

    const unknownEvent = await apiCall("POST", "/api/v1/bookings", { token, body: bookingBody("no-such-event") });
    expect(unknownEvent.status).toBe(422);
    expect(((await unknownEvent.json()) as { errors: Record<string, string> }).errors).toHaveProperty("eventId");
  });
});

describe("POST /api/v1/enquiries", () => {
  it("stores the enquiry and mails staff and the sender, as the contact form does", async () => {
    const body = enquiryBody();
    const answer = await apiCall("POST", "/api/v1/enquiries", { token, body });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const stored = (await answer.json()) as { id: string; kind: string; status: string };
    expect(stored).toMatchObject({ kind: "contact", status: "new" });
    const row = await getDb()
      .selectFrom("enquiries")
      .select(["email", "consented_at"])
      .where("id", "=", stored.id)
      .executeTakeFirst();
    expect(row?.email).toBe(body.email);
    expect(row?.consented_at).toEqual(expect.any(String));
    const { privacyConsent: _consent, ...withoutConsent } = enquiryBody();
    const unconsented = await apiCall("POST", "/api/v1/enquiries", { token, body: withoutConsent });
    expect(unconsented.status).toBe(422);
    expect(((await unconsented.json()) as { errors: Record<string, string> }).errors).toHaveProperty("privacyConsent");
    expect((await outboxTo(body.email as string)).length).toBe(1);

    const quote = await apiCall("POST", "/api/v1/enquiries", {
      token,
      body: enquiryBody({ kind: "quote", numberOfPeople: 0 }),
    });
    expect(quote.status).toBe(422);
    expect(((await quote.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      numberOfPeople: "Number of people must be at least 1",
    });
    const badKind = await apiCall("POST", "/api/v1/enquiries", { token, body: enquiryBody({ kind: "spam" }) });
    expect(badKind.status).toBe(422);
  });
});

describe("certificates through the API", () => {
  it("issues an enrolled person's certificate once (201, then 200 reprinted) and revokes it", async () => {
    const path = `/api/v1/cpd-courses/${world.cpdCourseId}/enrolled-users/${world.pendingId}/certificate`;
    const issued = await apiCall("POST", path, { token });
    expect(issued.status, await issued.clone().text()).toBe(201);
    const certificate = (await issued.json()) as { code: string; isNew: boolean; status: string };
    expect(certificate).toMatchObject({ isNew: true, status: "valid" });
    const reprinted = await apiCall("POST", path, { token });
    expect(reprinted.status).toBe(200);
    expect(await reprinted.json()).toMatchObject({ isNew: false, code: certificate.code });

    // The list says what the verify page says (decision 0046): past its last valid day, expired.
    await getDb()
      .updateTable("certificates")
      .set({ expires_at: "2001-01-31" })
      .where("verification_code", "=", certificate.code)
      .execute();
    const listed = await apiCall("GET", "/api/v1/certificates?status=valid&limit=100", { token });
    const mine = (
      (await listed.json()) as { data: Array<{ code: string; status: string; expiresAt: string }> }
    ).data.find((item) => item.code === certificate.code);
    expect(mine).toMatchObject({ status: "expired", expiresAt: "2001-01-31" });

    const revokePath = `/api/v1/certificates/${certificate.code}/revoke`;
    const noReason = await apiCall("POST", revokePath, { token, body: { reason: "  " } });
    expect(noReason.status).toBe(422);
    const revoked = await apiCall("POST", revokePath, { token, body: { reason: "Issued in error" } });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ status: "revoked", revokedReason: "Issued in error" });
    const verified = await apiCall("GET", `/api/v1/certificates/${certificate.code}/verify`, { token });
    expect(await verified.json()).toMatchObject({ status: "revoked" });
    const twice = await apiCall("POST", revokePath, { token, body: { reason: "Again" } });
    expect(await twice.json()).toMatchObject({ wasAlreadyRevoked: true, revokedReason: "Issued in error" });

    const unknown = await apiCall(
      "POST",
      `/api/v1/cpd-courses/${world.cpdCourseId}/enrolled-users/nobody/certificate`,
      {
        token,
      },
    );
    expect(unknown.status).toBe(404);
    const unknownCode = await apiCall("POST", "/api/v1/certificates/NO-SUCH-CODE/revoke", {
      token,
      body: { reason: "x" },
    });
    expect(unknownCode.status).toBe(404);
  });
});

describe("paths, methods and the rate limit", () => {
  it("answers an unknown path 404 and a wrong method 405 with problem details, never the HTML page", async () => {
    const unknown = await apiCall("GET", "/api/v1/widgets", { token });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Content-Type")).toBe("application/problem+json");
    const deep = await apiCall("DELETE", "/api/v1/bookings/abc/def", { token });
    expect(deep.status).toBe(404);
    const anonymous = await apiCall("GET", "/api/v1/widgets");
    expect(anonymous.status).toBe(401);

    const wrongMethod = await apiCall("DELETE", "/api/v1/bookings", { token });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("GET, POST");
    expect(wrongMethod.headers.get("Content-Type")).toBe("application/problem+json");
    const postToList = await apiCall("POST", "/api/v1/events", { token, body: {} });
    expect(postToList.status).toBe(405);
    expect(postToList.headers.get("Allow")).toBe("GET");
  });

  it("counts each token's requests in the database, with RateLimit headers and a 429 once used up", async () => {
    const own = await apiToken(world.admin.id, ["events:read"]);
    const first = await apiCall("GET", "/api/v1/events", { token: own.token });
    const second = await apiCall("GET", "/api/v1/events", { token: own.token });
    expect(first.headers.get("RateLimit-Limit")).toBe(String(API_RATE_LIMIT.limit));
    expect(Number(first.headers.get("RateLimit-Remaining"))).toBe(API_RATE_LIMIT.limit - 1);
    expect(Number(second.headers.get("RateLimit-Remaining"))).toBe(API_RATE_LIMIT.limit - 2);
    expect(Number(second.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);

    // Another process used up the window: the counter row is what every process reads.
    await getDb()
      .updateTable("rate_limits")
      .set({ hits: API_RATE_LIMIT.limit })
      .where("key", "=", rateLimitKey(own.id))
      .execute();
    const refused = await apiCall("GET", "/api/v1/events", { token: own.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Content-Type")).toBe("application/problem+json");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    // Another token is counted apart.
    const other = await apiCall("GET", "/api/v1/bookings", { token });
    expect(other.status).toBe(200);
    expect(tokenId).not.toBe(own.id);
  });
});
