import { describe, expect, it } from "vitest";
import { scheduleEntrySchema } from "~/features/training-schedule/training-schedule.schema";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { addDays, todayIn } from "~/lib/dates";
import { parseForm } from "~/lib/forms";
import * as courseSettingsRoute from "~/routes/instructor/course-settings";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import { getDb } from "~/server/app-context.server";
import { addCourseInstructor, insertChapter, insertCourse, insertLesson } from "~/server/factories/course-factory";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Issue 13, item 3: a training course's page answers a buyer's questions from data its editor keeps in
 * the course settings (price, delivery, who it is for, accreditation, CPD points, questions and answers),
 * with the next dates, venues and seats from the training schedule, its facilitators and related courses.
 */

/** A course taught by a new instructor, who edits its settings. */
async function courseWithEditor(overrides: Parameters<typeof insertCourse>[1] = {}) {
  const editor = await signedInAs("instructor");
  const course = await insertCourse(getDb(), overrides);
  await addCourseInstructor(getDb(), course.id, editor.id);
  return { course, cookie: editor.cookie };
}

async function saveSettings(courseId: string, cookie: string, extra: Record<string, string>) {
  const course = await getDb().selectFrom("courses").selectAll().where("id", "=", courseId).executeTakeFirstOrThrow();
  return settle(() =>
    courseSettingsRoute.action(
      routeArgs(
        formRequest(
          `/edit-course/${courseId}/settings`,
          {
            intent: "save-settings",
            version: String(course.version),
            name: course.name,
            title: course.title,
            subtitle: course.subtitle,
            type: course.type,
            coverUrl: "",
            descriptionHtml: course.description_html,
            outcome: course.outcome,
            requirements: course.requirements,
            slug: course.slug,
            isPublished: "on",
            ...extra,
          },
          cookie,
        ),
        { courseId },
      ),
    ),
  );
}

const FACTS = {
  buyerFacts: "1",
  price: "R 14 850",
  priceNote: "per person, excluding VAT",
  deliveryClassroom: "on",
  deliveryInHouse: "on",
  audience: "Quality managers\nInternal auditors",
  accreditation: "SAATCA aligned",
  cpdPoints: "18",
  faq: "Is lunch included?\nYes, on classroom days.\n\nCan we book in-house?\nYes, for up to 16 people.",
};

async function overviewOf(slug: string) {
  return (await courseOverviewRoute.loader(routeArgs(pageRequest(`/course-overview/${slug}`), { slug }))) as Awaited<
    ReturnType<typeof courseOverviewRoute.loader>
  >;
}

describe("a training course's buyer facts", () => {
  it("are saved from the course settings and shown on its public page", async () => {
    const { course, cookie } = await courseWithEditor({
      name: "ISO 9001 Lead Auditor (buyer facts)",
      type: "certification",
    });
    const saved = (await saveSettings(course.id, cookie, FACTS)) as Response;
    expect(saved.status).toBe(302);

    const { buyer, seo } = await overviewOf(course.slug);
    // Search engines get the same price as an Offer in rand.
    expect(seo.jsonLd[0]).toMatchObject({
      offers: { "@type": "Offer", price: "14850.00", priceCurrency: "ZAR", category: "Paid" },
    });
    expect(buyer).toMatchObject({
      priceCents: 1_485_000,
      priceNote: "per person, excluding VAT",
      delivery: ["classroom", "in-house"],
      audience: "Quality managers\nInternal auditors",
      accreditation: "SAATCA aligned",
      cpdPoints: "18",
      faq: [
        { question: "Is lunch included?", answer: "Yes, on classroom days." },
        { question: "Can we book in-house?", answer: "Yes, for up to 16 people." },
      ],
    });
  });

  it("stay as they were when a form without the section is saved, and an empty price asks for a quote", async () => {
    const { course, cookie } = await courseWithEditor({ type: "certification" });
    await saveSettings(course.id, cookie, FACTS);
    await saveSettings(course.id, cookie, { subtitle: "Renamed" });
    expect((await overviewOf(course.slug)).buyer?.priceCents).toBe(1_485_000);
    await saveSettings(course.id, cookie, { ...FACTS, price: "", deliveryClassroom: "" });
    const { buyer } = await overviewOf(course.slug);
    expect(buyer?.priceCents).toBeNull();
    expect(buyer?.delivery).toEqual(["in-house"]);
  });

  it("refuse a price that is not an amount in rand, and CPD points that are not a number; nothing saved", async () => {
    const { course, cookie } = await courseWithEditor({ type: "certification" });
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(
      await saveSettings(course.id, cookie, { ...FACTS, price: "fifteen thousand", cpdPoints: "lots" }),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors.price).toBe(
      "Enter the price in rand, e.g. 12500 or R 12 500.00, or leave it empty to ask for a quote",
    );
    expect(data.fieldErrors.cpdPoints).toBeDefined();
    const row = await getDb()
      .selectFrom("courses")
      .select(["price_cents", "version"])
      .where("id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_cents: null, version: course.version });
  });

  it("list the next dates of this course only, soonest first, with venue and seats; facilitators; related training courses", async () => {
    const db = getDb();
    const course = await insertCourse(db, { name: "Risk Workshop (buyer facts)", type: "improvement" });
    const other = await insertCourse(db, { name: "Another improvement course", type: "improvement" });
    const draft = await insertCourse(db, { name: "Draft improvement course", type: "improvement", is_published: 0 });
    const online = await insertCourse(db, { name: "Online improvement course", type: "improvement" });
    await insertLesson(db, await insertChapter(db, online.id));
    const instructor = await signedInAs("instructor", { name: "Thandi Mokoena" });
    await addCourseInstructor(db, course.id, instructor.id);
    const today = todayIn("Africa/Johannesburg");
    const entry = (startDate: string, venue: string) =>
      createScheduleEntry(db, {
        courseTitle: course.name,
        courseId: course.id,
        startDate,
        durationDays: 2,
        isOnsite: true,
        isOnline: false,
        venue,
      });
    await entry(addDays(today, -10), "Past venue");
    const later = await entry(addDays(today, 60), "Cape Town");
    const sooner = await entry(addDays(today, 20), "Durban");
    await db.updateTable("training_schedule_entries").set({ seats_left: 0 }).where("id", "=", sooner).execute();

    const { buyer } = await overviewOf(course.slug);
    expect(buyer?.nextDates.map((date) => [date.id, date.venue, date.seatsLeft])).toEqual([
      [sooner, "Durban", 0],
      [later, "Cape Town", null],
    ]);
    expect(buyer?.facilitators).toEqual(["Thandi Mokoena"]);
    const related = buyer?.related.map((card) => card.id) ?? [];
    expect(related).toContain(other.id);
    expect(related).not.toContain(course.id);
    expect(related).not.toContain(draft.id);
    expect(related).not.toContain(online.id);
    expect(related.length).toBeLessThanOrEqual(3);
  });

  it("take the seats left from the training schedule's form: a whole number, or empty for 'Ask us'", async () => {
    const fields = (seatsLeft?: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        courseTitle: "ISO 9001:2015 Internal Auditor",
        startDate: "2027-05-03",
        durationDays: "3",
        isOnsite: "on",
        venue: "Johannesburg",
      }))
        form.set(name, value);
      if (seatsLeft !== undefined) form.set("seatsLeft", seatsLeft);
      return form;
    };
    const counted = parseForm(scheduleEntrySchema, fields("7"));
    expect(counted.ok && counted.data.seatsLeft).toBe(7);
    const unsaid = parseForm(scheduleEntrySchema, fields(""));
    expect(unsaid.ok && unsaid.data.seatsLeft).toBeNull();
    const absent = parseForm(scheduleEntrySchema, fields());
    expect(absent.ok && absent.data.seatsLeft).toBeUndefined();
    for (const bad of ["-1", "seven", "501", "2.5"]) {
      const refused = parseForm(scheduleEntrySchema, fields(bad));
      expect(refused.ok, bad).toBe(false);
      if (!refused.ok)
        expect(refused.fieldErrors.seatsLeft).toBe(
          "Enter the seats left as a whole number from 0 to 500, or leave it empty",
        );
    }
    if (!counted.ok) return;
    const id = await createScheduleEntry(getDb(), counted.data);
    const row = await getDb()
      .selectFrom("training_schedule_entries")
      .select("seats_left")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.seats_left).toBe(7);
  });
});
