import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuizContent } from "~/features/content-blocks/block-types";
import {
  countEditableCourses,
  EDITABLE_COURSES_PAGE_SIZE,
  listEditableCourses,
} from "~/features/courses/courses.server";
import { findCourseReaderRelation } from "~/features/learning/course-readers.server";
import { completeReaderLesson, submitReaderQuiz } from "~/features/learning/reader-actions.server";
import { DELIVERY_LABELS, formatRand } from "~/lib/course-buyer-facts";
import { chooseCoverFamily, coverPath } from "~/lib/course-cover";
import { DEFAULT_TIME_ZONE, todayIn } from "~/lib/dates";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as coursesRoute from "~/routes/instructor/courses";
import * as schedulePdfRoute from "~/routes/resources/schedule-pdf";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertCourse, insertEnrolment } from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
import { CATALOGUE_COURSES } from "~/server/seed/catalogue-courses";
import {
  COMPANY_CITIES,
  DEMO_STAFF,
  isWorkingDay,
  RATE_CARD,
  rateCardPriceCents,
  workingDayFrom,
} from "~/server/seed/demo-company";
import { DEMO_ONLINE_COURSE_SLUG } from "~/server/seed/online-course-lessons";
import { seedDemoContent } from "~/server/seed/seed.server";
import { pdfToText } from "~tests/support/pdf-text";
import { pageRequest, routeArgs, settle } from "~tests/support/requests";
import { addressableRoutes, dispatch, fillPath } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Issue 13: the demo content is one consistent fictional company. A fresh database is seeded as
 * `npm start` seeds it, then every public page of the route table is served and what it would show
 * (its loaders' data, JSON-LD included) is checked against the seed's one source of facts
 * (app/server/seed/demo-company.ts, docs/decisions/0050): prices from the rate card, facilitators
 * who are seeded instructors, upcoming dates after the seed time, one company name, no course named
 * that does not exist.
 */

interface Shown {
  path: string;
  data: Record<string, unknown>;
}

const seedTime = new Date();
const seedDay = todayIn(DEFAULT_TIME_ZONE, seedTime);
let pages: Shown[] = [];
let siteName = "";
let instructorNames: string[] = [];
let publishedCourses: Array<{
  id: string;
  slug: string;
  name: string;
  type: string;
  duration_minutes: number | null;
  price_cents: number | null;
}> = [];

/** Param values for the public pages that have one; tokens and signed links are mail-only pages. */
const MAIL_OR_TOKEN_PAGES = [
  "unsubscribe/:token",
  "bookings/cancel/:token",
  "bookings/offer/:token",
  "verify/:code",
  "quotation/:token",
  // The SAML assertion consumer: the company's identity provider posts a sign-in answer to it.
  "sso/saml/:companyId/acs",
];
// A published form (f/:slug) and the online course viewer (course/...) show no seeded company facts.
const PAGES_WITHOUT_DEMO_FACTS = ["f/:slug", "course/:courseId/:chapterId?/:lessonId?"];

async function publicPaths(): Promise<string[]> {
  const db = getDb();
  const [entries, events, sitePages, learningPaths] = await Promise.all([
    db.selectFrom("training_schedule_entries").select("id").execute(),
    db.selectFrom("events").select("id").where("date_from", ">=", seedDay).execute(),
    db.selectFrom("site_pages").select("id").where("is_published", "=", 1).execute(),
    db.selectFrom("learning_paths").select("slug").where("is_published", "=", 1).execute(),
  ]);
  // A route whose parameter means another record than its name elsewhere: a learning path's slug.
  const valuesByRoute: Record<string, string[]> = { "paths/:slug": learningPaths.map((path) => path.slug) };
  const values: Record<string, string[]> = {
    type: ["accreditation", "certification", "improvement", "online"],
    slug: publishedCourses.map((course) => course.slug),
    entryId: entries.map((entry) => entry.id),
    id: sitePages.map((page) => page.id),
  };
  const paths: string[] = events.map((event) => `/events?event=${event.id}`);
  const routes = (await addressableRoutes()).filter(
    (route) => (route.module.access as { read?: string } | undefined)?.read === "public" && !route.isResource,
  );
  for (const route of routes) {
    if (route.isLayout || MAIL_OR_TOKEN_PAGES.includes(route.path) || PAGES_WITHOUT_DEMO_FACTS.includes(route.path)) {
      continue;
    }
    const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
    if (params.length === 0) {
      paths.push(fillPath(route.path, {}));
      continue;
    }
    // A new public page with a parameter must be given values here (or named above), not skipped silently.
    expect(params, `public page ${route.path}: give its parameters values in demo-content.test.ts`).toHaveLength(1);
    const param = params[0] ?? "";
    const routeValues = valuesByRoute[route.path] ?? values[param];
    expect(routeValues, `public page ${route.path}: no values for :${param}`).toBeDefined();
    for (const value of routeValues ?? []) paths.push(fillPath(route.path, { [param]: value }));
  }
  return paths;
}

/** Every [key, value] in a page's data, however deep, with the key path for the failure message. */
function walk(value: unknown, visit: (key: string, leaf: unknown, at: string) => void, key = "", at = ""): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, visit, key, `${at}[${index}]`);
    return;
  }
  if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) walk(child, visit, childKey, `${at}.${childKey}`);
    return;
  }
  visit(key, value, at);
}

function everyText(): Array<{ path: string; at: string; text: string }> {
  const texts: Array<{ path: string; at: string; text: string }> = [];
  for (const page of pages) {
    walk(page.data, (_key, leaf, at) => {
      if (typeof leaf === "string") texts.push({ path: page.path, at, text: leaf });
    });
  }
  return texts;
}

const plainText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ");

beforeAll(async () => {
  const db = getDb();
  await seedDemoContent(db, getAuth(), { demoPassword: "demo-content-password", seedTime });
  siteName = (await getSiteSettings(db)).site_name;
  instructorNames = (await db.selectFrom("user").select("name").where("role", "=", "instructor").execute()).map(
    (user) => user.name,
  );
  publishedCourses = await db
    .selectFrom("courses")
    .select(["id", "slug", "name", "type", "duration_minutes", "price_cents"])
    .where("is_published", "=", 1)
    .execute();
  pages = [];
  for (const path of await publicPaths()) {
    const page = await dispatch(pageRequest(path));
    expect(page.status, `${path}: ${page.message.slice(0, 300)}`).toBe(200);
    pages.push({ path, data: page.loaderData });
  }
}, 120_000);

describe("the seeded demo company", () => {
  it("serves the public pages of the route table from the seed (guards against checking nothing)", () => {
    const paths = pages.map((page) => page.path);
    for (const path of ["/", "/about-us", "/services", "/learning-center", "/events", "/courses/certification"]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith("/course-overview/")).length).toBeGreaterThanOrEqual(10);
    expect(paths.filter((path) => path.startsWith("/events?event=")).length).toBeGreaterThanOrEqual(3);
    expect(instructorNames).toEqual(expect.arrayContaining(Object.values(DEMO_STAFF).map((person) => person.name)));
  });

  it("shows every price from the rate card: each course's fee is its days at the day rate, or the lead auditor fee", () => {
    const rateCard = new Set([1, 2, 3, 4, 5].map((days) => days * RATE_CARD.dayRateCents));
    rateCard.add(RATE_CARD.leadAuditorCents);
    let structured = 0;
    for (const page of pages) {
      walk(page.data, (key, leaf, at) => {
        if (/^(priceCents|price_cents)$/.test(key) && typeof leaf === "number") {
          expect(rateCard.has(leaf), `${page.path} ${at}: ${formatRand(leaf)} is not on the rate card`).toBe(true);
        }
        // JSON-LD offers: "price": "4950.00"
        if (key === "price" && typeof leaf === "string") {
          const cents = Math.round(Number(leaf) * 100);
          structured += 1;
          expect(rateCard.has(cents), `${page.path} ${at}: JSON-LD price ${leaf} is not on the rate card`).toBe(true);
        }
      });
    }
    // A price written into any text ("R 9 900", "R9,900.00") is a rate-card figure too.
    for (const { path, at, text } of everyText()) {
      for (const match of plainText(text).matchAll(/\bR\s?(\d{1,3}(?:[ ,\u00a0]\d{3})+|\d{3,})(?:\.(\d{2}))?\b/g)) {
        const cents = Number((match[1] ?? "").replace(/[ ,\u00a0]/g, "")) * 100 + Number(match[2] ?? 0);
        expect(rateCard.has(cents), `${path} ${at}: "${match[0]}" is not on the rate card`).toBe(true);
      }
    }
    expect(structured, "JSON-LD offers").toBeGreaterThanOrEqual(10);
    for (const course of publishedCourses) {
      if (course.price_cents === null) continue;
      const days = (course.duration_minutes ?? 0) / 480;
      const expected = rateCardPriceCents(days, course.slug === "iso-9001-2015-lead-auditor");
      expect(course.price_cents, `${course.name}: ${days} days on the rate card`).toBe(expected);
    }
  });

  it("states each training course's duration the same in its facts, its subtitle, its description and the schedule", async () => {
    const words = ["zero", "one", "two", "three", "four", "five"];
    let stated = 0;
    let runs = 0;
    const schedule = await getDb()
      .selectFrom("training_schedule_entries")
      .select(["course_id", "duration_days", "course_title"])
      .execute();
    for (const page of pages.filter((shown) => shown.path.startsWith("/course-overview/"))) {
      const view = page.data["routes/site/course-overview"] as {
        course: { id: string; name: string; subtitle: string; descriptionHtml: string; durationMinutes: number | null };
        online: unknown;
      };
      if (view.online) continue;
      const days = (view.course.durationMinutes ?? 0) / 480;
      expect(days, `${page.path}: a whole number of classroom days`).toBeGreaterThanOrEqual(1);
      const text = `${view.course.subtitle} ${plainText(view.course.descriptionHtml)}`.toLowerCase();
      for (const match of text.matchAll(/\b(one|two|three|four|five)[ -]days?\b/g)) {
        stated += 1;
        expect(match[0], `${page.path}: "${match[0]}" against ${days} days`).toMatch(new RegExp(`^${words[days]}`));
      }
      for (const run of schedule.filter((entry) => entry.course_id === view.course.id)) {
        runs += 1;
        expect(run.duration_days, `${page.path}: a scheduled run of ${run.course_title}`).toBe(days);
      }
    }
    expect(stated, "subtitles that state a duration").toBeGreaterThan(5);
    expect(runs, "scheduled runs of catalogue courses").toBe(schedule.length);
  });

  it("names as facilitators, presenters and moderators only the company's seeded instructors", async () => {
    let named = 0;
    for (const page of pages) {
      walk(page.data, (key, leaf, at) => {
        if (
          !/^(instructorName|moderatorName|facilitatorName|presenterName|instructor_name|moderator_name)$/.test(key)
        ) {
          return;
        }
        if (typeof leaf !== "string" || leaf === "") return;
        named += 1;
        expect(instructorNames, `${page.path} ${at}`).toContain(leaf);
      });
      const overview = page.data["routes/site/course-overview"] as
        | { online: unknown; buyer?: { facilitators: string[] } }
        | undefined;
      if (overview?.buyer) {
        expect(overview.buyer.facilitators.length, `${page.path}: who teaches it`).toBeGreaterThan(0);
        for (const name of overview.buyer.facilitators) expect(instructorNames, page.path).toContain(name);
        named += overview.buyer.facilitators.length;
      }
    }
    expect(named).toBeGreaterThan(10);
    // Past events and the CPD records (staff pages) too.
    const db = getDb();
    const events = await db.selectFrom("events").select(["title", "instructor_name", "moderator_name"]).execute();
    for (const event of events) {
      expect(instructorNames, event.title).toContain(event.instructor_name);
      expect(instructorNames, event.title).toContain(event.moderator_name);
    }
    const cpdCourses = await db
      .selectFrom("cpd_courses")
      .select(["course_name", "instructor_name", "facilitator_name", "facilitator_organization", "location"])
      .execute();
    for (const course of cpdCourses) {
      expect(instructorNames, course.course_name).toContain(course.instructor_name);
      expect(instructorNames, course.course_name).toContain(course.facilitator_name);
      expect(course.facilitator_organization, course.course_name).toBe(siteName);
      expect(
        COMPANY_CITIES.some((city) => course.location.includes(city)),
        course.location,
      ).toBe(true);
    }
  });

  it("names facilitators and presenters who fit what they teach: the course's or webinar's standard is one they teach", async () => {
    const staffByName = new Map<string, readonly string[]>(
      Object.values(DEMO_STAFF).map((person) => [person.name, person.teaches]),
    );
    const misfits: string[] = [];
    const check = (what: string, subject: string, person: string) => {
      const teaches = staffByName.get(person);
      if (!teaches?.some((topic) => subject.includes(topic)))
        misfits.push(`${what}: ${person} (${teaches?.join(", ")})`);
    };
    let checked = 0;
    for (const page of pages.filter((shown) => shown.path.startsWith("/course-overview/"))) {
      const overview = page.data["routes/site/course-overview"] as {
        course: { name: string };
        buyer?: { facilitators: string[] };
      };
      for (const person of overview.buyer?.facilitators ?? []) {
        checked += 1;
        check(`${page.path} ${overview.course.name}`, overview.course.name, person);
      }
    }
    for (const course of CATALOGUE_COURSES) {
      checked += 1;
      check(`catalogue ${course.name}`, course.name, DEMO_STAFF[course.facilitator].name);
    }
    const db = getDb();
    for (const event of await db
      .selectFrom("events")
      .select(["title", "instructor_name", "instructor_role"])
      .execute()) {
      checked += 1;
      check(`webinar ${event.title}`, event.title, event.instructor_name ?? "");
      const person = Object.values(DEMO_STAFF).find((staff) => staff.name === event.instructor_name);
      expect(event.instructor_role, event.title).toBe(person?.role);
    }
    for (const course of await db.selectFrom("cpd_courses").select(["course_name", "instructor_name"]).execute()) {
      checked += 1;
      check(`CPD ${course.course_name}`, course.course_name, course.instructor_name);
    }
    expect(misfits).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it("shows only upcoming dates on the working days after the seed time, the same on every page", async () => {
    const eventDates = new Map<string, string>();
    let dated = 0;
    for (const page of pages) {
      walk(page.data, (key, leaf, at) => {
        if (typeof leaf !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(leaf)) return;
        if (!/^(dateFrom|dateTo|startDate|endDate|date|nextDate|startsOn)$/.test(key)) return;
        dated += 1;
        expect(leaf.slice(0, 10) > seedDay, `${page.path} ${at}: ${leaf} is not after ${seedDay}`).toBe(true);
        expect(isWorkingDay(leaf.slice(0, 10)), `${page.path} ${at}: ${leaf} is no working day`).toBe(true);
      });
      const events = page.data["routes/site/events"] as
        | { featured: { id: string; dateFrom: string } | null; others: Array<{ id: string; dateFrom: string }> }
        | undefined;
      for (const event of [events?.featured, ...(events?.others ?? [])]) {
        if (!event) continue;
        const known = eventDates.get(event.id);
        if (known) expect(event.dateFrom, `${page.path}: event ${event.id}`).toBe(known);
        eventDates.set(event.id, event.dateFrom);
      }
    }
    expect(dated).toBeGreaterThan(10);
    expect(eventDates.size).toBeGreaterThanOrEqual(3);
    // The schedule's entries as stored: every run after the seed time, on a working day, in one of the
    // company's cities (or online), linked to the published course it names.
    const entries = await getDb()
      .selectFrom("training_schedule_entries")
      .select(["course_title", "course_id", "start_date", "venue", "is_onsite"])
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const entry of entries) {
      expect(entry.start_date > seedDay, `${entry.course_title} on ${entry.start_date}`).toBe(true);
      expect(isWorkingDay(entry.start_date), `${entry.course_title} on ${entry.start_date}`).toBe(true);
      const course = publishedCourses.find((candidate) => candidate.id === entry.course_id);
      expect(course?.name, `the schedule's ${entry.course_title} is a published course`).toBe(entry.course_title);
      if (entry.is_onsite) expect(COMPANY_CITIES, entry.course_title).toContain(entry.venue);
      else expect(entry.venue, entry.course_title).toBe("");
    }
  });

  it("moves every seeded date to a working day after the seed time, whatever day it runs", () => {
    for (let day = 0; day < 366; day += 1) {
      const runsAt = new Date(Date.UTC(2027, 0, 1 + day, 10));
      const seeded = todayIn(DEFAULT_TIME_ZONE, runsAt);
      for (const offset of [1, 18, 46]) {
        const date = workingDayFrom(runsAt, offset);
        expect(date > seeded && isWorkingDay(date), `${seeded} + ${offset}: ${date}`).toBe(true);
      }
    }
  });

  it("calls the company by the site-name setting only", () => {
    expect(siteName).not.toBe("");
    const company = siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const page of pages) {
      const root = page.data.root as { siteName: string };
      expect(root.siteName, page.path).toBe(siteName);
    }
    for (const { path, at, text } of everyText()) {
      // "Campus Quality Consulting", "Acme (Pty) Ltd": a second name for the company or another company.
      expect(text, `${path} ${at}`).not.toMatch(
        new RegExp(`\\b${company}\\s+(?:[A-Z][a-z]+\\s+)*(?:Consulting|Training|Academy|Group)\\b`),
      );
      expect(text, `${path} ${at}`).not.toMatch(/\((?:Pty|PTY)\)\s*(?:Ltd|LTD)|\bLtd\b|\bInc\.\b|\bCC\b/);
    }
  });

  it("promises one reply time everywhere: the pages' copy, the contact and thank-you pages and the enquiry mails", () => {
    // The fixed wording lives in code (SPEC's pages and the mails), the company's copy in the database.
    const fixedWording = ["app/routes/site/contact-us.tsx", "app/routes/site/thank-you.tsx"]
      .concat("app/features/enquiries/enquiry-emails.server.ts")
      .map((file) => ({ path: file, at: "", text: readFileSync(file, "utf8") }));
    const promised = new Map<string, string[]>();
    for (const { path, at, text } of [...everyText(), ...fixedWording]) {
      for (const match of text.matchAll(/\bwithin (\w+) (?:working|business) days?\b/gi)) {
        const days = match[1]?.toLowerCase() ?? "";
        promised.set(days, [...(promised.get(days) ?? []), `${path}${at}`]);
      }
    }
    expect(Object.fromEntries(promised), "each reply time and where it is promised").toEqual({
      two: expect.any(Array),
    });
  });

  it("names only courses that exist: the schedule's, the testimonials' and any other text's", () => {
    const names = publishedCourses.map((course) => course.name);
    for (const page of pages) {
      walk(page.data, (key, leaf, at) => {
        if (/^(courseTitle|courseName)$/.test(key) && typeof leaf === "string" && leaf) {
          expect(names, `${page.path} ${at}`).toContain(leaf);
        }
      });
    }
    // "the ISO 45001 course", "our ISO 9001:2015 Lead Auditor course": a catalogue course of that standard.
    let mentions = 0;
    for (const { path, at, text } of everyText()) {
      for (const match of plainText(text).matchAll(
        /\bISO(?:\/IEC)? (\d{4,5})(?::\d{4})?(?: [A-Z][\w-]*)*\s+(?:course|training)\b/g,
      )) {
        mentions += 1;
        expect(
          names.some((name) => name.includes(match[1] ?? "-")),
          `${path} ${at}: "${match[0]}" names no catalogue course`,
        ).toBe(true);
      }
    }
    expect(mentions, "the testimonials mention a course").toBeGreaterThan(0);
  });

  it("counts each catalogue list right: its total is the published courses of that kind", async () => {
    for (const page of pages.filter((shown) =>
      /^\/courses\/(accreditation|certification|improvement)$/.test(shown.path),
    )) {
      const view = page.data["routes/site/course-catalogue"] as { courses: unknown[]; total: number; pageSize: number };
      const type = page.path.split("/")[2];
      const count = await getDb()
        .selectFrom("courses")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("type", "=", type as never)
        .where("is_published", "=", 1)
        .executeTakeFirstOrThrow();
      expect(view.total, page.path).toBe(Number(count.count));
      expect(view.courses.length, page.path).toBe(Math.min(view.total, view.pageSize));
    }
  });
});

describe("the demo company's delivery vocabulary and schedule PDF", () => {
  /**
   * Words for how a course is delivered that are not the one vocabulary ("Classroom at our venue",
   * "Online live", "In-house at your premises"): the schedule's form keeps SPEC's Onsite and
   * Offsite/Virtual/Online for the admin, the public reads the vocabulary.
   */
  const OFF_VOCABULARY =
    /\b(?:on-?site|off-?site|virtual(?:ly)?|face[- ]to[- ]face|in class|virtual classroom|classroom \(public course\))\b/i;
  // schema.org's courseMode values ("onsite", "blended") are JSON-LD's vocabulary, not the page's words.
  // The stored delivery codes ("virtual") are data that the labels translate, not wording either.
  const NOT_WORDING = new Set(["courseMode", "deliveryModes", "delivery"]);
  // The contact form's appointment types are SPEC's ("Virtual": a video meeting), not a course's delivery.
  const APPOINTMENT_TEXT = /^(?:Virtual|Request For Site Visit|Telephonically)$/;

  /** The public pages' own wording in code: their routes and the features that draw them. */
  function publicSources(): string[] {
    const roots = ["app/routes/site", "app/features/catalogue", "app/features/training-schedule", "app/lib"];
    const files = roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
        .map((file) => path.join(root, file)),
    );
    return [...files, "app/features/site-content/default-content.ts"].filter(
      // The admin's schedule form and its SPEC labels (with a description in the vocabulary), in
      // three languages in their own catalogue.
      (file) => !/schedule-entry-form\.tsx$|training-schedule\.schema\.ts$|schedule-form\.messages\.ts$/.test(file),
    );
  }

  async function schedulePdfText(): Promise<string> {
    const response = (await schedulePdfRoute.loader()) as Response;
    return pdfToText(Buffer.from(await response.arrayBuffer()), "reading");
  }

  it("says how a course is delivered in one vocabulary on every public page, in their code and in the schedule PDF", async () => {
    const found: string[] = [];
    for (const page of pages) {
      walk(page.data, (key, leaf, at) => {
        if (typeof leaf !== "string" || NOT_WORDING.has(key) || APPOINTMENT_TEXT.test(leaf)) return;
        const match = OFF_VOCABULARY.exec(plainText(leaf));
        if (match) found.push(`${page.path} ${at}: "${match[0]}"`);
      });
    }
    for (const file of publicSources()) {
      // Comments explain; only what is written out (strings, JSX text) is checked.
      const code = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "")
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, "");
      for (const line of code.split("\n")) {
        const match = OFF_VOCABULARY.exec(line.replace(/"virtual"|\bvirtual:|\bget virtual\(\)/g, ""));
        if (match && !/\b(?:is_?[Oo]nsite|isOnline|APPOINTMENT_TYPES|courseMode)\b/.test(line)) {
          found.push(`${file}: "${line.trim()}"`);
        }
      }
    }
    const pdf = await schedulePdfText();
    const inPdf = OFF_VOCABULARY.exec(pdf);
    if (inPdf) found.push(`schedule PDF: "${inPdf[0]}"`);
    expect(found).toEqual([]);
    // And the vocabulary is what they show: the course pages' delivery and the PDF's runs.
    expect(pdf).toContain(DELIVERY_LABELS.classroom);
    expect(pdf).toContain(DELIVERY_LABELS.virtual);
    const overviews = pages.filter((page) => page.path.startsWith("/course-overview/"));
    const delivery = overviews.flatMap(
      (page) =>
        (page.data["routes/site/course-overview"] as { buyer?: { nextDates: Array<{ format: string }> } }).buyer
          ?.nextDates ?? [],
    );
    expect(delivery.length).toBeGreaterThan(5);
    for (const run of delivery) {
      for (const part of run.format.split(" or ")) expect(Object.values(DELIVERY_LABELS)).toContain(part);
    }
  });

  it("says Online for a run only online, never 'To be confirmed', on the course pages, the schedule and the PDF", async () => {
    const entries = await getDb().selectFrom("training_schedule_entries").selectAll().execute();
    const onlineOnly = entries.filter((entry) => !entry.is_onsite && entry.is_online);
    expect(onlineOnly.length, "the seed has runs only online").toBeGreaterThan(2);
    const shown: Array<{ where: string; venue: string; online: boolean }> = [];
    for (const page of pages) {
      const overview = page.data["routes/site/course-overview"] as
        | { buyer?: { nextDates: Array<{ id: string; venue: string }> } }
        | undefined;
      for (const run of overview?.buyer?.nextDates ?? []) {
        shown.push({ where: page.path, venue: run.venue, online: onlineOnly.some((entry) => entry.id === run.id) });
      }
      const schedule = page.data["routes/site/learning-center"] as
        | { months: Array<{ entries: Array<{ id: string; venue: string | null }> }> }
        | undefined;
      for (const run of schedule?.months.flatMap((month) => month.entries) ?? []) {
        shown.push({
          where: page.path,
          venue: run.venue ?? "",
          online: onlineOnly.some((entry) => entry.id === run.id),
        });
      }
    }
    expect(shown.filter((run) => run.online).length).toBeGreaterThan(2);
    for (const run of shown) {
      if (run.online) expect(run.venue, run.where).toBe("Online");
      expect(run.venue, run.where).not.toBe("To be confirmed");
    }
    expect(await schedulePdfText()).not.toContain("To be confirmed");
  });

  it("prints the company's contact details from the site settings and each run's price in the schedule PDF", async () => {
    const db = getDb();
    await db
      .updateTable("site_settings")
      .set({ contact_phone: "+27 11 555 0199", contact_email: "training@quality.example" })
      .execute();
    const settings = await getSiteSettings(db);
    const text = await schedulePdfText();
    const squeeze = (value: string) => value.replace(/\s+/g, " ");
    expect(squeeze(text)).toContain("+27 11 555 0199");
    expect(squeeze(text)).toContain("training@quality.example");
    expect(squeeze(text)).toContain(squeeze(settings.contact_address.split("\n")[0] ?? "-"));
    expect(squeeze(text)).toContain(`Contact ${siteName}`);
    for (const course of publishedCourses.filter((candidate) => candidate.price_cents !== null)) {
      const scheduled = await db
        .selectFrom("training_schedule_entries")
        .select("id")
        .where("course_id", "=", course.id)
        .executeTakeFirst();
      if (scheduled) expect(squeeze(text), course.name).toContain(formatRand(course.price_cents ?? 0));
    }
    expect(squeeze(text)).toContain(RATE_CARD.priceNote);
  });

  it("spells every footprint country as it spells itself", async () => {
    const countries = (await getDb().selectFrom("footprint_countries").select("name").execute()).map((row) => row.name);
    expect(countries).toContain("Côte d'Ivoire");
    expect(countries.join(" ")).not.toMatch(/Cote d'ivoire/i);
  });
});

describe("the instructor's course list", () => {
  it("shows each seeded course's generated cover, as the catalogue does, and an uploaded cover instead when there is one", async () => {
    const db = getDb();
    const { id } = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", DEMO_STAFF.sipho.email)
      .executeTakeFirstOrThrow();
    const sipho = { id, role: "instructor" as const };
    const listed = await listEditableCourses(db, sipho);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const course of listed) {
      const stored = await db
        .selectFrom("courses")
        .select(["name", "title", "type"])
        .where("id", "=", course.id)
        .executeTakeFirstOrThrow();
      expect(course.coverUrl, course.name).toBe(coverPath(chooseCoverFamily(stored)));
      // The catalogue's course page shows the same picture.
      const page = pages.find((shown) => shown.path === `/course-overview/${course.slug}`);
      const overview = page?.data["routes/site/course-overview"] as { course: { coverUrl: string } } | undefined;
      if (overview) expect(overview.course.coverUrl, course.name).toBe(course.coverUrl);
    }
    const [first] = listed;
    await db
      .updateTable("courses")
      .set({ cover_url: "/uploads/cover-photo.jpg" })
      .where("id", "=", first?.id ?? "")
      .execute();
    const again = await listEditableCourses(db, sipho);
    expect(again.find((course) => course.id === first?.id)?.coverUrl).toBe("/uploads/cover-photo.jpg");
  });

  it("pages the list: 24 cards a page, the count of all, a page past the last redirects to it", async () => {
    const db = getDb();
    const admin = await signedInAs("admin");
    const seeded = await countEditableCourses(db, { id: admin.id, role: "admin" });
    for (let index = 0; index < EDITABLE_COURSES_PAGE_SIZE + 1 - (seeded % EDITABLE_COURSES_PAGE_SIZE); index += 1) {
      await insertCourse(db, { name: `Paged course ${index}` });
    }
    const total = await countEditableCourses(db, { id: admin.id, role: "admin" });
    const lastPage = Math.ceil(total / EDITABLE_COURSES_PAGE_SIZE);
    expect(total % EDITABLE_COURSES_PAGE_SIZE).toBe(1);
    const first = (await coursesRoute.loader(routeArgs(pageRequest("/instructor/courses", admin.cookie)))) as {
      courses: unknown[];
      total: number;
    };
    expect(first.courses).toHaveLength(EDITABLE_COURSES_PAGE_SIZE);
    expect(first.total).toBe(total);
    const last = (await coursesRoute.loader(
      routeArgs(pageRequest(`/instructor/courses?page=${lastPage}`, admin.cookie)),
    )) as { courses: unknown[] };
    expect(last.courses).toHaveLength(1);
    const past = (await settle(() =>
      coursesRoute.loader(routeArgs(pageRequest(`/instructor/courses?page=${lastPage + 1}`, admin.cookie))),
    )) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe(`/instructor/courses?page=${lastPage}`);
  });
});

describe("the demo online course's quizzes (decision 0072-quiz-pass-marks)", () => {
  it("have a pass mark, so an attempt with every answer wrong earns no certificate", async () => {
    const db = getDb();
    const course = await db
      .selectFrom("courses")
      .select("id")
      .where("slug", "=", DEMO_ONLINE_COURSE_SLUG)
      .executeTakeFirstOrThrow();
    const quizzes = await db
      .selectFrom("content_blocks")
      .select(["id", "content_json"])
      .where("course_id", "=", course.id)
      .where("type", "=", "quiz")
      .execute();
    expect(quizzes.length).toBeGreaterThan(0);

    const student = await insertUser(getAuth(), db);
    await insertEnrolment(db, course.id, student.id);
    const place = { courseId: course.id, user: { id: student.id, role: "student" as const } };
    const relation = await findCourseReaderRelation(db, place.user, course.id);
    for (const quiz of quizzes) {
      const content = JSON.parse(quiz.content_json) as QuizContent;
      expect(content.passMark, "every demo quiz sets a pass mark").toEqual(expect.any(Number));
      // One wrong option per question: 0 out of N.
      const wrong: Record<string, string[]> = {};
      for (const question of content.questions) {
        const wrongOption = question.options.find((option) => !option.isCorrect);
        wrong[question.id] = [wrongOption?.id ?? ""];
      }
      const attempt = await submitReaderQuiz(db, place, quiz.id, wrong);
      if (!attempt.ok || !("feedback" in attempt.reply)) throw new Error("the attempt was not recorded");
      expect(attempt.reply.feedback).toMatchObject({ score: 0, passed: false });
    }
    const lessons = await db
      .selectFrom("lessons")
      .innerJoin("chapters", "chapters.id", "lessons.chapter_id")
      .select("lessons.id")
      .where("chapters.course_id", "=", course.id)
      .execute();
    for (const lesson of lessons) await completeReaderLesson(db, { ...place, lessonId: lesson.id }, relation);

    const certificates = await db
      .selectFrom("certificates")
      .select("id")
      .where("course_id", "=", course.id)
      .where("user_id", "=", student.id)
      .execute();
    expect(certificates).toEqual([]);
  });
});
