// Records for the public pages no visitor can find on the site (their address is only in a mail, on a
// certificate, or handed out by an instructor), made in the database `npm run lighthouse -- --serve`
// started, so the command audits every public page (decision 0057). Loaded by scripts/lighthouse.ts
// through Vite's module loader, like the bench's data generator, with the server's DATA_DIR: the
// same SQLite file and the same signing secret. Made with the functions the pages' own actions use.
import { cancelBookingByLink } from "~/features/bookings/booking-links.server";
import { bookEvent } from "~/features/bookings/bookings.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import type { FieldType, FormField } from "~/features/forms/field-types";
import { createForm, saveFormContent, setFormStatus } from "~/features/forms/forms.server";
import { unsubscribeToken } from "~/platform/mail/unsubscribe.server";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { buildBookingInput, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { DEMO_ONLINE_COURSE_SLUG } from "~/server/seed/online-course-lessons";

/** Route pattern (as in app/routes.ts) → the address to audit. */
export type FixtureAddresses = Record<string, string>;

/** The token of the first `/bookings/{kind}/…` link in the last mail queued for this address. */
async function linkInMail(email: string, kind: "cancel" | "offer"): Promise<string> {
  const mails = await getDb()
    .selectFrom("outbox")
    .select(["text"])
    .where("to_email", "=", email)
    .orderBy("created_at", "desc")
    .execute();
  for (const mail of mails) {
    const match = new RegExp(`/bookings/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${kind} link in the mail to ${email}`);
}

async function book(eventId: string, name: string, surname: string, baseUrl: string) {
  const email = `${name}.${surname}@example.test`.toLowerCase();
  const booked = await bookEvent(getDb(), buildBookingInput(eventId, { name, surname, email }), { baseUrl });
  if (!booked.ok) throw new Error(`the fixture booking was refused: ${booked.message}`);
  return email;
}

/**
 * A full webinar (two seats) with a waitlist: the second booking's cancel link, and the seat offered
 * to the waitlisted person once the first cancelled; a reminder's unsubscribe link for that person.
 */
async function webinarLinks(baseUrl: string) {
  const event = await insertEvent(getDb(), {
    title: "Internal audit findings that management acts on",
    subTitle: "Writing nonconformities with evidence, requirement and impact",
    dateFrom: daysFromToday(30),
    capacity: 2,
  });
  const first = await book(event.id, "Sipho", "Ndlovu", baseUrl);
  const second = await book(event.id, "Anele", "Mokoena", baseUrl);
  const waiting = await book(event.id, "Johan", "Botha", baseUrl);
  const cancelled = await cancelBookingByLink(getDb(), await linkInMail(first, "cancel"), { baseUrl });
  if (!cancelled.ok) throw new Error(`the fixture cancel was refused: ${cancelled.message}`);
  return {
    "bookings/cancel/:token": `/bookings/cancel/${await linkInMail(second, "cancel")}`,
    "bookings/offer/:token": `/bookings/offer/${await linkInMail(waiting, "offer")}`,
    "unsubscribe/:token": `/unsubscribe/${unsubscribeToken(waiting)}`,
  };
}

async function anInstructor() {
  const instructor = await getDb()
    .selectFrom("user")
    .select(["id", "role"])
    .where("role", "=", "instructor")
    .orderBy("createdAt")
    .executeTakeFirst();
  if (!instructor) throw new Error("the seeded database has no instructor");
  return instructor;
}

function question(id: string, type: FieldType, label: string, required: boolean, options: string[] = []): FormField {
  return { id, type, label, helpText: "", required, options, min: null, max: null, fileKind: "pdf" };
}

/** A published form of the kind an instructor hands out before a course. */
async function publishedForm(instructor: { id: string; role: string }) {
  const user = instructor as Parameters<typeof createForm>[1];
  const { id } = await createForm(getDb(), user, "Training needs before your internal auditor course");
  const saved = await saveFormContent(getDb(), user, id, {
    version: 1,
    title: "Training needs before your internal auditor course",
    description: "Tell us where your team stands, so the course spends its time where you need it.",
    fields: [
      question("name", "short-text", "Full name", true),
      question("email", "email", "Email", true),
      question("standard", "dropdown", "Standard", true, ["ISO 9001", "ISO 14001", "ISO 45001"]),
      question("cover", "long-text", "What should the course cover for your site?", false),
    ],
  });
  if (!saved.ok) throw new Error(`the fixture form was refused: ${saved.message}`);
  const opened = await setFormStatus(getDb(), user, id, "open", 2);
  if (!opened.ok) throw new Error(`the fixture form did not open: ${opened.message}`);
  const { slug } = await getDb().selectFrom("forms").select("slug").where("id", "=", id).executeTakeFirstOrThrow();
  return `/f/${slug}`;
}

/** A CPD course with one attendee and the certificate issued to them: its verification page. */
async function issuedCertificate(instructor: { id: string }) {
  const course = await insertCpdCourse(getDb(), {});
  const attendee = await insertEnrolledUser(getDb(), course.id, { name: "Thandeka Dube" });
  const issued = await issueEnrolledUserCertificate(getDb(), {
    cpdCourseId: course.id,
    enrolledUserId: attendee.id,
    issuedByUserId: instructor.id,
  });
  if (!issued.ok) throw new Error(`the fixture certificate was refused: ${issued.message}`);
  return `/verify/${issued.certificate.verification_code}`;
}

/** A visitor's /course/{id}: the demo company's online course, its overview under its id. */
async function onlineCourse(): Promise<FixtureAddresses> {
  const course = await getDb()
    .selectFrom("courses")
    .select("id")
    .where("slug", "=", DEMO_ONLINE_COURSE_SLUG)
    .where("is_published", "=", 1)
    .executeTakeFirst();
  return course ? { "course/:courseId/:chapterId?/:lessonId?": `/course/${course.id}` } : {};
}

export async function makeLighthouseFixtures(baseUrl: string): Promise<FixtureAddresses> {
  const instructor = await anInstructor();
  return {
    ...(await webinarLinks(baseUrl)),
    "f/:slug": await publishedForm(instructor),
    "verify/:code": await issuedCertificate(instructor),
    ...(await onlineCourse()),
  };
}
