import { addDays, calendarDateIn, zonedInstant } from "~/lib/dates";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import type { InterventionType } from "./skills.schema";

/**
 * Every intervention of a company's employees in one financial year (decision 0103-skills-evidence):
 * online-course enrolments, event bookings, CPD course records and seats on scheduled courses, each
 * read with one set-based query bounded by the company and the year, then the OFO/NQF codes, the
 * learners' details and the invoiced cost with one query each. Never a query per row.
 */

/** A year's reports hold at most this many interventions; a larger company asks an admin. */
export const MAX_SKILLS_ROWS = 5000;

type InterventionStatus = "completed" | "in progress" | "not completed";

export interface SkillsRow {
  userId: string | null;
  learnerName: string;
  learnerEmail: string;
  itemType: InterventionType;
  itemId: string;
  intervention: string;
  /** Calendar dates (YYYY-MM-DD) in the site's time zone. */
  startDate: string;
  endDate: string;
  status: InterventionStatus;
  ofoCode: string;
  nqfLevel: number | null;
  /** Invoiced to the company for this learner's seat, excluding VAT, less credit notes. */
  costCents: number;
  idType: string;
  idNumber: string;
  /** Present only while the learner consents (empty otherwise). */
  equity: { populationGroup: string; gender: string; disability: string } | null;
}

export interface FinancialYear {
  year: number;
  /** First and last calendar day: 1 April and 31 March. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
}

export function financialYear(year: number, timeZone: string): FinancialYear {
  return { year, firstDay: `${year}-04-01`, lastDay: `${year + 1}-03-31`, timeZone };
}

const inYear = (date: string, year: FinancialYear) => date >= year.firstDay && date <= year.lastDay;

export type SkillsRecords = { rows: SkillsRow[]; tooMany: boolean };

export async function loadSkillsRecords(
  db: DatabaseExecutor,
  companyId: string,
  year: FinancialYear,
  today: string,
): Promise<SkillsRecords> {
  const startInstant = zonedInstant(year.firstDay, "00:00", year.timeZone).toISOString();
  const endInstant = zonedInstant(addDays(year.lastDay, 1), "00:00", year.timeZone).toISOString();
  // Stored dates may be dates or instants: the text range is a day wider, the exact day is kept below.
  const wideFirst = addDays(year.firstDay, -1);
  const wideAfter = addDays(year.lastDay, 2);
  const limit = MAX_SKILLS_ROWS + 1;

  const employees = () =>
    selectConfirmedCompanyEmployees(db)
      .leftJoin("user", "user.id", "company_employees.user_id")
      .where("company_employees.company_id", "=", companyId);

  const [enrolments, bookings, cpdRecords, seats] = await Promise.all([
    employees()
      .innerJoin("enrolments", "enrolments.user_id", "company_employees.user_id")
      .innerJoin("courses", "courses.id", "enrolments.course_id")
      .select([
        "company_employees.user_id",
        "company_employees.name",
        "company_employees.email",
        "courses.id as itemId",
        "courses.title",
        "enrolments.enrolled_at",
        "enrolments.completed_at",
      ])
      .where("enrolments.enrolled_at", "<", endInstant)
      .where((eb) =>
        eb.or([eb("enrolments.completed_at", "is", null), eb("enrolments.completed_at", ">=", startInstant)]),
      )
      .orderBy("enrolments.id")
      .limit(limit)
      .execute(),
    employees()
      .innerJoin("event_bookings", (join) =>
        join.on((eb) =>
          eb.or([
            eb("event_bookings.user_id", "=", eb.ref("company_employees.user_id")),
            eb(eb.fn("lower", ["event_bookings.email"]), "=", eb.ref("company_employees.email")),
          ]),
        ),
      )
      .innerJoin("events", "events.id", "event_bookings.event_id")
      .select([
        "company_employees.user_id",
        "company_employees.name",
        "company_employees.email",
        "events.id as itemId",
        "events.title",
        "events.date_from",
        "events.date_to",
        "events.cancelled_at",
        "event_bookings.attended_at",
      ])
      .where("event_bookings.status", "=", "confirmed")
      .where("events.date_from", ">=", year.firstDay)
      .where("events.date_from", "<=", year.lastDay)
      .orderBy("event_bookings.id")
      .limit(limit)
      .execute(),
    employees()
      .innerJoin("cpd_enrolled_users", (join) =>
        join.on((eb) => eb(eb.fn("lower", ["cpd_enrolled_users.email"]), "=", eb.ref("company_employees.email"))),
      )
      .innerJoin("cpd_courses", "cpd_courses.id", "cpd_enrolled_users.cpd_course_id")
      .select([
        "company_employees.user_id",
        "company_employees.name",
        "company_employees.email",
        "cpd_courses.id as itemId",
        "cpd_courses.course_name",
        "cpd_courses.activity_start_date",
        "cpd_enrolled_users.completion_date",
      ])
      .where("cpd_enrolled_users.completion_date", ">=", wideFirst)
      .where("cpd_enrolled_users.completion_date", "<", wideAfter)
      .orderBy("cpd_enrolled_users.id")
      .limit(limit)
      .execute(),
    employees()
      .innerJoin("order_seats", "order_seats.user_id", "company_employees.user_id")
      .innerJoin("training_schedule_entries", "training_schedule_entries.id", "order_seats.item_id")
      .select([
        "company_employees.user_id",
        "company_employees.name",
        "company_employees.email",
        "training_schedule_entries.id as itemId",
        "training_schedule_entries.course_title",
        "training_schedule_entries.start_date",
        "training_schedule_entries.duration_days",
      ])
      .where("order_seats.item_type", "=", "schedule_date")
      .where("order_seats.status", "=", "assigned")
      .where("training_schedule_entries.start_date", ">=", year.firstDay)
      .where("training_schedule_entries.start_date", "<=", year.lastDay)
      .orderBy("order_seats.id")
      .limit(limit)
      .execute(),
  ]);

  type Base = Omit<SkillsRow, "ofoCode" | "nqfLevel" | "costCents" | "idType" | "idNumber" | "equity">;
  const base: Base[] = [];
  const learner = (row: { user_id: string | null; name: string; email: string }) => ({
    userId: row.user_id,
    learnerName: row.name,
    learnerEmail: row.email,
  });
  for (const row of enrolments) {
    const completed = row.completed_at ? calendarDateIn(row.completed_at, year.timeZone) : "";
    base.push({
      ...learner(row),
      itemType: "course",
      itemId: row.itemId,
      intervention: row.title,
      startDate: calendarDateIn(row.enrolled_at, year.timeZone),
      endDate: completed,
      status: completed && completed <= year.lastDay ? "completed" : "in progress",
    });
  }
  for (const row of bookings) {
    const ended = row.date_to < today;
    const status: InterventionStatus = row.attended_at
      ? "completed"
      : row.cancelled_at || ended
        ? "not completed"
        : "in progress";
    base.push({
      ...learner(row),
      itemType: "event",
      itemId: row.itemId,
      intervention: row.title,
      startDate: row.date_from,
      endDate: row.date_to,
      status,
    });
  }
  for (const row of cpdRecords) {
    const completed =
      row.completion_date.length > 10 ? calendarDateIn(row.completion_date, year.timeZone) : row.completion_date;
    if (!inYear(completed, year)) continue;
    base.push({
      ...learner(row),
      itemType: "cpd_course",
      itemId: row.itemId,
      intervention: row.course_name,
      // A record completed before its course's stated start (a correction) starts on its completion.
      startDate: row.activity_start_date && row.activity_start_date <= completed ? row.activity_start_date : completed,
      endDate: completed,
      status: "completed",
    });
  }
  for (const row of seats) {
    const endDate = addDays(row.start_date, Math.max(0, row.duration_days - 1));
    base.push({
      ...learner(row),
      itemType: "schedule_date",
      itemId: row.itemId,
      intervention: row.course_title,
      startDate: row.start_date,
      endDate,
      // Campus keeps no register for a scheduled course: a course that has ended counts as attended.
      status: endDate < today ? "completed" : "in progress",
    });
  }
  const tooMany =
    [enrolments, bookings, cpdRecords, seats].some((rows) => rows.length > MAX_SKILLS_ROWS) ||
    base.length > MAX_SKILLS_ROWS;
  if (tooMany) return { rows: [], tooMany: true };
  base.sort(
    (a, b) =>
      a.learnerName.localeCompare(b.learnerName) ||
      a.learnerEmail.localeCompare(b.learnerEmail) ||
      a.startDate.localeCompare(b.startDate) ||
      a.intervention.localeCompare(b.intervention),
  );

  const [codes, details, costs] = await Promise.all([
    codesFor(db, base),
    detailsFor(db, base),
    invoicedCostsFor(db, companyId, base),
  ]);
  const rows = base.map((row): SkillsRow => {
    const code = codes.get(`${row.itemType}|${row.itemId}`);
    const detail = row.userId ? details.get(row.userId) : undefined;
    const consented = Boolean(detail?.equity_consented_at);
    return {
      ...row,
      ofoCode: code?.ofo_code ?? "",
      nqfLevel: code?.nqf_level ?? null,
      costCents: row.userId ? (costs.get(`${row.userId}|${row.itemType}|${row.itemId}`) ?? 0) : 0,
      idType: detail?.id_type ?? "",
      idNumber: detail?.id_number ?? "",
      equity:
        consented && detail
          ? { populationGroup: detail.population_group, gender: detail.gender, disability: detail.disability }
          : null,
    };
  });
  return { rows, tooMany: false };
}

/** Chunks of ids, so an IN list stays well inside every database's parameter limit. */
function chunks<T>(items: readonly T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

async function codesFor(db: DatabaseExecutor, rows: readonly { itemType: string; itemId: string }[]) {
  const ids = [...new Set(rows.map((row) => row.itemId))];
  const found = new Map<string, { ofo_code: string; nqf_level: number | null }>();
  for (const part of chunks(ids)) {
    const codes = await db
      .selectFrom("intervention_skills_codes")
      .select(["item_type", "item_id", "ofo_code", "nqf_level"])
      .where("item_id", "in", part)
      .execute();
    for (const code of codes) found.set(`${code.item_type}|${code.item_id}`, code);
  }
  return found;
}

async function detailsFor(db: DatabaseExecutor, rows: readonly { userId: string | null }[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const found = new Map<
    string,
    {
      id_type: string;
      id_number: string;
      equity_consented_at: string | null;
      population_group: string;
      gender: string;
      disability: string;
    }
  >();
  for (const part of chunks(ids)) {
    const details = await db
      .selectFrom("learner_skills_details")
      .select(["user_id", "id_type", "id_number", "equity_consented_at", "population_group", "gender", "disability"])
      .where("user_id", "in", part)
      .execute();
    for (const detail of details) found.set(detail.user_id, detail);
  }
  return found;
}

/**
 * What the company was invoiced for each learner's seat: each invoice line's net (excluding VAT)
 * shared over its seats, less the credit notes against that line. Only documents issued to this
 * company count. Keyed by learner, item type and item.
 */
async function invoicedCostsFor(db: DatabaseExecutor, companyId: string, rows: readonly { itemId: string }[]) {
  const ids = [...new Set(rows.map((row) => row.itemId))];
  const costs = new Map<string, number>();
  for (const part of chunks(ids)) {
    const lines = await db
      .selectFrom("tax_document_lines")
      .innerJoin("tax_documents", "tax_documents.id", "tax_document_lines.document_id")
      .innerJoin("order_lines", "order_lines.id", "tax_document_lines.order_line_id")
      .select([
        "order_lines.id as orderLineId",
        "order_lines.item_type",
        "order_lines.item_id",
        "order_lines.quantity",
        "tax_documents.kind",
        "tax_document_lines.net_cents",
      ])
      .where("tax_documents.company_id", "=", companyId)
      .where("order_lines.item_id", "in", part)
      .execute();
    if (lines.length === 0) continue;
    const lineIds = [...new Set(lines.map((line) => line.orderLineId))];
    const seats = await db
      .selectFrom("order_seats")
      .select(["order_line_id", "user_id"])
      .where("order_line_id", "in", lineIds)
      .where("status", "=", "assigned")
      .where("user_id", "is not", null)
      .execute();
    const netByLine = new Map<string, { net: number; quantity: number; itemType: string; itemId: string }>();
    for (const line of lines) {
      const entry = netByLine.get(line.orderLineId) ?? {
        net: 0,
        quantity: line.quantity,
        itemType: line.item_type,
        itemId: line.item_id,
      };
      entry.net += line.kind === "credit_note" ? -line.net_cents : line.net_cents;
      netByLine.set(line.orderLineId, entry);
    }
    for (const seat of seats) {
      const line = netByLine.get(seat.order_line_id);
      if (!line || !seat.user_id) continue;
      // One seat's share of the line, rounded to the cent (a line of 3 seats at R 1 000 is R 333.33 each).
      const share = Math.round(line.net / Math.max(1, line.quantity));
      const key = `${seat.user_id}|${line.itemType}|${line.itemId}`;
      costs.set(key, (costs.get(key) ?? 0) + share);
    }
  }
  return costs;
}
