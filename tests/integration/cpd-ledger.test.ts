import { describe, expect, it } from "vitest";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { addMonths, parsePoints, summariseLedger } from "~/features/cpd-ledger/cpd-ledger";
import { loadCpdLedger } from "~/features/cpd-ledger/cpd-ledger.server";
import { createId } from "~/lib/ids";
import * as myCpdRoute from "~/routes/learn/my-cpd";
import * as transcriptCsvRoute from "~/routes/resources/cpd-transcript-csv";
import * as transcriptPdfRoute from "~/routes/resources/cpd-transcript-pdf";
import { getDb } from "~/server/app-context.server";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * The CPD points ledger (issue 14 item 4, decision 0033): totals per calendar year (site time
 * zone), per category and per rolling validity window against a body's rules read from the
 * database; only current certificates of this person (by account or confirmed address) and their
 * approved activities count; the page and the CSV show only the signed-in person's own ledger.
 */

const NOW = new Date("2026-06-15T10:00:00Z");

async function certificate(fields: {
  userId?: string | null;
  email?: string;
  date: string;
  points: string;
  clinical?: string;
  ethics?: string;
  accreditor: string;
  revoked?: boolean;
}) {
  const db = getDb();
  const { certificate: issued } = await issueCertificate(db, {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: fields.userId ? "online" : "cpd",
      user_id: fields.userId ?? null,
      recipient_name: "Learner",
      recipient_email: fields.email ?? "",
      course_name: `Course ${createId()}`,
      completion_date: fields.date,
      allocated_points: fields.points,
      clinical_points: fields.clinical ?? "",
      ethics_points: fields.ethics ?? "",
      accreditor: fields.accreditor,
    },
  });
  if (fields.revoked) {
    await db
      .updateTable("certificates")
      .set({ revoked_at: NOW.toISOString(), revoked_reason: "Issued in error" })
      .where("id", "=", issued.id)
      .execute();
  }
  return issued;
}

async function activity(
  userId: string,
  fields: { date: string; tenths: number; category: string; status: string; body?: string },
) {
  const db = getDb();
  const body = await db
    .selectFrom("cpd_bodies")
    .select("id")
    .where("code", "=", fields.body ?? "HPCSA")
    .executeTakeFirstOrThrow();
  const now = NOW.toISOString();
  await db
    .insertInto("cpd_activities")
    .values({
      id: createId(),
      user_id: userId,
      body_id: body.id,
      title: `Journal club ${createId()}`,
      provider: "SA Society",
      activity_date: fields.date,
      points_tenths: fields.tenths,
      category: fields.category,
      status: fields.status,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe("CPD ledger arithmetic", () => {
  it("reads points as tenths and moves dates by months, clamped to the month's end", () => {
    expect([parsePoints("3"), parsePoints("2.5"), parsePoints("3 CEUs"), parsePoints("1,5"), parsePoints("")]).toEqual([
      30, 25, 30, 15, 0,
    ]);
    expect(parsePoints("-4")).toBe(0); // a negative figure on a record never takes points away
    expect(addMonths("2026-06-15", -24)).toBe("2024-06-15");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });

  it("counts an entry dated on the window's first day as expired, the next day as valid", () => {
    const body = { code: "HPCSA", pointsPerYear: 30, validityMonths: 24, requirements: [] };
    const entry = (id: string, date: string) => ({
      kind: "activity" as const,
      id,
      title: id,
      reference: "",
      date,
      bodyCode: "HPCSA",
      pointsTenths: 10,
      categories: { general: 10 },
    });
    const summary = summariseLedger(
      [entry("a", "2024-06-15"), entry("b", "2024-06-16"), entry("c", "2026-06-16")],
      body,
      "2026-06-15",
    );
    expect(summary.entries.map((e) => [e.id, e.status, e.expiresOn])).toEqual([
      ["a", "Expired", "2026-06-15"],
      ["b", "Valid", "2026-06-16"],
      ["c", "Not yet", "2028-06-16"],
    ]);
    expect(summary.validTenths).toBe(10);
    expect(summary.yearTenths).toBe(0);
  });
});

describe("CPD ledger of a learner", () => {
  it("totals the year, the categories, the valid window and what is still needed, by the body's rules", async () => {
    const learner = await signedInAs("student");
    const other = await signedInAs("student");
    // This year (2026, Johannesburg): 10 (7 clinical, 3 ethics) + 2.5 (1 ethics) by confirmed address
    await certificate({
      userId: learner.id,
      date: "2026-03-01T08:00:00Z",
      points: "10",
      clinical: "7",
      ethics: "3",
      accreditor: "HPCSA",
    });
    await certificate({
      email: learner.email.toUpperCase(),
      date: "2026-04-01T08:00:00Z",
      points: "2.5",
      ethics: "1",
      accreditor: "Accredited by HPCSA",
    });
    // 23:30 UTC on 31 Dec 2025 is 1 Jan 2026 in Johannesburg: this year
    await certificate({ userId: learner.id, date: "2025-12-31T23:30:00Z", points: "1", accreditor: "hpcsa" });
    // Last year, still valid (24 months); and older than 24 months: expired
    await certificate({ userId: learner.id, date: "2025-07-01T08:00:00Z", points: "8", accreditor: "HPCSA" });
    await certificate({ userId: learner.id, date: "2024-05-01T08:00:00Z", points: "6", accreditor: "HPCSA" });
    // Never counted: another body, a revoked certificate, someone else's certificate
    await certificate({ userId: learner.id, date: "2026-02-01T08:00:00Z", points: "5", accreditor: "SAICA" });
    await certificate({
      userId: learner.id,
      date: "2026-02-02T08:00:00Z",
      points: "9",
      accreditor: "HPCSA",
      revoked: true,
    });
    await certificate({ userId: other.id, date: "2026-02-03T08:00:00Z", points: "20", accreditor: "HPCSA" });
    // Activities: approved 1.5 ethics counts; pending and rejected do not; another person's does not
    await activity(learner.id, { date: "2026-05-01", tenths: 15, category: "ethics", status: "approved" });
    await activity(learner.id, { date: "2026-05-02", tenths: 40, category: "clinical", status: "pending" });
    await activity(learner.id, { date: "2026-05-03", tenths: 40, category: "clinical", status: "rejected" });
    await activity(other.id, { date: "2026-05-04", tenths: 40, category: "ethics", status: "approved" });

    const view = await loadCpdLedger(getDb(), learner.id, { bodyCode: "hpcsa", now: NOW });
    expect(view.body?.code).toBe("HPCSA");
    expect(view.year).toBe("2026");
    expect(view.summary.yearTenths).toBe(100 + 25 + 10 + 15);
    expect(view.summary.stillNeededTenths).toBe(300 - 150);
    expect(view.summary.validTenths).toBe(150 + 80);
    expect(view.summary.windowStart).toBe("2024-06-15");
    const ethics = view.summary.categories.find((line) => line.category === "ethics");
    expect(ethics).toEqual({
      category: "ethics",
      yearTenths: 55,
      validTenths: 55,
      requiredTenths: 50,
      stillNeededTenths: 0,
    });
    const clinical = view.summary.categories.find((line) => line.category === "clinical");
    expect(clinical?.yearTenths).toBe(70);
    expect(view.entries).toHaveLength(7); // 6 of the learner's current certificates + 1 approved activity
    expect(view.entries.filter((entry) => entry.status === "Expired").map((entry) => entry.pointsTenths)).toEqual([60]);
    expect(view.entries.filter((entry) => entry.status === "Other body").map((entry) => entry.pointsTenths)).toEqual([
      50,
    ]);

    // Another body's rules: nothing of the learner's is ECSA, so everything is still needed.
    const ecsa = await loadCpdLedger(getDb(), learner.id, { bodyCode: "ECSA", now: NOW });
    expect(ecsa.summary.yearTenths).toBe(0);
    expect(ecsa.summary.stillNeededTenths).toBe(50);
    expect(ecsa.summary.categories).toEqual([
      { category: "developmental", yearTenths: 0, validTenths: 0, requiredTenths: 10, stillNeededTenths: 10 },
    ]);
  });

  it("follows the rules as they stand in cpd_bodies", async () => {
    const db = getDb();
    const learner = await signedInAs("student");
    await certificate({ userId: learner.id, date: "2026-03-01T08:00:00Z", points: "10", accreditor: "HPCSA" });
    const before = await db.selectFrom("cpd_bodies").selectAll().where("code", "=", "HPCSA").executeTakeFirstOrThrow();
    try {
      await db
        .updateTable("cpd_bodies")
        .set({ points_per_year: 40, validity_months: 2 })
        .where("id", "=", before.id)
        .execute();
      const view = await loadCpdLedger(db, learner.id, { bodyCode: "HPCSA", now: NOW });
      expect(view.summary.stillNeededTenths).toBe(300);
      expect(view.summary.yearTenths).toBe(100);
      expect(view.summary.validTenths).toBe(0); // 1 March is more than 2 months before 15 June
    } finally {
      await db
        .updateTable("cpd_bodies")
        .set({ points_per_year: before.points_per_year, validity_months: before.validity_months })
        .where("id", "=", before.id)
        .execute();
    }
  });
});

/** My CPD's "I report my CPD to" form, posted as the page posts it (multipart, like its other forms). */
async function chooseBody(cookie: string, reportsTo: string) {
  const form = new FormData();
  form.set("intent", "choose-reporting-body");
  form.set("reportsTo", reportsTo);
  const request = new Request(`${TEST_ORIGIN}/my-learning/cpd`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
  return settle(() => myCpdRoute.action(routeArgs(request)));
}

describe("the body a learner reports to", () => {
  it("assumes none until the learner says, counts against the chosen body's target, and shows none without one", async () => {
    const learner = await signedInAs("student");
    await certificate({ userId: learner.id, date: "2026-03-01T08:00:00Z", points: "4", accreditor: "HPCSA" });
    await certificate({ userId: learner.id, date: "2026-04-01T08:00:00Z", points: "2", accreditor: "ECSA" });

    const unsaid = await loadCpdLedger(getDb(), learner.id, { now: NOW });
    expect(unsaid.body).toBeNull();
    expect(unsaid.reportsTo).toBeNull();
    expect(unsaid.summary).toMatchObject({ yearTenths: 60, requiredTenths: 0, stillNeededTenths: 0 });
    expect(unsaid.entries.map((entry) => entry.status)).toEqual(["Recorded", "Recorded"]);

    expect(((await chooseBody(learner.cookie, "ECSA")) as Response).status).toBe(302);
    const ecsa = await loadCpdLedger(getDb(), learner.id, { now: NOW });
    expect(ecsa.reportsTo).toBe("ECSA");
    expect(ecsa.body?.code).toBe("ECSA");
    expect(ecsa.summary).toMatchObject({ yearTenths: 20, requiredTenths: 50 });

    expect(((await chooseBody(learner.cookie, "")) as Response).status).toBe(302);
    const none = await loadCpdLedger(getDb(), learner.id, { now: NOW });
    expect(none.reportsTo).toBe("");
    expect(none.body).toBeNull();
    expect(none.summary.requiredTenths).toBe(0);

    const refused = dataOf<{ fieldErrors: Record<string, string> }>(await chooseBody(learner.cookie, "NOPE"));
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors.reportsTo).toBe("Choose one of the accrediting bodies listed, or None.");
  });
});

describe("My CPD page and transcript", () => {
  it("asks a visitor to sign in, and shows a learner only their own ledger", async () => {
    const anonymous = await settle(() => myCpdRoute.loader(routeArgs(pageRequest("/my-learning/cpd"))));
    expect(anonymous).toBeInstanceOf(Response);
    expect([302, 401, 403]).toContain((anonymous as Response).status);
    const learner = await signedInAs("student");
    const other = await signedInAs("student");
    await certificate({ userId: other.id, date: "2026-03-01T08:00:00Z", points: "10", accreditor: "HPCSA" });
    const result = await myCpdRoute.loader(routeArgs(pageRequest("/my-learning/cpd", learner.cookie)));
    expect(result.view.entries).toEqual([]);
    const csv = await settle(() =>
      transcriptCsvRoute.loader(routeArgs(pageRequest("/my-learning/cpd/transcript.csv?body=HPCSA", learner.cookie))),
    );
    expect(csv).toBeInstanceOf(Response);
    const text = await (csv as Response).text();
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(1); // the header only
  });

  it("counts against no body for a hostile or unknown one (no HPCSA assumed), and neutralises formulas in the CSV", async () => {
    const learner = await signedInAs("student");
    await certificate({ userId: learner.id, date: "2026-03-01T08:00:00Z", points: "4", accreditor: "HPCSA" });
    await getDb()
      .updateTable("certificates")
      .set({ course_name: '=HYPERLINK("http://evil")' })
      .where("user_id", "=", learner.id)
      .execute();
    for (const body of ["' or 1=1 --", "x".repeat(5000), "\u0000", "ECSA\u202e"]) {
      const url = `/my-learning/cpd?body=${encodeURIComponent(body)}`;
      const result = await myCpdRoute.loader(routeArgs(pageRequest(url, learner.cookie)));
      expect(result.view.body).toBeNull();
    }
    const csv = (await settle(() =>
      transcriptCsvRoute.loader(routeArgs(pageRequest("/my-learning/cpd/transcript.csv?body=%00", learner.cookie))),
    )) as Response;
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain("'=HYPERLINK");
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("writes the transcript PDF with the learner's name, the body's rules, the totals and every record", async () => {
    const learner = await signedInAs("student", { name: "Ayanda Zulu" });
    await certificate({
      userId: learner.id,
      date: `${new Date().getUTCFullYear()}-01-15T08:00:00Z`,
      points: "4",
      ethics: "1",
      accreditor: "HPCSA",
    });
    const response = (await settle(() =>
      transcriptPdfRoute.loader(routeArgs(pageRequest("/my-learning/cpd/transcript.pdf?body=HPCSA", learner.cookie))),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const text = pdfToText(new Uint8Array(await response.arrayBuffer()), "reading");
    expect(text).toContain("CPD transcript: Ayanda Zulu");
    expect(text).toContain("30 points a year, 5 ethics");
    expect(text).toMatch(/Still needed in \d{4}: 26\b/);
    expect(text).toContain("Certificate ");
    const anonymous = await settle(() =>
      transcriptPdfRoute.loader(routeArgs(pageRequest("/my-learning/cpd/transcript.pdf"))),
    );
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).status).not.toBe(200);
  });
});
