import { describe, expect, it } from "vitest";
import { renderAttendanceRegister } from "~/features/cpd-courses/attendance-register.server";
import { issueQuestion } from "~/features/cpd-courses/components/use-confirmed-certificate-post";
import { importEnrolledUsersCsv } from "~/features/cpd-courses/enrolled-users-csv.server";
import { withLocale } from "~/lib/request-context.server";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse } from "~/server/factories/cpd-factory";
import { pdfToText } from "~tests/support/pdf-text";

/** CPD course records speak the request's language (docs/translating.md); English stays word for word. */
describe("CPD course records in three languages", () => {
  it("asks before issuing certificates in English, Afrikaans and isiZulu, with a count for each part", () => {
    const question = { total: 3, alreadyIssued: 1, subject: "Anele" };
    expect(withLocale("en", () => issueQuestion(question))).toEqual({
      title: "Issue certificates",
      message:
        "Issue 3 certificates for Anele? 2 certificates are new and emailed with the PDF attached; 1 certificate already issued is reprinted with the same number and no second email.",
      confirmLabel: "Issue certificates",
    });
    expect(withLocale("af", () => issueQuestion(question).message)).toBe(
      "Reik 3 sertifikate uit vir Anele? 2 sertifikate is nuut en word per e-pos gestuur met die PDF aangeheg; 1 sertifikaat wat reeds uitgereik is, word herdruk met dieselfde nommer en sonder ’n tweede e-pos.",
    );
    expect(withLocale("zu", () => issueQuestion({ total: 1, alreadyIssued: 0, subject: "Anele" }).title)).toBe(
      "Khipha isitifiketi",
    );
  });

  it("gives a CSV file's refused rows their reasons in the language of the request", async () => {
    const db = getDb();
    const course = await insertCpdCourse(db);
    const file = "name,email\nA One,same@example.test\nB Two,same@example.test\nC Three,not-an-email\n";
    const result = await withLocale("zu", () => importEnrolledUsersCsv(db, course.id, file));
    expect(result).toMatchObject({ ok: false, checkedRows: 3 });
    const problems = "rowProblems" in result ? result.rowProblems : [];
    expect(problems.find((problem) => problem.line === 3)?.messages).toEqual([
      "I-imeyili: i-imeyili efanayo isemgqeni 2",
    ]);
    expect(problems.find((problem) => problem.line === 4)?.messages[0]).toMatch(/^I-imeyili: /);
    expect(await withLocale("af", () => importEnrolledUsersCsv(db, course.id, ""))).toEqual({
      ok: false,
      fileProblem: "Die lêer is leeg.",
    });
  });

  it("prints the attendance register's fixed labels in Afrikaans", async () => {
    const course = await insertCpdCourse(getDb(), {
      course_code: "AF-REG-1",
      activity_start_date: "2026-05-04T08:00:00.000Z",
      activity_end_date: "2026-05-05T08:00:00.000Z",
    });
    const pdf = await withLocale("af", () => renderAttendanceRegister(course, [], "Campus", "Africa/Johannesburg"));
    const text = pdfToText(pdf);
    expect(text).toContain("Bywoningsregister");
    expect(text).toContain("Kursuskode: AF-REG-1");
    expect(text).toContain("Handtekening");
    expect(text).toMatch(/bladsy 1 van 1/);
  });
});
