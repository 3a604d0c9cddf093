import { beforeAll, describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { createSitePage } from "~/features/site-pages/site-pages.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { queueEmail } from "~/platform/mail/mail.server";
import * as enquiriesRoute from "~/routes/admin/enquiries";
import * as mailRoute from "~/routes/admin/mail";
import * as mailMessageRoute from "~/routes/admin/mail-message";
import * as siteSettingsRoute from "~/routes/admin/site-settings";
import * as usersRoute from "~/routes/admin/users";
import * as manageEventsRoute from "~/routes/events/manage-events";
import * as editPageRoute from "~/routes/pages/edit-page";
import * as sitePageRoute from "~/routes/pages/page";
import * as pageBuilderRoute from "~/routes/pages/page-builder";
import * as catalogueRoute from "~/routes/site/course-catalogue";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import * as eventsRoute from "~/routes/site/events";
import * as homeRoute from "~/routes/site/home";
import * as learningCenterRoute from "~/routes/site/learning-center";
import * as scheduleEntryRoute from "~/routes/site/schedule-entry";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { pageRequest, routeArgs } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";
import { snakeCaseKeys } from "~tests/support/view-models";

/**
 * ARCHITECTURE.md convention 14: loaders hand their screens camelCase view models built in the
 * feature, never database rows (snake_case columns). Each loader here runs on real records and
 * every key of what it returns, at any depth, is checked.
 */
let cookie: string;
let ids: { course: { id: string; slug: string }; entryId: string; eventId: string; messageId: string; pageId: string };

beforeAll(async () => {
  const db = getDb();
  ({ cookie } = await signedInAs("admin"));
  const course = await insertCourse(db, { type: "accreditation", is_published: 1 });
  const entryId = await createScheduleEntry(db, {
    courseTitle: course.name,
    courseId: course.id,
    startDate: daysFromToday(20),
    durationDays: 3,
    isOnsite: true,
    isOnline: false,
    venue: "Midrand",
  });
  const event = await insertEvent(db);
  const booked = await bookEvent(db, buildBookingInput(event.id), { baseUrl: "http://localhost:3000" });
  expect(booked.ok).toBe(true);
  await insertEnquiry(db, { kind: "quote", course_id: course.id, number_of_people: 4 });
  const messageId = await queueEmail(db, {
    to: "reader@example.test",
    subject: "Hello",
    html: "<p>Hi</p>",
    text: "Hi",
  });
  const pageId = await createSitePage(db, {
    title: "Policy",
    description: "",
    bodyHtml: "<p>x</p>",
    isPublished: true,
  });
  ids = { course, entryId, eventId: event.id, messageId, pageId };
});

const screens: Array<{ name: string; load: () => Promise<unknown> }> = [
  { name: "home", load: () => homeRoute.loader(routeArgs(pageRequest("/"))) },
  { name: "learning center", load: () => learningCenterRoute.loader(routeArgs(pageRequest("/learning-center"))) },
  {
    name: "schedule entry",
    load: () =>
      scheduleEntryRoute.loader(
        routeArgs(pageRequest(`/learning-center/schedule/${ids.entryId}`, cookie), { entryId: ids.entryId }),
      ),
  },
  {
    name: "catalogue",
    load: () => catalogueRoute.loader(routeArgs(pageRequest("/courses/accreditation"), { type: "accreditation" })),
  },
  {
    name: "course overview",
    load: () =>
      courseOverviewRoute.loader(
        routeArgs(pageRequest(`/course-overview/${ids.course.slug}`), { slug: ids.course.slug }),
      ),
  },
  { name: "events", load: () => eventsRoute.loader(routeArgs(pageRequest(`/events?event=${ids.eventId}`))) },
  {
    name: "manage events",
    load: () => manageEventsRoute.loader(routeArgs(pageRequest(`/manage-events?event=${ids.eventId}`, cookie))),
  },
  { name: "admin users", load: () => usersRoute.loader(routeArgs(pageRequest("/admin/users", cookie))) },
  { name: "admin enquiries", load: () => enquiriesRoute.loader(routeArgs(pageRequest("/admin/enquiries", cookie))) },
  { name: "admin mail", load: () => mailRoute.loader(routeArgs(pageRequest("/admin/mail", cookie))) },
  {
    name: "admin mail message",
    load: () =>
      mailMessageRoute.loader(
        routeArgs(pageRequest(`/admin/mail/${ids.messageId}`, cookie), { messageId: ids.messageId }),
      ),
  },
  { name: "site settings", load: () => siteSettingsRoute.loader(routeArgs(pageRequest("/admin", cookie))) },
  { name: "page builder", load: () => pageBuilderRoute.loader(routeArgs(pageRequest("/page-builder", cookie))) },
  {
    name: "edit page",
    load: () =>
      editPageRoute.loader(routeArgs(pageRequest(`/edit-page/${ids.pageId}`, cookie), { pageId: ids.pageId })),
  },
  {
    name: "site page",
    load: () => sitePageRoute.loader(routeArgs(pageRequest(`/page/${ids.pageId}`), { id: ids.pageId })),
  },
];

describe("public and admin loaders return camelCase view models", () => {
  it.each(screens)("$name", async ({ load }) => {
    const loaderData = await load();
    expect(loaderData).toBeTruthy();
    expect(snakeCaseKeys(loaderData)).toEqual([]);
  });
});
