import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { reviewActivity } from "~/features/cpd-ledger/cpd-activity-review.server";
import { loadCpdLedger } from "~/features/cpd-ledger/cpd-ledger.server";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import * as queueRoute from "~/routes/instructor/cpd-activities";
import * as reviewRoute from "~/routes/instructor/cpd-activity";
import * as myCpdRoute from "~/routes/learn/my-cpd";
import * as evidenceRoute from "~/routes/resources/cpd-activity-evidence";
import * as uploadFileRoute from "~/routes/resources/upload-file";
import * as staffLayout from "~/routes/staff/staff-layout";
import { getDb } from "~/server/app-context.server";
import { insertCpdActivity } from "~tests/support/cpd-activity-samples";
import { outboxTo } from "~tests/support/outbox";
import { dataOf, formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { MINIMAL_PDF } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/**
 * External CPD activities (issue 14 item 4, decision 0038): the learner's form with its evidence
 * (checked by its bytes, nothing stored half), the evidence for its owner and staff only, the
 * staff review at a version with the outcome in the outbox, and the ledger after approval.
 */

const FIELDS = {
  intent: "add-activity",
  title: "Ethics in practice webinar",
  provider: "SA Medical Ethics Forum",
  activityDate: "2026-03-14",
  points: "2.5",
  category: "ethics",
  bodyCode: "HPCSA",
};

function activityRequest(cookie: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("evidence", new File([new Uint8Array(file.bytes)], file.name));
  return new Request(`${TEST_ORIGIN}/my-learning/cpd`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
}

type Reply = { ok: false; reason: string; fieldErrors: Record<string, string>; formError: string | null };

async function post(cookie: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const result = await settle(() => myCpdRoute.action(routeArgs(activityRequest(cookie, fields, file))));
  if (result instanceof Response) return { status: result.status, reply: null, response: result };
  const { data, status } = dataOf<Reply>(result);
  return { status, reply: data, response: null };
}

async function activitiesOf(userId: string) {
  return getDb().selectFrom("cpd_activities").selectAll().where("user_id", "=", userId).execute();
}

async function storedEvidenceNames() {
  const rows = await getDb().selectFrom("cpd_activities").select("evidence_stored_name").execute();
  return rows.map((row) => row.evidence_stored_name);
}

const PDF = { bytes: MINIMAL_PDF, name: "attendance.pdf" };

describe("adding an activity", () => {
  it("stores a PDF with the row, pending, and shows it on My CPD", async () => {
    const learner = await signedInAs("student");
    const sent = await post(learner.cookie, FIELDS, PDF);
    expect(sent.status).toBe(302);
    expect(sent.response?.headers.get("Location")).toBe("/my-learning/cpd");
    const [row] = await activitiesOf(learner.id);
    expect(row).toMatchObject({ status: "pending", points_tenths: 25, category: "ethics", title: FIELDS.title });
    expect(row?.evidence_content_type).toBe("application/pdf");
    expect(row?.evidence_url).toBe(`/my-learning/cpd/activities/${row?.id}/evidence`);
    const stored = await fileStorage(getEnvironment().uploadDirectory).read(row?.evidence_stored_name as string);
    expect(stored && Buffer.from(stored).equals(Buffer.from(MINIMAL_PDF))).toBe(true);

    const page = (await myCpdRoute.loader(routeArgs(pageRequest("/my-learning/cpd", learner.cookie)))) as Awaited<
      ReturnType<typeof myCpdRoute.loader>
    >;
    expect(page.activities.activities).toMatchObject([{ title: FIELDS.title, statusLabel: "Pending", points: "2.5" }]);
    // Pending points do not count yet.
    expect(page.view.entries.filter((entry) => entry.kind === "activity")).toHaveLength(0);
  });

  it("re-encodes an image: what is stored is pixels, not the bytes sent", async () => {
    const learner = await signedInAs("student");
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    // Text after the image's end is kept by no decoder: a re-encoded file cannot carry it.
    const withTrailer = Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]);
    const sent = await post(learner.cookie, FIELDS, { bytes: withTrailer, name: "certificate.png" });
    expect(sent.status).toBe(302);
    const [row] = await activitiesOf(learner.id);
    expect(row?.evidence_content_type).toBe("image/png");
    const stored = await fileStorage(getEnvironment().uploadDirectory).read(row?.evidence_stored_name as string);
    expect(Buffer.from(stored as Uint8Array).includes("<script>")).toBe(false);
    expect((await sharp(stored as Uint8Array).metadata()).width).toBe(40);
  });

  it("gives a message per field and stores nothing when the form is incomplete", async () => {
    const learner = await signedInAs("student");
    const files = (await storedEvidenceNames()).length;
    const sent = await post(learner.cookie, {
      intent: "add-activity",
      title: "",
      points: "0",
      activityDate: "2026-02-30",
    });
    expect(sent.status).toBe(400);
    expect(sent.reply?.fieldErrors).toMatchObject({
      title: "Enter the activity's title.",
      provider: "Enter who provided the activity.",
      activityDate: "Enter a real date as YYYY-MM-DD, for example 2026-03-14.",
      points: "Enter more than 0 and at most 100 points.",
      category: "Choose a category.",
      bodyCode: "Choose the accrediting body.",
      evidence: expect.stringContaining("Choose the evidence file"),
    });
    const future = await post(learner.cookie, { ...FIELDS, activityDate: "2999-01-01", bodyCode: "NOPE" }, PDF);
    expect(future.status).toBe(400);
    expect(future.reply?.fieldErrors).toEqual({
      activityDate: "The date cannot be after today.",
      bodyCode: "Choose one of the accrediting bodies listed.",
    });
    expect(await activitiesOf(learner.id)).toHaveLength(0);
    expect((await storedEvidenceNames()).length).toBe(files);
  });

  it("refuses by the bytes: a renamed .exe, a NUL-filled file, a file too large, a PDF with a script", async () => {
    const learner = await signedInAs("student");
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03], 0); // "MZ": a Windows program, whatever its name says
    exe.set(new TextEncoder().encode("This program cannot be run in DOS mode."), 0x4e);
    exe.set([0x50, 0x45, 0x00, 0x00], 0x80);
    new DataView(exe.buffer).setUint32(0x3c, 0x80, true);
    const renamed = await post(learner.cookie, FIELDS, { bytes: exe, name: "certificate.pdf" });
    expect(renamed.status).toBe(415);
    expect(renamed.reply?.fieldErrors.evidence).toContain("must be a PDF, JPEG or PNG");

    const nul = await post(learner.cookie, FIELDS, { bytes: new Uint8Array(2048), name: "scan.png" });
    expect(nul.status).toBe(415);
    expect(nul.reply?.fieldErrors.evidence).toContain("must be a PDF, JPEG or PNG");

    const large = new Uint8Array(10_000_001);
    large.set(MINIMAL_PDF, 0);
    const tooLarge = await post(learner.cookie, FIELDS, { bytes: large, name: "huge.pdf" });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.reply?.fieldErrors.evidence).toBe("The evidence file is larger than 10 MB. Choose a smaller file.");

    const scripted = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    const active = await post(learner.cookie, FIELDS, { bytes: scripted, name: "cert.pdf" });
    expect(active.status).toBe(415);
    expect(active.reply?.fieldErrors.evidence).toContain("scripts");

    expect(await activitiesOf(learner.id)).toHaveLength(0);
  });

  it("withdraws a pending activity (row and file) and refuses a stale or someone else's", async () => {
    const learner = await signedInAs("student");
    const other = await signedInAs("student");
    const { id, storedName } = await insertCpdActivity(learner.id);
    const fields = { intent: "withdraw-activity", activityId: id, version: "1" };
    const notYours = await post(other.cookie, fields);
    expect(notYours.status).toBe(404);
    const stale = await post(learner.cookie, { ...fields, version: "7" });
    expect(stale.status).toBe(409);
    expect(await activitiesOf(learner.id)).toHaveLength(1);
    const withdrawn = await post(learner.cookie, fields);
    expect(withdrawn.status).toBe(302);
    expect(await activitiesOf(learner.id)).toHaveLength(0);
    expect(await fileStorage(getEnvironment().uploadDirectory).exists(storedName)).toBe(false);
  });

  it("sends a rejected activity again: back to pending, the old evidence replaced", async () => {
    const learner = await signedInAs("student");
    const { id, storedName } = await insertCpdActivity(learner.id, { status: "rejected" });
    await getDb().updateTable("cpd_activities").set({ review_reason: "Wrong date" }).where("id", "=", id).execute();
    const pending = await insertCpdActivity(learner.id);
    const refused = await post(learner.cookie, {
      ...FIELDS,
      intent: "resubmit-activity",
      activityId: pending.id,
      version: "1",
    });
    expect(refused.status).toBe(409);

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const sent = await post(
      learner.cookie,
      { ...FIELDS, intent: "resubmit-activity", activityId: id, version: "1", activityDate: "2026-03-15" },
      { bytes: png, name: "corrected.jpg" },
    );
    expect(sent.status).toBe(302);
    const row = await getDb().selectFrom("cpd_activities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", review_reason: "", activity_date: "2026-03-15", version: 2 });
    expect(row.evidence_content_type).toBe("image/jpeg");
    expect(row.evidence_file_name).toBe("corrected.jpg");
    const storage = fileStorage(getEnvironment().uploadDirectory);
    expect(await storage.exists(storedName)).toBe(false);
    expect(await storage.exists(row.evidence_stored_name)).toBe(true);
  });
});

describe("the evidence", () => {
  it("is streamed to its owner and to staff, and to nobody else", async () => {
    const learner = await signedInAs("student");
    const other = await signedInAs("student");
    const instructor = await signedInAs("instructor");
    const admin = await signedInAs("admin");
    const { id, storedName } = await insertCpdActivity(learner.id);
    const path = `/my-learning/cpd/activities/${id}/evidence`;
    const get = (cookie?: string) =>
      settle(() => evidenceRoute.loader(routeArgs(pageRequest(path, cookie), { activityId: id }))) as Promise<Response>;

    for (const cookie of [learner.cookie, instructor.cookie, admin.cookie]) {
      const response = await get(cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Content-Disposition")).toBe('inline; filename="attendance.pdf"');
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(MINIMAL_PDF))).toBe(true);
    }
    expect((await get(other.cookie)).status).toBe(404);
    const signedOut = await get();
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toContain("/sign-in?redirectTo=");
    // Never a public file: /uploads/{name} does not know it.
    const viaUploads = (await settle(() =>
      uploadFileRoute.loader(routeArgs(pageRequest(`/uploads/${storedName}`, learner.cookie), { storedName })),
    )) as Response;
    expect(viaUploads.status).toBe(404);
  });
});

describe("staff review", () => {
  it("lists the queue by status, body and learner, paged, and counts what waits", async () => {
    const instructor = await signedInAs("instructor");
    const zanele = await signedInAs("student", { name: "Zanele Queue-Khumalo" });
    const pieter = await signedInAs("student", { name: "Pieter Queue-Botha" });
    await insertCpdActivity(zanele.id, { title: "Queue HPCSA one" });
    await insertCpdActivity(pieter.id, { title: "Queue ECSA one", bodyCode: "ECSA" });
    await insertCpdActivity(pieter.id, { title: "Queue approved", status: "approved" });
    const load = async (search: string) => {
      const result = await queueRoute.loader(
        routeArgs(pageRequest(`/instructor/cpd-activities${search}`, instructor.cookie)),
      );
      return (result as Awaited<ReturnType<typeof queueRoute.loader>>).view;
    };
    const byName = await load("?q=Queue-Khumalo");
    expect(byName.rows.map((row) => row.title)).toEqual(["Queue HPCSA one"]);
    const ecsa = await load("?q=Queue-Botha&body=ECSA");
    expect(ecsa.rows.map((row) => row.title)).toEqual(["Queue ECSA one"]);
    const approved = await load("?q=Queue-Botha&status=approved");
    expect(approved.rows.map((row) => row.title)).toEqual(["Queue approved"]);
    expect((await load("?q=Queue-&status=all")).total).toBe(3);

    const nav = await staffLayout.loader(routeArgs(pageRequest("/instructor/cpd-activities", instructor.cookie)));
    const pending = await getDb()
      .selectFrom("cpd_activities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    expect(nav.navCounts["/instructor/cpd-activities"]).toBe(Number(pending.n));
    expect(Number(pending.n)).toBeGreaterThanOrEqual(2);
    const student = await staffLayout.loader(routeArgs(pageRequest("/instructor", zanele.cookie)));
    expect(student.navCounts).toEqual({});
    const refused = await settle(() =>
      queueRoute.loader(routeArgs(pageRequest("/instructor/cpd-activities", zanele.cookie))),
    );
    expect((refused as Response).status).toBe(403);
    const badPage = await settle(() =>
      queueRoute.loader(routeArgs(pageRequest("/instructor/cpd-activities?page=abc", instructor.cookie))),
    );
    expect((badPage as Response).status).toBe(400);
  });

  it("approves at the version seen; the second reviewer is told; the learner is mailed; the ledger counts it", async () => {
    const learner = await signedInAs("student", { name: "Naledi Ledger" });
    const first = await signedInAs("instructor", { name: "Ayanda First" });
    const second = await signedInAs("admin", { name: "Bheki Second" });
    const thisYear = new Date().toISOString().slice(0, 4);
    const { id } = await insertCpdActivity(learner.id, { date: `${thisYear}-01-05`, tenths: 35, category: "ethics" });
    const before = await loadCpdLedger(getDb(), learner.id, { bodyCode: "HPCSA" });
    expect(before.summary.yearTenths).toBe(0);

    const decide = (cookie: string, fields: Record<string, string>) =>
      settle(() =>
        reviewRoute.action(
          routeArgs(formRequest(`/instructor/cpd-activities/${id}`, fields, cookie), { activityId: id }),
        ),
      );
    const noReason = dataOf<{ fieldErrors: Record<string, string> }>(
      await decide(first.cookie, { intent: "reject", version: "1", reason: "  " }),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.data.fieldErrors.reason).toContain("Give the reason");

    const approved = (await decide(first.cookie, { intent: "approve", version: "1" })) as Response;
    expect(approved.status).toBe(302);
    const late = dataOf<{ formError: string; isStale: boolean }>(
      await decide(second.cookie, { intent: "reject", version: "1", reason: "Not accredited" }),
    );
    expect(late.status).toBe(409);
    expect(late.data.isStale).toBe(true);
    expect(late.data.formError).toMatch(/^This activity was already approved by Ayanda First on /);

    const row = await getDb().selectFrom("cpd_activities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "approved", reviewed_by_user_id: first.id, version: 2 });
    const mail = await outboxTo(learner.email);
    expect(mail.map((message) => message.subject)).toEqual(["CPD activity approved: Infection control update"]);
    expect(mail[0]?.text).toContain("now count in your CPD balance");

    const after = await loadCpdLedger(getDb(), learner.id, { bodyCode: "HPCSA" });
    expect(after.summary.yearTenths).toBe(35);
    expect(after.summary.categories.find((line) => line.category === "ethics")?.yearTenths).toBe(35);
    expect(after.entries.filter((entry) => entry.kind === "activity").map((entry) => entry.title)).toEqual([
      "Infection control update",
    ]);
  });

  it("rejects with the reason, mailed; the learner sees it; a student cannot review", async () => {
    const learner = await signedInAs("student");
    const reviewer = await signedInAs("instructor", { name: "Reviewer Rej" });
    const { id } = await insertCpdActivity(learner.id);
    const refused = await settle(() =>
      reviewRoute.action(
        routeArgs(
          formRequest(`/instructor/cpd-activities/${id}`, { intent: "approve", version: "1" }, learner.cookie),
          {
            activityId: id,
          },
        ),
      ),
    );
    expect((refused as Response).status).toBe(403);
    const outcome = await reviewActivity(
      getDb(),
      reviewer,
      { activityId: id, version: 1 },
      { decision: "reject", reason: "The certificate does not show the points." },
      { baseUrl: "https://campus.example" },
    );
    expect(outcome).toEqual({ ok: true, status: "rejected" });
    const [message] = await outboxTo(learner.email);
    expect(message?.subject).toBe("CPD activity not approved: Infection control update");
    expect(message?.text).toContain("The certificate does not show the points.");
    expect(message?.html).toContain("https://campus.example/my-learning/cpd");
    const page = (await myCpdRoute.loader(routeArgs(pageRequest("/my-learning/cpd", learner.cookie)))) as Awaited<
      ReturnType<typeof myCpdRoute.loader>
    >;
    expect(page.activities.activities[0]).toMatchObject({
      statusLabel: "Rejected",
      reason: "The certificate does not show the points.",
    });
    const ledger = await loadCpdLedger(getDb(), learner.id, { bodyCode: "HPCSA" });
    expect(ledger.entries.filter((entry) => entry.kind === "activity")).toHaveLength(0);
  });
});
