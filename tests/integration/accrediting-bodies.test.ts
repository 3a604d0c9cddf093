import { beforeAll, describe, expect, it } from "vitest";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { createId } from "~/lib/ids";
import * as courseFormRoute from "~/routes/cpd/course-form";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { linkCourseAccreditors } from "~db/migrations/20261128_cpd_0002_accrediting-bodies";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * One list of accrediting bodies (cpd_bodies, decision 0071-cpd-certificates): the bodies with code
 * and name, chosen from a select on the CPD course form; the free text stored before is mapped to
 * its body by its known spellings, and a text no body matches is kept as a custom entry.
 */

let instructor: SignedInUser;

beforeAll(async () => {
  instructor = await signedInAs("instructor");
});

function courseFields(overrides: Record<string, string> = {}) {
  return {
    courseName: `Risk-based internal audit ${createId()}`,
    courseDescription: "",
    instructorName: "Dr Thabo Nkosi",
    instructorSignature: "",
    facilitatorName: "",
    facilitatorOrganization: "",
    location: "Durban ICC",
    allocatedPoints: "4",
    clinicalPoints: "",
    ethicsPoints: "",
    providerActivityNumber: "",
    courseCode: `RBIA-${createId().slice(0, 5)}`,
    duration: "",
    cpdLevel: "",
    activityStartDate: "",
    activityEndDate: "",
    validityMonths: "",
    renewalUrl: "",
    ...overrides,
  };
}

describe("the list of accrediting bodies", () => {
  it("has the South African bodies a quality training company reports to, each with a code and a name", async () => {
    const bodies = await getDb().selectFrom("cpd_bodies").select(["code", "name"]).where("is_custom", "=", 0).execute();
    const codes = bodies.map((body) => body.code);
    expect(codes).toEqual(
      expect.arrayContaining(["HPCSA", "SACNASP", "ECSA", "SACPCMP", "SAATCA", "SAIOSH", "SAICA", "SAIPA", "SAPC"]),
    );
    for (const body of bodies) expect(body.name.length, body.code).toBeGreaterThan(body.code.length);
  });

  it("maps the free text stored before to its body by its spellings, and keeps unknown text as custom entries", async () => {
    const db = getDb();
    const texts = [
      "HPCSA",
      "Health Professions Council of South Africa",
      "h.p.c.s.a",
      "Accredited by ECSA",
      "SA Society of Medical Laboratory Technology",
      "SA Society of Medical Laboratory Technology",
    ];
    const ids: string[] = [];
    for (const accreditor of texts) {
      const course = await insertCpdCourse(db, { accreditor, cpd_body_id: null });
      ids.push(course.id);
    }
    await linkCourseAccreditors(db, new Date().toISOString());
    const linked = await db
      .selectFrom("cpd_courses")
      .innerJoin("cpd_bodies", "cpd_bodies.id", "cpd_courses.cpd_body_id")
      .select([
        "cpd_courses.id",
        "cpd_courses.accreditor",
        "cpd_bodies.code",
        "cpd_bodies.name",
        "cpd_bodies.is_custom",
      ])
      .where("cpd_courses.id", "in", ids)
      .execute();
    const codeOf = (id: string) => linked.find((row) => row.id === id);
    expect(ids.slice(0, 3).map((id) => codeOf(id)?.code)).toEqual(["HPCSA", "HPCSA", "HPCSA"]);
    expect(codeOf(ids[3] as string)?.code).toBe("ECSA");
    const custom = [codeOf(ids[4] as string), codeOf(ids[5] as string)];
    expect(custom[0]).toMatchObject({ name: "SA Society of Medical Laboratory Technology", is_custom: 1 });
    expect(custom[1]?.code).toBe(custom[0]?.code);
    // The text printed on certificates already issued stays as it was.
    expect(codeOf(ids[2] as string)?.accreditor).toBe("h.p.c.s.a");
  });
});

describe("the CPD course form", () => {
  it("offers the bodies in a select and stores the chosen one, printed by its name on the certificate", async () => {
    const page = await courseFormRoute.loader(routeArgs(pageRequest("/course/add", instructor.cookie)));
    expect(page.bodies.map((body) => body.code)).toEqual(expect.arrayContaining(["HPCSA", "SACNASP"]));
    const sacnasp = page.bodies.find((body) => body.code === "SACNASP");
    const fields = courseFields({ cpdBodyId: sacnasp?.id ?? "" });
    const saved = (await settle(() =>
      courseFormRoute.action(routeArgs(formRequest("/course/add", fields, instructor.cookie))),
    )) as Response;
    expect(saved.status).toBe(302);
    const db = getDb();
    const course = await db
      .selectFrom("cpd_courses")
      .selectAll()
      .where("course_name", "=", fields.courseName)
      .executeTakeFirstOrThrow();
    expect(course).toMatchObject({
      cpd_body_id: sacnasp?.id,
      accreditor: "South African Council for Natural Scientific Professions",
    });
    const enrolled = await insertEnrolledUser(db, course.id, { allocated_points: "" });
    const issued = await issueEnrolledUserCertificate(db, {
      cpdCourseId: course.id,
      enrolledUserId: enrolled.id,
      issuedByUserId: instructor.id,
    });
    if (!issued.ok) throw new Error(issued.message);
    expect(pdfToText(issued.pdf, "reading")).toContain(
      "Accredited by: South African Council for Natural Scientific Professions",
    );
  });

  it("refuses a body that is not on the list, with a message by the field", async () => {
    const refused = dataOf<{ fieldErrors: Record<string, string> }>(
      await courseFormRoute.action(
        routeArgs(formRequest("/course/add", courseFields({ cpdBodyId: "made-up" }), instructor.cookie)),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors.cpdBodyId).toBe("Choose one of the accrediting bodies listed, or None.");
  });
});
