import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "~/features/api/openapi";
import { bookEvent } from "~/features/bookings/bookings.server";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { revokeCertificate } from "~/features/certificates/revoke-certificate.server";
import { insertEnrolment as enrolInCourse } from "~/features/learning/self-enrolment.server";
import { getEnvironment } from "~/lib/env.server";
import {
  DISABLE_AFTER_CONSECUTIVE_FAILURES,
  deliverDueWebhooks,
  MAX_DELIVERY_ATTEMPTS,
  pruneWebhookDeliveries,
} from "~/platform/webhooks/deliver-webhooks.server";
import { replayWebhookDelivery } from "~/platform/webhooks/delivery-log.server";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import {
  createWebhookEndpoint,
  enableWebhookEndpoint,
  findWebhookEndpoint,
} from "~/platform/webhooks/endpoints.server";
import { secretKeyFrom } from "~/platform/webhooks/secrets.server";
import { checkUrlForm, isForbiddenAddress } from "~/platform/webhooks/url-safety.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { insertUser } from "~/server/factories/user-factory";
import { type DatabaseConnection, openDatabase } from "~db/database.server";
import { formRequest, pageRequest } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";

const LOCAL = { allowLocalhost: true };
const STRICT = { allowLocalhost: false };
const secretKey = secretKeyFrom("test-secret-that-is-long-enough-for-better-auth");
const BASE_URL = "http://localhost:3000";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real receiver on 127.0.0.1 that answers with the statuses it is told, in turn (the last one
 * repeats), and keeps every request.
 */
async function startReceiver() {
  const received: Received[] = [];
  let statuses = [200];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = statuses.length > 1 ? (statuses.shift() as number) : statuses[0];
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(status < 300 ? "thanks" : "receiver is down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith: (next: number[]) => {
      statuses = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The receiver's check, written from the Standard Webhooks spec (not with Campus's signer): the key
 * is the base64 part of `whsec_…`; the signed content is `id.timestamp.body`; the header holds
 * space-separated `v1,<base64>` signatures; the timestamp must be within five minutes.
 */
function verifyStandardWebhook(secret: string, headers: http.IncomingHttpHeaders, body: string, now: Date): boolean {
  const id = String(headers["webhook-id"] ?? "");
  const timestamp = String(headers["webhook-timestamp"] ?? "");
  const signatures = String(headers["webhook-signature"] ?? "").split(" ");
  if (!id || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.split("_")[1], "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((signature) => {
    const [version, value] = signature.split(",");
    const given = Buffer.from(value ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let otherProcess: DatabaseConnection;
let creator: { id: string };
beforeAll(async () => {
  receiver = await startReceiver();
  const environment = getEnvironment();
  otherProcess = openDatabase(
    environment.DATABASE_URL
      ? { databaseUrl: environment.DATABASE_URL }
      : { sqliteFile: path.join(environment.dataDirectory, "campus.sqlite") },
  );
  creator = await insertUser(getAuth(), getDb(), { role: "admin" });
});
afterAll(async () => {
  await otherProcess.close();
  await receiver.close();
});
beforeEach(async () => {
  await getDb().deleteFrom("webhook_endpoints").execute();
  await getDb().deleteFrom("outbox").execute();
  receiver.received.length = 0;
  receiver.answerWith([200]);
});

async function registerEndpoint(eventTypes: string[] = ["booking.created"], url = receiver.url) {
  const created = await createWebhookEndpoint(
    getDb(),
    { url, description: "CRM", eventTypes, createdByUserId: creator.id },
    { policy: LOCAL, secretKey },
  );
  if (!created.ok) throw new Error(`endpoint refused: ${JSON.stringify(created)}`);
  return created;
}

const bookingData = {
  bookingId: "b1",
  eventId: "e1",
  eventTitle: "ISO 9001 webinar",
  eventDate: "2026-12-01",
  status: "confirmed",
  name: "Thandi",
  surname: "Mokoena",
  email: "thandi@example.test",
  company: "Acme",
  userId: null,
};

function options(now: Date, policy = LOCAL) {
  return { policy, secretKey, baseUrl: BASE_URL, clock: () => now };
}

async function deliveriesOf(endpointId: string) {
  return getDb()
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("endpoint_id", "=", endpointId)
    .orderBy("created_at")
    .execute();
}

describe("delivery", () => {
  it("posts the event with Standard Webhooks headers that a receiver verifies with the secret shown once", async () => {
    const endpoint = await registerEndpoint();
    const stored = await getDb().selectFrom("webhook_endpoints").select("secret_encrypted").executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(endpoint.secret.slice(6));
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    await getDb()
      .transaction()
      .execute((trx) => emitWebhookEvent(trx, "booking.created", bookingData));
    const now = new Date();
    expect(await deliverDueWebhooks(getDb(), options(now))).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(verifyStandardWebhook(endpoint.secret, request.headers, request.body, now)).toBe(true);
    // A receiver holding another secret, or a body changed on the way, does not verify.
    expect(
      verifyStandardWebhook("whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldA==", request.headers, request.body, now),
    ).toBe(false);
    expect(verifyStandardWebhook(endpoint.secret, request.headers, request.body.replace("Acme", "Evil"), now)).toBe(
      false,
    );
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ type: "booking.created", data: bookingData });
    expect(Date.parse(body.timestamp)).not.toBeNaN();

    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "delivered", last_status_code: 200, last_response_excerpt: "thanks" });
    expect(Number(delivery.attempts)).toBe(1);
    expect(request.headers["webhook-id"]).toBe(delivery.message_id);
  });

  it("queues nothing when the change is rolled back, for a type not asked for, or for a turned-off endpoint", async () => {
    const endpoint = await registerEndpoint(["enquiry.created"]);
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await emitWebhookEvent(trx, "enquiry.created", {
            enquiryId: "q1",
            kind: "contact",
            name: "A",
            email: "a@example.test",
            company: "",
            courseId: null,
          });
          throw new Error("the enquiry could not be saved");
        }),
    ).rejects.toThrow();
    expect(await emitWebhookEvent(getDb(), "booking.created", bookingData)).toBe(0);
    await getDb().updateTable("webhook_endpoints").set({ enabled: 0 }).execute();
    expect(
      await emitWebhookEvent(getDb(), "enquiry.created", {
        enquiryId: "q2",
        kind: "contact",
        name: "A",
        email: "a@example.test",
        company: "",
        courseId: null,
      }),
    ).toBe(0);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });

  it("retries with growing waits after failures and stops after the last attempt", async () => {
    const endpoint = await registerEndpoint();
    receiver.answerWith([500, 502, 200]);
    await emitWebhookEvent(getDb(), "booking.created", bookingData);
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

    expect(await deliverDueWebhooks(getDb(), options(start))).toBe(1);
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      status: "pending",
      last_status_code: 500,
      last_response_excerpt: "receiver is down",
    });
    expect(delivery.next_attempt_at).toBe(at(1).toISOString());
    // Not due before the wait is over.
    expect(await deliverDueWebhooks(getDb(), options(at(0.5)))).toBe(0);
    expect(await deliverDueWebhooks(getDb(), options(at(1)))).toBe(1);
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery.next_attempt_at).toBe(at(1 + 6).toISOString());
    expect(await deliverDueWebhooks(getDb(), options(at(6)))).toBe(0);
    expect(await deliverDueWebhooks(getDb(), options(at(7)))).toBe(1);
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "delivered", last_status_code: 200 });
    expect(Number(delivery.attempts)).toBe(3);
    expect(receiver.received.map((request) => request.headers["webhook-id"])).toEqual([
      delivery.message_id,
      delivery.message_id,
      delivery.message_id,
    ]);
    expect(Number((await findWebhookEndpoint(getDb(), endpoint.id))?.consecutiveFailures)).toBe(0);
  });

  it("marks a delivery failed after the last of its attempts (about four hours of waits)", async () => {
    const endpoint = await registerEndpoint();
    receiver.answerWith([503]);
    await emitWebhookEvent(getDb(), "booking.created", bookingData);
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await deliverDueWebhooks(getDb(), options(now))).toBe(1);
      const [delivery] = await deliveriesOf(endpoint.id);
      now = new Date(delivery.next_attempt_at);
    }
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery.status).toBe("failed");
    expect(Number(delivery.attempts)).toBe(MAX_DELIVERY_ATTEMPTS);
    const hours = (Date.parse(delivery.last_attempt_at ?? "") - Date.parse(delivery.created_at)) / 3_600_000;
    expect(hours).toBeGreaterThan(4);
    expect(await deliverDueWebhooks(getDb(), options(new Date(now.getTime() + 86_400_000)))).toBe(0);
  });

  it("replays a delivery with the same webhook-id, only for its own endpoint", async () => {
    const endpoint = await registerEndpoint();
    const other = await registerEndpoint(["booking.created"]);
    await emitWebhookEvent(getDb(), "booking.created", bookingData);
    await deliverDueWebhooks(getDb(), options(new Date()));
    const [first] = await deliveriesOf(endpoint.id);

    expect(await replayWebhookDelivery(getDb(), { endpointId: other.id, deliveryId: first.id })).toMatchObject({
      ok: false,
      reason: "missing",
    });
    const replay = await replayWebhookDelivery(getDb(), { endpointId: endpoint.id, deliveryId: first.id });
    expect(replay.ok).toBe(true);
    receiver.received.length = 0;
    const now = new Date();
    expect(await deliverDueWebhooks(getDb(), options(now))).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].headers["webhook-id"]).toBe(first.message_id);
    expect(verifyStandardWebhook(endpoint.secret, receiver.received[0].headers, receiver.received[0].body, now)).toBe(
      true,
    );
    const rows = await deliveriesOf(endpoint.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id !== first.id)).toMatchObject({ status: "delivered", replay_of_id: first.id });
  });
});

describe("automatic disabling", () => {
  it("turns an endpoint off after failures in a row, mails each admin once, and sends the waiting deliveries once it is on again", async () => {
    const secondAdmin = await insertUser(getAuth(), getDb(), { role: "admin" });
    const endpoint = await registerEndpoint();
    receiver.answerWith([500]);
    const events = Math.ceil(DISABLE_AFTER_CONSECUTIVE_FAILURES / MAX_DELIVERY_ATTEMPTS) + 1;
    for (let index = 0; index < events; index++) await emitWebhookEvent(getDb(), "booking.created", bookingData);
    let now = new Date();
    for (let round = 0; round < 20; round++) {
      await deliverDueWebhooks(getDb(), { ...options(now), concurrency: 1 });
      now = new Date(now.getTime() + 4 * 3_600_000);
    }
    expect(receiver.received).toHaveLength(DISABLE_AFTER_CONSECUTIVE_FAILURES);
    const disabled = await findWebhookEndpoint(getDb(), endpoint.id);
    expect(disabled).toMatchObject({ enabled: false, consecutiveFailures: DISABLE_AFTER_CONSECUTIVE_FAILURES });
    expect(disabled?.disabledReason).toContain(`${DISABLE_AFTER_CONSECUTIVE_FAILURES} failed attempts`);

    const mails = await getDb().selectFrom("outbox").select(["to_email", "subject", "text"]).execute();
    const admins = await getDb().selectFrom("user").select("email").where("role", "=", "admin").execute();
    expect(admins.map((admin) => admin.email)).toContain(secondAdmin.email);
    expect(mails.map((mail) => mail.to_email).sort()).toEqual(admins.map((admin) => admin.email).sort());
    expect(mails[0].subject).toBe("A webhook endpoint was turned off");
    expect(mails[0].text).toContain(receiver.url);
    expect(mails[0].text).toContain(`${BASE_URL}/admin/webhooks/${endpoint.id}`);

    // Turned off: nothing more is tried, and new events wait for it (not queued for an off endpoint).
    const pending = (await deliveriesOf(endpoint.id)).filter((row) => row.status === "pending");
    expect(pending.length).toBeGreaterThan(0);
    expect(await deliverDueWebhooks(getDb(), options(new Date(now.getTime() + 86_400_000)))).toBe(0);
    expect(await replayWebhookDelivery(getDb(), { endpointId: endpoint.id, deliveryId: pending[0].id })).toMatchObject({
      ok: false,
      reason: "closed",
    });

    receiver.answerWith([200]);
    expect((await enableWebhookEndpoint(getDb(), { id: endpoint.id, version: disabled?.version ?? 0 })).ok).toBe(true);
    await deliverDueWebhooks(getDb(), options(new Date(now.getTime() + 86_400_000)));
    const after = await deliveriesOf(endpoint.id);
    expect(after.filter((row) => row.status === "delivered")).toHaveLength(pending.length);
    expect(await findWebhookEndpoint(getDb(), endpoint.id)).toMatchObject({ enabled: true, consecutiveFailures: 0 });
  });
});

describe("two workers", () => {
  it("send each delivery once when two processes claim at the same time", async () => {
    const endpoint = await registerEndpoint();
    for (let index = 0; index < 24; index++) {
      await emitWebhookEvent(getDb(), "booking.created", { ...bookingData, bookingId: `b${index}` });
    }
    const now = new Date();
    const [mine, theirs] = await Promise.all([
      deliverDueWebhooks(getDb(), { ...options(now), concurrency: 4, limit: 100 }),
      deliverDueWebhooks(otherProcess.db, { ...options(now), concurrency: 4, limit: 100 }),
    ]);
    expect(mine + theirs).toBe(24);
    expect(receiver.received).toHaveLength(24);
    const bookingIds = receiver.received.map((request) => JSON.parse(request.body).data.bookingId);
    expect(new Set(bookingIds).size).toBe(24);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.every((row) => row.status === "delivered" && Number(row.attempts) === 1)).toBe(true);
  });
});

describe("what Campus refuses to post to (SSRF)", () => {
  it.each([
    ["http://crm.example.com/hooks", "must start with https://"],
    ["ftp://crm.example.com/hooks", "must start with https://"],
    ["https://user:pass@crm.example.com/hooks", "user name and password"],
    ["https://10.0.0.5/hooks", "private, local or reserved"],
    ["https://192.168.1.10/hooks", "private, local or reserved"],
    ["https://172.20.0.1/hooks", "private, local or reserved"],
    ["https://169.254.169.254/latest/meta-data", "private, local or reserved"],
    ["https://127.0.0.1/hooks", "private, local or reserved"],
    ["https://[::1]/hooks", "private, local or reserved"],
    ["https://[fe80::1]/hooks", "private, local or reserved"],
    ["https://[fd00::1]/hooks", "private, local or reserved"],
    ["https://[::ffff:10.0.0.1]/hooks", "private, local or reserved"],
    ["https://0.0.0.0/hooks", "private, local or reserved"],
    ["https://localhost/hooks", "localhost"],
    ["http://127.0.0.1:8080/hooks", "must start with https://"],
  ])("refuses %s", (url, message) => {
    const checked = checkUrlForm(url, STRICT);
    expect("message" in checked && checked.message).toContain(message);
  });

  it("accepts a public https address, and loopback only with WEBHOOKS_ALLOW_LOCALHOST", () => {
    expect("url" in checkUrlForm("https://crm.example.com/hooks", STRICT)).toBe(true);
    expect("url" in checkUrlForm("https://93.184.215.14/hooks", STRICT)).toBe(true);
    expect("url" in checkUrlForm("http://127.0.0.1:8080/hooks", LOCAL)).toBe(true);
    expect("url" in checkUrlForm("http://localhost:8080/hooks", LOCAL)).toBe(true);
    // The flag opens loopback only, not the private network.
    expect("message" in checkUrlForm("http://10.0.0.5/hooks", LOCAL)).toBe(true);
    expect(isForbiddenAddress("10.0.0.5", LOCAL)).toBe(true);
    expect(isForbiddenAddress("::ffff:7f00:1", STRICT)).toBe(true);
    expect(isForbiddenAddress("8.8.8.8", STRICT)).toBe(false);
    expect(isForbiddenAddress("2606:4700::1111", STRICT)).toBe(false);
  });

  it("refuses the form with the reason as a field error", async () => {
    const refused = await createWebhookEndpoint(
      getDb(),
      { url: "https://169.254.169.254/", description: "", eventTypes: [], createdByUserId: creator.id },
      { policy: STRICT, secretKey },
    );
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    if (refused.ok) return;
    expect(refused.fieldErrors?.url).toContain("private, local or reserved");
    expect(refused.fieldErrors?.eventTypes).toBe("Choose at least one event.");
  });

  it("checks the address again at delivery: a loopback endpoint is not posted to without the flag", async () => {
    const endpoint = await registerEndpoint();
    await emitWebhookEvent(getDb(), "booking.created", bookingData);
    expect(await deliverDueWebhooks(getDb(), options(new Date(), STRICT))).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery.status).toBe("pending");
    expect(delivery.last_status_code).toBeNull();
    expect(delivery.last_error).toContain("private, local or reserved");
  });
});

describe("the shared points that emit", () => {
  it("a booking, an enrolment (once, however often it is tried), a certificate issued and revoked each queue their event", async () => {
    const endpoint = await registerEndpoint([
      "booking.created",
      "enrolment.created",
      "certificate.issued",
      "certificate.revoked",
    ]);
    const event = await insertEvent(getDb());
    const input = buildBookingInput(event.id);
    const booked = await bookEvent(getDb(), input, { baseUrl: BASE_URL });
    expect(booked).toMatchObject({ ok: true });

    const student = await insertUser(getAuth(), getDb());
    const course = await insertCourse(getDb());
    expect(await enrolInCourse(getDb(), course.id, student.id, student.id)).toBe(1);
    expect(await enrolInCourse(getDb(), course.id, student.id, student.id)).toBe(0);

    const { certificate } = await issueCertificate(getDb(), {
      content: { ...emptyContent(), recipient_name: "Sipho Student", recipient_email: "", course_name: "ISO 9001" },
      issuedByUserId: creator.id,
    });
    const revoke = {
      verificationCode: certificate.verification_code,
      reason: "Issued in error",
      revokedByUserId: creator.id,
    };
    expect(await revokeCertificate(getDb(), revoke)).toMatchObject({ ok: true, wasAlreadyRevoked: false });
    expect(await revokeCertificate(getDb(), revoke)).toMatchObject({ ok: true, wasAlreadyRevoked: true });

    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => row.event_type).sort()).toEqual(
      ["booking.created", "certificate.issued", "certificate.revoked", "enrolment.created"].sort(),
    );
    const payload = (type: string) => JSON.parse(rows.find((row) => row.event_type === type)?.payload_json ?? "{}");
    expect(payload("booking.created").data).toMatchObject({
      bookingId: booked.ok ? booked.bookingId : "",
      eventId: event.id,
      email: input.email,
    });
    expect(payload("enrolment.created").data).toMatchObject({ courseId: course.id, userId: student.id });
    expect(payload("certificate.issued").data).toMatchObject({
      certificateId: certificate.id,
      certificateNumber: certificate.certificate_number,
      recipientName: "Sipho Student",
    });
    expect(payload("certificate.revoked").data).toMatchObject({
      certificateId: certificate.id,
      reason: "Issued in error",
    });
  });
});

describe("the OpenAPI document", () => {
  it("describes every event type under webhooks, with the signature headers and the data's fields", () => {
    const document = buildOpenApiDocument("http://localhost:3000") as unknown as {
      webhooks: Record<
        string,
        {
          post: {
            parameters: Array<{ name: string }>;
            requestBody: {
              content: Record<
                string,
                { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } }
              >;
            };
          };
        }
      >;
    };
    expect(Object.keys(document.webhooks).sort()).toEqual(
      [
        "booking.created",
        "certificate.issued",
        "certificate.revoked",
        "course.completed",
        "enquiry.created",
        "enrolment.created",
        "form.response",
        "order.created",
        "invoice.issued",
        "payment.received",
        "credit_note.issued",
      ].sort(),
    );
    const booking = document.webhooks["booking.created"].post;
    expect(booking.parameters.map((parameter) => parameter.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const data = booking.requestBody.content["application/json"].schema.properties.data.properties ?? {};
    expect(Object.keys(data).sort()).toEqual(Object.keys(bookingData).sort());
  });
});

describe("the admin screens", () => {
  it("add an endpoint with its secret shown once, refuse bad input with a message, and act on the endpoint", async () => {
    const admin = await signedInAs("admin");
    const refused = await dispatch(
      formRequest(
        "/admin/webhooks",
        { intent: "create", url: "https://192.168.0.10/hooks", eventTypes: "booking.created" },
        admin.cookie,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.actionData).toMatchObject({
      fieldErrors: { url: "Campus does not send webhooks to private, local or reserved network addresses." },
      values: { url: "https://192.168.0.10/hooks", eventTypes: "booking.created" },
    });
    const unknownEvent = await dispatch(
      formRequest(
        "/admin/webhooks",
        { intent: "create", url: "https://93.184.215.14/", eventTypes: "user.deleted" },
        admin.cookie,
      ),
    );
    expect(unknownEvent.status).toBe(400);
    expect(unknownEvent.actionData).toMatchObject({ fieldErrors: { eventTypes: "Choose events from the list." } });

    const created = await dispatch(
      formRequest(
        "/admin/webhooks",
        { intent: "create", url: "https://93.184.215.14/hooks", description: "Ledger", eventTypes: "booking.created" },
        admin.cookie,
      ),
    );
    expect(created.status, created.message).toBe(200);
    const { id, secret } = (created.actionData as { created: { id: string; secret: string } }).created;
    expect(secret).toMatch(/^whsec_/);
    const row = await getDb()
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const listed = await dispatch(pageRequest("/admin/webhooks", admin.cookie));
    expect(JSON.stringify(listed.loaderData)).toContain("Ledger");
    expect(JSON.stringify(listed.loaderData)).not.toContain(secret);
    const page = await dispatch(pageRequest(`/admin/webhooks/${id}`, admin.cookie));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.loaderData)).not.toContain(secret);

    // A save from an old version is refused as stale; a version that is no number is a 400.
    const save = (version: string) =>
      dispatch(
        formRequest(
          `/admin/webhooks/${id}`,
          {
            intent: "update",
            url: "https://93.184.215.14/hooks",
            description: "Ledger",
            eventTypes: "booking.created",
            version,
          },
          admin.cookie,
        ),
      );
    expect((await save(String(row.version))).status).toBe(302);
    const stale = await save(String(row.version));
    expect(stale.status).toBe(409);
    expect(stale.actionData).toMatchObject({ isStale: true });
    expect((await save("one")).status).toBe(400);
    // Saved without the On box: the endpoint is off.
    expect(await findWebhookEndpoint(getDb(), id)).toMatchObject({ enabled: false });

    const replayUnknown = await dispatch(
      formRequest(`/admin/webhooks/${id}`, { intent: "replay", deliveryId: "nope" }, admin.cookie),
    );
    expect(replayUnknown.status).toBe(404);
    expect((await dispatch(pageRequest("/admin/webhooks/unknown-endpoint", admin.cookie))).status).toBe(404);
    expect((await dispatch(pageRequest("/admin/webhooks?page=abc", admin.cookie))).status).toBe(400);
  });
});

describe("the delivery log's retention", () => {
  it("removes finished deliveries older than 90 days and keeps newer ones and waiting ones", async () => {
    const endpoint = await registerEndpoint();
    for (let index = 0; index < 3; index++) await emitWebhookEvent(getDb(), "booking.created", bookingData);
    await deliverDueWebhooks(getDb(), { ...options(new Date()), limit: 2, concurrency: 1 });
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    await getDb().updateTable("webhook_deliveries").set({ created_at: old }).execute();
    const [kept] = await deliveriesOf(endpoint.id).then((rows) => rows.filter((row) => row.status === "delivered"));
    await getDb()
      .updateTable("webhook_deliveries")
      .set({ created_at: new Date().toISOString() })
      .where("id", "=", kept.id)
      .execute();
    expect(await pruneWebhookDeliveries(getDb())).toBe(1);
    const left = await deliveriesOf(endpoint.id);
    expect(left.map((row) => row.status).sort()).toEqual(["delivered", "pending"]);
  });
});
