import { certificateFileName, renderCertificatePdf } from "~/features/certificates/certificate-file.server";
import { certificatePointsText } from "~/lib/cpd-points";
import { loadFflate } from "~/lib/heavy-modules.server";
import type { PersonalDataOwner } from "~/lib/personal-data";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { type AccessActor, recordPersonalDataAccess } from "./access-log.server";

/**
 * "Download my data" (POPIA section 23, decision 0036): everything Campus holds about the signed-in
 * person, as data.json, with the PDF of each certificate issued to them, in one ZIP. Records are
 * theirs by account (user id) or, for what a visitor form made before they had an account, by
 * their verified address. A bounded number of queries whatever the amounts.
 */
export const DATA_DOWNLOAD_RATE_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };
export const TOO_MANY_DOWNLOADS_MESSAGE =
  "You have downloaded your data several times in the last hour. Please try again in an hour.";

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

export async function collectPersonalData(
  db: DatabaseExecutor,
  userId: string,
  owners: readonly PersonalDataOwner[] = [],
) {
  const account = await db
    .selectFrom("user")
    .select(["id", "name", "email", "role", "bio", "image", "createdAt", "consented_at", "consent_version"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const email = account.email.toLowerCase();
  const [
    enrolments,
    enrolmentRequests,
    completedLessons,
    quizAttempts,
    surveyResponses,
    bookings,
    enquiries,
    formResponses,
    cpdActivities,
    cpdCourseEnrolments,
    certificates,
  ] = await Promise.all([
    db
      .selectFrom("enrolments")
      .innerJoin("courses", "courses.id", "enrolments.course_id")
      .select([
        "enrolments.course_id",
        "courses.name as course_name",
        "enrolments.enrolled_at",
        "enrolments.completed_at",
        "enrolments.last_opened_at",
      ])
      .where("enrolments.user_id", "=", userId)
      .orderBy("enrolments.enrolled_at")
      .execute(),
    db
      .selectFrom("enrolment_requests")
      .select(["course_id", "message", "status", "created_at", "decided_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("lesson_completions")
      .select(["course_id", "lesson_id", "completed_at"])
      .where("user_id", "=", userId)
      .orderBy("completed_at")
      .execute(),
    db
      .selectFrom("quiz_attempts")
      .select(["course_id", "block_id", "answers_json", "score", "max_score", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("survey_responses")
      .select(["course_id", "block_id", "answers_json", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("event_bookings")
      .innerJoin("events", "events.id", "event_bookings.event_id")
      .select([
        // The event's own title and date: a booking keeps no copy of them.
        "events.title as event_title",
        "events.date_from as event_date",
        "event_bookings.name",
        "event_bookings.surname",
        "event_bookings.email",
        "event_bookings.phone",
        "event_bookings.hpcsa",
        "event_bookings.country",
        "event_bookings.province",
        "event_bookings.city",
        "event_bookings.company",
        "event_bookings.occupation",
        "event_bookings.status",
        "event_bookings.created_at",
        "event_bookings.attended_at",
        "event_bookings.minutes_attended",
        "event_bookings.consented_at",
        "event_bookings.consent_version",
      ])
      .where((eb) =>
        eb.or([eb("event_bookings.user_id", "=", userId), eb(eb.fn("lower", ["event_bookings.email"]), "=", email)]),
      )
      .orderBy("event_bookings.created_at")
      .execute(),
    db
      .selectFrom("enquiries")
      .select([
        "kind",
        "name",
        "email",
        "phone",
        "company",
        "designation",
        "message",
        "number_of_people",
        "appointment_type",
        "status",
        "created_at",
        "consented_at",
        "consent_version",
      ])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("form_responses")
      .innerJoin("forms", "forms.id", "form_responses.form_id")
      .select(["forms.title as form_title", "form_responses.answers_json", "form_responses.created_at"])
      .where((eb) => eb(eb.fn("lower", ["form_responses.respondent_email"]), "=", email))
      .orderBy("form_responses.created_at")
      .execute(),
    db
      .selectFrom("cpd_activities")
      .select([
        "title",
        "provider",
        "activity_date",
        "points_tenths",
        "category",
        "evidence_file_name",
        "status",
        "review_reason",
        "created_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("activity_date")
      .execute(),
    db
      .selectFrom("cpd_enrolled_users")
      .innerJoin("cpd_courses", "cpd_courses.id", "cpd_enrolled_users.cpd_course_id")
      .select([
        "cpd_courses.course_name",
        "cpd_enrolled_users.name",
        "cpd_enrolled_users.email",
        "cpd_enrolled_users.id_number",
        "cpd_enrolled_users.completion_date",
        "cpd_enrolled_users.certificate_number",
      ])
      .where((eb) => eb(eb.fn("lower", ["cpd_enrolled_users.email"]), "=", email))
      .execute(),
    db
      .selectFrom("certificates")
      .selectAll()
      .where((eb) => eb.or([eb("user_id", "=", userId), eb(eb.fn("lower", ["recipient_email"]), "=", email)]))
      .orderBy("issued_at")
      .execute(),
  ]);
  // The owners' own sections (decision 0067-erasure-registry), after the ones read here.
  const identity = { userId, emails: [email], placeholderEmail: "" };
  const sections: Record<string, unknown> = {};
  for (const owner of owners) Object.assign(sections, await owner.personalDataOf?.(db, identity));
  return {
    account,
    certificates,
    data: {
      generatedAt: new Date().toISOString(),
      account,
      enrolments,
      enrolmentRequests,
      completedLessons,
      quizAttempts: quizAttempts.map((attempt) => ({
        ...attempt,
        answers_json: undefined,
        answers: parsed(attempt.answers_json),
      })),
      surveyResponses: surveyResponses.map((response) => ({
        ...response,
        answers_json: undefined,
        answers: parsed(response.answers_json),
      })),
      bookings,
      enquiries,
      formResponses: formResponses.map((response) => ({
        formTitle: response.form_title,
        submittedAt: response.created_at,
        answers: parsed(response.answers_json),
      })),
      cpdActivities: cpdActivities.map(({ points_tenths, ...activity }) => ({
        ...activity,
        points: points_tenths / 10,
      })),
      cpdCourseEnrolments,
      certificates: certificates.map((certificate) => ({
        certificateNumber: certificate.certificate_number,
        course: certificate.course_name,
        completionDate: certificate.completion_date,
        issuedAt: certificate.issued_at,
        recipientName: certificate.recipient_name,
        recipientEmail: certificate.recipient_email,
        idNumber: certificate.recipient_id_number,
        points: certificatePointsText(certificate).total,
        revokedAt: certificate.revoked_at,
        verificationCode: certificate.verification_code,
        file: `certificates/${certificateFileName(certificate)}`,
      })),
      ...sections,
    },
  };
}

/**
 * The ZIP for the signed-in person, counted against their download limit and written to the
 * access log. Refused (429) past the limit.
 */
export async function buildPersonalDataZip(
  db: DatabaseExecutor,
  person: AccessActor,
  owners: readonly PersonalDataOwner[] = [],
): Promise<Outcome<{ zip: Uint8Array; fileName: string }>> {
  const attempt = await consumeRateLimit(db, `data-download:user:${person.id}`, DATA_DOWNLOAD_RATE_LIMIT);
  if (!attempt.allowed) return refuse("too-many", TOO_MANY_DOWNLOADS_MESSAGE);
  const { data, certificates } = await collectPersonalData(db, person.id, owners);
  const { strToU8, zipSync } = await loadFflate();
  const files: Record<string, Uint8Array> = { "data.json": strToU8(JSON.stringify(data, null, 2)) };
  for (const certificate of certificates) {
    files[`certificates/${certificateFileName(certificate)}`] = new Uint8Array(
      await renderCertificatePdf(db, [certificate]),
    );
  }
  await recordPersonalDataAccess(db, person, "download", `Own data download by ${person.email}`);
  return { ok: true, zip: zipSync(files, { level: 6 }), fileName: "my-data.zip" };
}
