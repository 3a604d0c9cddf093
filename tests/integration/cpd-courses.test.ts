import { beforeAll, describe, expect, it } from "vitest";
import * as attendanceRegisterRoute from "~/routes/cpd/attendance-register";
import * as courseDetailsRoute from "~/routes/cpd/course-details";
import * as courseFormRoute from "~/routes/cpd/course-form";
import * as enrolledUsersCsvRoute from "~/routes/cpd/enrolled-users-csv";
import * as listCoursesRoute from "~/routes/cpd/list-courses";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

function multipartRequest(pathname: string, fields: Record<string, string | File>, cookie: string): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request(`${TEST_ORIGIN}${pathname}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
    body,
  });
}

const VALID_COURSE = {
  courseName: "ISO 9001:2015 Internal Auditor for Clinical Laboratories",
  courseDescription: "Plan and run an internal audit of a laboratory quality system.",
  instructorName: "Dr Thabo Nkosi",
  instructorSignature: "",
  facilitatorName: "Anele Mthembu",
  facilitatorOrganization: "Campus Quality Consulting",
  location: "Durban ICC",
  allocatedPoints: "4",
  clinicalPoints: "3",
  ethicsPoints: "1",
  providerActivityNumber: "MT-2026-0991",
  courseCode: "ISO9001-IA-DBN",
  duration: "2 days",
  cpdBodyId: "cpdbodyhpc",
  cpdLevel: "Level 2",
  activityStartDate: "2026-05-04",
  activityEndDate: "2026-05-05",
};

function enrolFields(overrides: Record<string, string> = {}) {
  return {
    intent: "enrol-user",
    name: "Busisiwe Ndlovu",
    email: "busisiwe.ndlovu@example.test",
    idNumber: "MT 0045678",
    title: "CERTIFICATE OF SUCCESSFUL COMPLETION",
    allocatedPoints: "4",
    certificateNumber: "CPD-2026-BN00001",
    date: "2026-05-05",
    ...overrides,
  };
}

let instructor: SignedInUser;
beforeAll(async () => {
  instructor = await signedInAs("instructor");
});

describe("CPD course form", () => {
  it("refuses a course without the required fields, saving nothing", async () => {
    const before = await getDb().selectFrom("cpd_courses").select("id").execute();
    const result = await courseFormRoute.action(
      routeArgs(formRequest("/course/add", { courseName: " ", instructorName: "", courseCode: "" }, instructor.cookie)),
    );
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(result);
    expect(status).toBe(400);
    expect(data.fieldErrors).toMatchObject({
      courseName: "This field is required",
      instructorName: "This field is required",
      courseCode: "This field is required",
    });
    expect(await getDb().selectFrom("cpd_courses").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses clinical and ethics points above the allocated total and an end before the start", async () => {
    const result = await courseFormRoute.action(
      routeArgs(
        formRequest(
          "/course/add",
          { ...VALID_COURSE, clinicalPoints: "4", ethicsPoints: "2", activityEndDate: "2026-05-01" },
          instructor.cookie,
        ),
      ),
    );
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(result);
    expect(status).toBe(400);
    expect(data.fieldErrors.clinicalPoints).toMatch(/cannot exceed/);
    expect(data.fieldErrors.activityEndDate).toMatch(/cannot be before/);
  });

  it("creates, lists, searches and edits a course; a stale save is refused and loses nothing", async () => {
    const created = (await settle(() =>
      courseFormRoute.action(routeArgs(formRequest("/course/add", VALID_COURSE, instructor.cookie))),
    )) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/list-courses");
    expect(created.headers.get("Set-Cookie")).toContain("campus_toast");

    const listed = await listCoursesRoute.loader(
      routeArgs(pageRequest("/list-courses?q=clinical%20durban", instructor.cookie)),
    );
    expect(listed.courses.map((course) => course.courseName)).toContain(VALID_COURSE.courseName);
    const course = listed.courses.find((item) => item.courseName === VALID_COURSE.courseName);
    if (!course) throw new Error("course not listed");
    const missed = await listCoursesRoute.loader(
      routeArgs(pageRequest("/list-courses?q=no-such-course", instructor.cookie)),
    );
    expect(missed.courses).toEqual([]);

    const loaded = await courseFormRoute.loader(
      routeArgs(pageRequest(`/course/${course.id}/edit`, instructor.cookie), { courseId: course.id }),
    );
    expect(loaded.course).toMatchObject({ courseCode: "ISO9001-IA-DBN", clinicalPoints: "3", ethicsPoints: "1" });
    expect(loaded.course?.version).toBe(1);

    const firstSave = (await settle(() =>
      courseFormRoute.action(
        routeArgs(
          formRequest(
            `/course/${course.id}/edit`,
            { ...VALID_COURSE, location: "Umhlanga", version: "1" },
            instructor.cookie,
          ),
          { courseId: course.id },
        ),
      ),
    )) as Response;
    expect(firstSave.status).toBe(302);

    // A second editor who opened the form at version 1 too.
    const staleSave = await courseFormRoute.action(
      routeArgs(
        formRequest(
          `/course/${course.id}/edit`,
          { ...VALID_COURSE, location: "Pietermaritzburg", version: "1" },
          instructor.cookie,
        ),
        { courseId: course.id },
      ),
    );
    const stale = dataOf<{ formError: string; values: Record<string, string> }>(staleSave);
    expect(stale.status).toBe(409);
    expect(stale.data.formError).toMatch(/Someone else saved this course/);
    expect(stale.data.values.location).toBe("Pietermaritzburg");
    const stored = await getDb()
      .selectFrom("cpd_courses")
      .selectAll()
      .where("id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect(stored.location).toBe("Umhlanga");
    expect(stored.version).toBe(2);
  });
});

describe("course details: the Edit Course overlay", () => {
  it("requires every field SPEC 5 lists, saves with 'Course details updated successfully', refuses a stale save", async () => {
    const course = await insertCpdCourse(getDb());
    const path = `/course-details/${course.id}`;
    const empty = dataOf<{ ok: boolean; fieldErrors: Record<string, string> }>(
      await courseDetailsRoute.action(
        routeArgs(formRequest(path, { intent: "edit-course", version: "1" }, instructor.cookie), { id: course.id }),
      ),
    );
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.data.fieldErrors).sort()).toEqual(
      [
        "allocatedPoints",
        "courseCode",
        "courseDescription",
        "courseName",
        "duration",
        "facilitatorName",
        "facilitatorOrganization",
        "instructorName",
        "location",
        "providerActivityNumber",
      ].sort(),
    );

    const fields = {
      intent: "edit-course",
      courseName: "ISO 15189:2022 Internal Audit (revised)",
      courseDescription: course.course_description,
      instructorName: course.instructor_name,
      facilitatorName: course.facilitator_name,
      facilitatorOrganization: course.facilitator_organization,
      location: "Sandton Convention Centre",
      duration: "2 days",
      allocatedPoints: "3",
      providerActivityNumber: course.provider_activity_number,
      courseCode: course.course_code,
      version: "1",
    };
    const saved = await courseDetailsRoute.action(
      routeArgs(formRequest(path, fields, instructor.cookie), { id: course.id }),
    );
    expect(saved).toEqual({ ok: true, intent: "edit-course", message: "Course details updated successfully" });
    const stale = dataOf<{ formError: string }>(
      await courseDetailsRoute.action(
        routeArgs(formRequest(path, { ...fields, location: "Elsewhere" }, instructor.cookie), { id: course.id }),
      ),
    );
    expect(stale.status).toBe(409);
    const stored = await getDb()
      .selectFrom("cpd_courses")
      .selectAll()
      .where("id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect(stored.location).toBe("Sandton Convention Centre");
    // Fields the overlay does not show are kept.
    expect(stored.accreditor).toBe(course.accreditor);
  });
});

describe("enrolled users", () => {
  it("enrols, refuses an empty form and a taken certificate number, edits and removes a user", async () => {
    const course = await insertCpdCourse(getDb());
    const path = `/course-details/${course.id}`;
    const call = (fields: Record<string, string>) =>
      courseDetailsRoute.action(routeArgs(formRequest(path, fields, instructor.cookie), { id: course.id }));

    const empty = dataOf<{ fieldErrors: Record<string, string> }>(
      await call({ intent: "enrol-user", title: "", date: "" }),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors).toMatchObject({
      name: "This field is required",
      email: "This field is required",
      title: "This field is required",
      allocatedPoints: "This field is required",
      certificateNumber: "This field is required",
      date: "This field is required",
    });

    expect(await call(enrolFields())).toEqual({ ok: true, intent: "enrol-user", message: "User added successfully" });
    const taken = dataOf<{ fieldErrors: Record<string, string> }>(
      await call(enrolFields({ name: "Someone Else", email: "someone@example.test" })),
    );
    expect(taken.status).toBe(409);
    expect((taken.data as unknown as { reason: string }).reason).toBe("conflict");
    expect(taken.data.fieldErrors.certificateNumber).toBe("This certificate number is already in use");

    const details = await courseDetailsRoute.loader(routeArgs(pageRequest(path, instructor.cookie), { id: course.id }));
    expect(details.users).toHaveLength(1);
    const enrolled = details.users[0]!;
    expect(details.newUserDefaults.title).toBe("CERTIFICATE OF SUCCESSFUL COMPLETION");

    const edited = await call({
      ...enrolFields({
        intent: "edit-user",
        name: "Busisiwe Ndlovu-Khumalo",
        email: "b.khumalo@example.test",
        idNumber: "MT 0099999",
        allocatedPoints: "3.5",
        certificateNumber: "CPD-2026-BK00002",
        title: "CERTIFICATE OF ATTENDANCE",
        date: "2026-05-06",
      }),
      enrolledUserId: enrolled.id,
      version: String(enrolled.version),
    });
    expect(edited).toMatchObject({ ok: true });
    const stored = await getDb()
      .selectFrom("cpd_enrolled_users")
      .selectAll()
      .where("id", "=", enrolled.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: "Busisiwe Ndlovu-Khumalo",
      email: "b.khumalo@example.test",
      id_number: "MT 0099999",
      allocated_points: "3.5",
      certificate_number: "CPD-2026-BK00002",
      title: "CERTIFICATE OF ATTENDANCE",
      completion_date: "2026-05-06T12:00:00.000Z",
    });

    expect(await call({ intent: "remove-user", enrolledUserId: enrolled.id })).toMatchObject({ ok: true });
    expect(await getDb().selectFrom("cpd_enrolled_users").select("id").where("id", "=", enrolled.id).execute()).toEqual(
      [],
    );
  });

  it("says a PDF, a workbook or an image given to the CSV import is not a CSV file", async () => {
    const course = await insertCpdCourse(getDb());
    const path = `/course-details/${course.id}`;
    const samples: Array<[string, Uint8Array, RegExp]> = [
      ["attendees.pdf", new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), /a PDF/],
      ["attendees.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), /an Excel workbook/],
      ["attendees.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), /a PNG image/],
    ];
    for (const [name, bytes, format] of samples) {
      const result = await courseDetailsRoute.action(
        routeArgs(
          multipartRequest(
            path,
            { intent: "import-csv", file: new File([new Uint8Array(bytes)], name) },
            instructor.cookie,
          ),
          {
            id: course.id,
          },
        ),
      );
      const { data, status } = dataOf<{ formError: string }>(result);
      expect(status, name).toBe(400);
      expect(data.formError, name).toMatch(/not a CSV file/);
      expect(data.formError, name).toMatch(format);
    }
  });

  it("imports a CSV all or nothing, reporting each refused row, and exports what the import reads", async () => {
    const course = await insertCpdCourse(getDb());
    await insertEnrolledUser(getDb(), course.id, {
      email: "existing@example.test",
      certificate_number: "CPD-2026-EX00001",
    });
    const path = `/course-details/${course.id}`;
    const importFile = (text: string) =>
      courseDetailsRoute.action(
        routeArgs(
          multipartRequest(
            path,
            { intent: "import-csv", file: new File([text], "users.csv", { type: "text/csv" }) },
            instructor.cookie,
          ),
          { id: course.id },
        ),
      );

    const badFile = [
      "Name,Email,ID Number,Title,Allocated Points,Certificate Number,Date",
      "Sibusiso Dube,sibusiso@example.test,MT 0011111,,3,CPD-2026-SD00001,2026-03-11",
      "No Email,,MT 0022222,,3,,2026-03-11",
      'Karabo Molefe,"karabo@example.test",MT 0033333,,three,CPD-2026-EX00001,2026-03-11',
      "Existing Person,existing@example.test,,,3,,2026-03-11",
    ].join("\r\n");
    const refused = dataOf<{ importProblems: Array<{ line: number; name: string; messages: string[] }> }>(
      await importFile(badFile),
    );
    expect(refused.status).toBe(422);
    expect(refused.data.importProblems.map((problem) => problem.line)).toEqual([3, 4, 5]);
    expect(refused.data.importProblems[0]?.messages).toContain("Email: This field is required");
    expect(refused.data.importProblems[1]?.messages.join(" ")).toMatch(/Allocated points: Enter a number/);
    expect(refused.data.importProblems[2]?.messages).toContain(
      "Email: Someone with this email is already enrolled on this course",
    );
    // Nothing half-imported: the good first row was not saved either.
    const afterRefusal = await getDb()
      .selectFrom("cpd_enrolled_users")
      .select("email")
      .where("cpd_course_id", "=", course.id)
      .execute();
    expect(afterRefusal.map((row) => row.email)).toEqual(["existing@example.test"]);

    const duplicates = dataOf<{ importProblems: Array<{ line: number; messages: string[] }> }>(
      await importFile(
        "name,email,certificateNumber\nA One,same@example.test,CPD-2026-AAA0001\nB Two,same@example.test,CPD-2026-AAA0001\n",
      ),
    );
    expect(duplicates.data.importProblems).toEqual([
      {
        line: 3,
        name: "B Two",
        messages: ["Certificate number: the same number is on line 2", "Email: the same email is on line 2"],
      },
    ]);

    const goodFile = `\uFEFFname,email,idNumber,title,allocatedPoints,certificateNumber,date\n"Dube, Sibusiso",sibusiso@example.test,MT 0011111,,3,CPD-2026-SD00001,2026-03-11\nKarabo Molefe,karabo@example.test,,,2.5,,\n`;
    expect(await importFile(goodFile)).toEqual({ ok: true, intent: "import-csv", message: "2 users imported" });

    const response = (await enrolledUsersCsvRoute.loader(
      routeArgs(pageRequest(`${path}/enrolled-users.csv`, instructor.cookie), { id: course.id }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("name,email,idNumber,title,allocatedPoints,certificateNumber,date");
    expect(lines).toContain(
      '"Dube, Sibusiso",sibusiso@example.test,MT 0011111,CERTIFICATE OF SUCCESSFUL COMPLETION,3,CPD-2026-SD00001,2026-03-11',
    );
    expect(lines).toHaveLength(4);
    const karabo = lines.find((line) => line.startsWith("Karabo Molefe"));
    // A blank certificate number was generated.
    expect(karabo).toMatch(/,2\.5,CPD-\d{4}-[A-Z2-9]{7},\d{4}-\d{2}-\d{2}$/);
  });

  it("prints an attendance register with names, ID or HPCSA numbers and a signature column", async () => {
    const course = await insertCpdCourse(getDb(), { course_name: "Ethics in Laboratory Practice" });
    await insertEnrolledUser(getDb(), course.id, { name: "Precious Mokoena", id_number: "MT 0077777" });
    await insertEnrolledUser(getDb(), course.id, { name: "Riaan Botha", id_number: "8801015009087" });
    const response = (await attendanceRegisterRoute.loader(
      routeArgs(pageRequest(`/course-details/${course.id}/attendance-register.pdf`, instructor.cookie), {
        id: course.id,
      }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const text = pdfToText(new Uint8Array(await response.arrayBuffer()));
    // One page for two attendees: the footer must not spill onto a page of its own.
    expect(text.split("\f").filter((page) => page.trim()).length).toBe(1);
    for (const expected of [
      "Attendance register",
      "Ethics in Laboratory Practice",
      "Precious Mokoena",
      "MT 0077777",
      "Riaan Botha",
      "8801015009087",
      "Signature",
      "ID / HPCSA number",
    ]) {
      expect(text).toContain(expected);
    }
  });
});
