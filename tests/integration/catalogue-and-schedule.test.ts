import { describe, expect, it } from "vitest";
import { createScheduleEntry, findScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import * as schedulePdfRoute from "~/routes/resources/schedule-pdf";
import * as catalogueRoute from "~/routes/site/course-catalogue";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import * as learningCenterRoute from "~/routes/site/learning-center";
import * as scheduleEntryRoute from "~/routes/site/schedule-entry";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { daysFromToday } from "~/server/factories/event-factory";
import { seasonYear } from "~/server/seed/training-schedule";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

describe("course catalogue", () => {
  it("lists only the published courses of the requested type", async () => {
    const published = await insertCourse(getDb(), {
      name: "ISO 15189:2022 for Medical Laboratories",
      type: "accreditation",
    });
    const draft = await insertCourse(getDb(), {
      name: "Draft accreditation course",
      type: "accreditation",
      is_published: 0,
    });
    const otherType = await insertCourse(getDb(), { name: "ISO 9001 Lead Auditor", type: "certification" });

    const page = await catalogueRoute.loader(
      routeArgs(pageRequest("/courses/accreditation"), { type: "accreditation" }),
    );
    const ids = page.courses.map((course) => course.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(otherType.id);
    expect(page.courses.find((course) => course.id === published.id)).toEqual({
      id: published.id,
      slug: published.slug,
      name: published.name,
      subtitle: published.subtitle,
      // No cover uploaded, and ISO 15189 is no family of its own: its category's generated cover.
      coverUrl: "/covers/accreditation.svg",
      type: "accreditation",
      // No lessons: a training course (an online course has lessons to take).
      isOnline: false,
      // Its own language, and no translations (decision 0108-course-translations).
      offeredIn: ["en"],
    });
  });

  it("gives a real 404 for any other type", async () => {
    for (const type of ["webinars", "Accreditation", ""]) {
      const result = (await settle(() =>
        catalogueRoute.loader(routeArgs(pageRequest(`/courses/${type}`), { type })),
      )) as Response;
      expect(result).toBeInstanceOf(Response);
      expect(result.status).toBe(404);
    }
  });

  it("shows a published course's overview and hides a draft", async () => {
    const course = await insertCourse(getDb(), {
      name: "Root Cause Analysis and Corrective Action",
      title: "Stop problems coming back",
      type: "improvement",
      description_html: "<p>Five Whys and <strong>fishbone</strong> diagrams.</p>",
      outcome: "Find the real cause\nVerify the action worked",
      requirements: "None",
      cover_url: "/covers/improvement.svg",
    });
    const overview = await courseOverviewRoute.loader(
      routeArgs(pageRequest(`/course-overview/${course.slug}`), { slug: course.slug }),
    );
    expect(overview.course).toMatchObject({
      name: course.name,
      title: "Stop problems coming back",
      descriptionHtml: "<p>Five Whys and <strong>fishbone</strong> diagrams.</p>",
      outcome: "Find the real cause\nVerify the action worked",
      requirements: "None",
      // A stored /covers/ address is a generated cover, chosen again from the course.
      coverUrl: "/covers/improvement.svg",
      type: "improvement",
    });

    // The record's id also finds it (SPEC 2: course-overview/{id}, a slug in the public links).
    const byId = await courseOverviewRoute.loader(
      routeArgs(pageRequest(`/course-overview/${course.id}`), { slug: course.id }),
    );
    expect(byId.course.slug).toBe(course.slug);

    const draft = await insertCourse(getDb(), { is_published: 0 });
    for (const slug of [draft.slug, draft.id, "no-such-course"]) {
      const result = (await settle(() =>
        courseOverviewRoute.loader(routeArgs(pageRequest(`/course-overview/${slug}`), { slug })),
      )) as Response;
      expect(result.status).toBe(404);
    }
  });
});

describe("training schedule", () => {
  it("shows upcoming runs grouped by month and leaves past runs out", async () => {
    await createScheduleEntry(getDb(), {
      courseTitle: "Past run of ISO 9001 Awareness",
      courseId: null,
      startDate: daysFromToday(-10),
      durationDays: 1,
      isOnsite: false,
      isOnline: true,
      venue: "",
    });
    await createScheduleEntry(getDb(), {
      courseTitle: "ISO 45001:2018 Implementation",
      courseId: null,
      startDate: daysFromToday(40),
      durationDays: 3,
      isOnsite: true,
      isOnline: true,
      venue: "Durban",
    });
    const page = await learningCenterRoute.loader(routeArgs(pageRequest("/learning-center")));
    const titles = page.months.flatMap((month) => month.entries.map((entry) => entry.courseTitle));
    expect(titles).toContain("ISO 45001:2018 Implementation");
    expect(titles).not.toContain("Past run of ISO 9001 Awareness");
    const entry = page.months
      .flatMap((month) => month.entries)
      .find((item) => item.courseTitle.startsWith("ISO 45001"));
    expect(entry).toMatchObject({
      duration: "3 days",
      locations: ["Classroom at our venue", "Online live"],
      venue: "Durban",
    });
    expect(page.canManage).toBe(false);
  });

  it("returns the current schedule as a real PDF whose text can be read back", async () => {
    await createScheduleEntry(getDb(), {
      courseTitle: "Measurement Uncertainty and Method Validation",
      courseId: null,
      startDate: daysFromToday(20),
      durationDays: 5,
      isOnsite: true,
      isOnline: false,
      venue: "Pretoria",
    });
    const response = (await schedulePdfRoute.loader()) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="training-schedule-/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // Reading order, whitespace collapsed: a cell that wraps still reads as one phrase.
    const text = pdfToText(bytes, "reading");
    expect(text).toContain("training schedule");
    expect(text).toContain("Measurement Uncertainty and Method Validation");
    expect(text).toContain("Pretoria");
    expect(text).toContain("5 days");
    expect(text).toContain("ISO 45001:2018 Implementation");
    expect(text).toContain("Online live");
    expect(text).not.toContain("Past run of ISO 9001 Awareness");
    const month = new Date(`${daysFromToday(20)}T00:00:00Z`).toLocaleDateString("en-ZA", {
      timeZone: "UTC",
      month: "long",
      year: "numeric",
    });
    expect(text).toContain(month);
  });

  it("repeats the table's header row on every page of a long schedule, sent as a file that runs nothing", async () => {
    for (let run = 1; run <= 60; run++) {
      await createScheduleEntry(getDb(), {
        courseTitle: `Internal Auditor Course run ${run}`,
        courseId: null,
        startDate: daysFromToday(30),
        durationDays: 2,
        isOnsite: true,
        isOnline: true,
        venue: "Johannesburg",
      });
    }
    const response = (await schedulePdfRoute.loader()) as Response;
    expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const pages = pdfToText(new Uint8Array(await response.arrayBuffer()))
      .split("\f")
      .filter((page) => page.includes("Internal Auditor Course run"));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toMatch(/Course\s+Dates\s+Duration\s+Delivery\s+Price/);
  });

  it("seeds the next season that has not begun", () => {
    expect(seasonYear(new Date("2027-02-10T00:00:00Z"))).toBe(2027);
    expect(seasonYear(new Date("2026-11-21T00:00:00Z"))).toBe(2027);
  });
});

describe("managing the schedule", () => {
  const validEntry = {
    courseTitle: "ISO 22000:2018 Food Safety Implementation",
    courseId: "",
    startDate: daysFromToday(60),
    durationDays: "3",
    isOnsite: "on",
    venue: "Gqeberha",
  };

  it("answers 403 to a student, in the loader and the action", async () => {
    const { cookie } = await signedInAs("student");
    const loaderResult = (await settle(() =>
      scheduleEntryRoute.loader(routeArgs(pageRequest("/learning-center/schedule/new", cookie), { entryId: "new" })),
    )) as Response;
    expect(loaderResult.status).toBe(403);
    const actionResult = (await settle(() =>
      scheduleEntryRoute.action(
        routeArgs(formRequest("/learning-center/schedule/new", validEntry, cookie), { entryId: "new" }),
      ),
    )) as Response;
    expect(actionResult.status).toBe(403);
  });

  it("lets an instructor add, edit and delete an entry", async () => {
    const { cookie } = await signedInAs("instructor");
    const course = await insertCourse(getDb(), { name: "ISO 22000:2018 Food Safety Implementation" });
    const created = (await settle(() =>
      scheduleEntryRoute.action(
        routeArgs(formRequest("/learning-center/schedule/new", { ...validEntry, courseId: course.id }, cookie), {
          entryId: "new",
        }),
      ),
    )) as Response;
    expect(created.headers.get("Location")).toBe("/learning-center");
    const stored = await getDb()
      .selectFrom("training_schedule_entries")
      .selectAll()
      .where("course_title", "=", validEntry.courseTitle)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      course_id: course.id,
      start_date: validEntry.startDate,
      duration_days: 3,
      is_onsite: 1,
      is_online: 0,
      venue: "Gqeberha",
    });

    const page = await learningCenterRoute.loader(routeArgs(pageRequest("/learning-center", cookie)));
    expect(page.canManage).toBe(true);
    const listed = page.months.flatMap((month) => month.entries).find((entry) => entry.id === stored.id);
    expect(listed?.courseSlug).toBe(course.slug);

    await settle(() =>
      scheduleEntryRoute.action(
        routeArgs(
          formRequest(
            `/learning-center/schedule/${stored.id}`,
            {
              ...validEntry,
              durationDays: "5",
              isOnsite: "",
              isOnline: "on",
              venue: "",
              version: String(stored.version),
            },
            cookie,
          ),
          { entryId: stored.id },
        ),
      ),
    );
    expect(await findScheduleEntry(getDb(), stored.id)).toMatchObject({
      duration_days: 5,
      is_onsite: 0,
      is_online: 1,
      course_id: null,
    });

    const deleted = (await settle(() =>
      scheduleEntryRoute.action(
        routeArgs(formRequest(`/learning-center/schedule/${stored.id}`, { intent: "delete" }, cookie), {
          entryId: stored.id,
        }),
      ),
    )) as Response;
    expect(deleted.headers.get("Location")).toBe("/learning-center");
    expect(await findScheduleEntry(getDb(), stored.id)).toBeUndefined();
  });

  it("names every invalid field and saves nothing", async () => {
    const { cookie } = await signedInAs("admin");
    const result = await scheduleEntryRoute.action(
      routeArgs(
        formRequest(
          "/learning-center/schedule/new",
          { courseTitle: " ", courseId: "", startDate: "2027-02-30", venue: "" },
          cookie,
        ),
        { entryId: "new" },
      ),
    );
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(result);
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      courseTitle: "Course is required",
      startDate: "Enter a valid date",
      durationDays: "Choose a duration of 1, 3 or 5 days",
      location: "Choose at least one location",
    });
    const twoDays = dataOf<{ fieldErrors: Record<string, string> }>(
      await scheduleEntryRoute.action(
        routeArgs(formRequest("/learning-center/schedule/new", { ...validEntry, durationDays: "2" }, cookie), {
          entryId: "new",
        }),
      ),
    );
    expect(twoDays.data.fieldErrors).toEqual({ durationDays: "Choose a duration of 1, 3 or 5 days" });
    const forged = dataOf<{ fieldErrors: Record<string, string> }>(
      await scheduleEntryRoute.action(
        routeArgs(formRequest("/learning-center/schedule/new", { ...validEntry, courseId: "not-a-course" }, cookie), {
          entryId: "new",
        }),
      ),
    );
    expect(forged.status).toBe(400);
    expect(forged.data.fieldErrors).toEqual({ courseId: "Choose a course from the list" });
  });

  it("gives a 404 for an entry that does not exist", async () => {
    const { cookie } = await signedInAs("admin");
    const result = (await settle(() =>
      scheduleEntryRoute.loader(routeArgs(pageRequest("/learning-center/schedule/nope", cookie), { entryId: "nope" })),
    )) as Response;
    expect(result.status).toBe(404);
  });
});
