import type { DatabaseExecutor } from "~db/executor";
import { PUBLIC_FORMS, type PublicForm, RECENT_SUBMISSIONS_LIMIT } from "./public-forms";

export interface FormSummary {
  id: PublicForm["id"];
  total: number;
  lastSubmittedAt: string | null;
}

/** Submission counts and the latest submission per public form: two grouped queries. */
export async function summarisePublicForms(db: DatabaseExecutor): Promise<FormSummary[]> {
  const [enquiryRows, bookingRow] = await Promise.all([
    db
      .selectFrom("enquiries")
      // i18n-exempt: a column name
      .select(["kind", (eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.max("created_at").as("latest")])
      .groupBy("kind")
      .execute(),
    db
      .selectFrom("event_bookings")
      // i18n-exempt: a column name
      .select([(eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.max("created_at").as("latest")])
      .executeTakeFirstOrThrow(),
  ]);
  const byKind = new Map(enquiryRows.map((row) => [row.kind, row]));
  return PUBLIC_FORMS.map((form) => {
    const row = form.source.table === "enquiries" ? byKind.get(form.source.kind) : bookingRow;
    return { id: form.id, total: row?.count ?? 0, lastSubmittedAt: (row?.latest as string | null) ?? null };
  });
}

export interface FormSubmission {
  id: string;
  name: string;
  email: string;
  company: string;
  detail: string;
  createdAt: string;
}

/** The latest submissions of one public form (newest first). */
export async function listRecentSubmissions(db: DatabaseExecutor, form: PublicForm): Promise<FormSubmission[]> {
  if (form.source.table === "event_bookings") {
    const rows = await db
      .selectFrom("event_bookings")
      .innerJoin("events", "events.id", "event_bookings.event_id")
      .select([
        "event_bookings.id",
        "event_bookings.name",
        "event_bookings.surname",
        "event_bookings.email",
        "event_bookings.company",
        // The event's own title and date: a booking follows its event when it moves.
        "events.title as event_title",
        "events.date_from as event_date",
        "event_bookings.created_at",
      ])
      .orderBy("event_bookings.created_at", "desc")
      .limit(RECENT_SUBMISSIONS_LIMIT)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: `${row.name} ${row.surname}`.trim(),
      email: row.email,
      company: row.company,
      detail: `${row.event_title} (${row.event_date})`,
      createdAt: row.created_at,
    }));
  }
  const rows = await db
    .selectFrom("enquiries")
    .select(["id", "name", "email", "company", "message", "appointment_type", "number_of_people", "created_at"])
    .where("kind", "=", form.source.kind)
    .orderBy("created_at", "desc")
    .limit(RECENT_SUBMISSIONS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    detail: [
      row.appointment_type,
      row.number_of_people ? `${row.number_of_people} people` : null,
      row.message.length > 140 ? `${row.message.slice(0, 140)}…` : row.message,
    ]
      .filter(Boolean)
      .join(" · "),
    createdAt: row.created_at,
  }));
}
