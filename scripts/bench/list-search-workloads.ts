import type { Kysely, KyselyPlugin } from "kysely";
import { sql } from "kysely";
import { listCatalogueCourses } from "~/features/catalogue/catalogue.server";
import { loadEnquiryList } from "~/features/enquiries/admin-enquiries.server";
import { loadEventsPage } from "~/features/events/events-page.server";
import { getDb } from "~/server/app-context.server";
import { loadManageEventsScreen } from "~/server/manage-events-screen.server";
import { prepareApp, stopBackgroundJobs } from "~/server/startup.server";
import type { Database } from "~db/schema";
import { everyWordInColumns } from "~db/sql-helpers";

/**
 * The list pages' data work, run in this process on the bench data (docs/benchmarks/scale.md): per
 * workload the milliseconds of wall time and of this process's CPU per page (on SQLite the SQL runs
 * in the process, so CPU includes it; on PostgreSQL wall time is the SQL's) and the statements run.
 */
export interface WorkloadFigure {
  workload: string;
  runs: number;
  wallMsMedian: number;
  wallMsP90: number;
  cpuMsPerRun: number;
  statements: number;
}

function counting(db: Kysely<Database>) {
  let count = 0;
  // Counted as results come back: a subquery's builder also passes through transformQuery.
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  const take = () => {
    const taken = count;
    count = 0;
    return taken;
  };
  return { db: db.withPlugin(plugin), take };
}

/** Course-title words of the bench data: distinct terms, so no two searches are the same page. */
async function catalogueTerms(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("courses")
    .select(["name", "title", "subtitle"])
    .where("is_published", "=", 1)
    .limit(5000)
    .execute();
  const words = new Set<string>();
  for (const row of rows) {
    for (const text of [row.name, row.title, row.subtitle]) {
      for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 4) words.add(word);
    }
  }
  // Whole words, then their parts (what a person types before finishing a word).
  const terms = [...words];
  for (const word of words) terms.push(word.slice(0, Math.max(3, word.length - 2)), word.slice(1));
  return [...new Set(terms)].slice(0, limit);
}

async function measure(
  workload: string,
  inputs: readonly string[],
  run: (db: Kysely<Database>, input: string) => Promise<unknown>,
): Promise<WorkloadFigure> {
  const counter = counting(getDb());
  // One warm-up round (statement caches, page cache of the database file).
  for (const input of inputs.slice(0, 5)) await run(counter.db, input);
  counter.take();
  const walls: number[] = [];
  const cpuStart = process.cpuUsage();
  for (const input of inputs) {
    const started = performance.now();
    await run(counter.db, input);
    walls.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStart);
  walls.sort((a, b) => a - b);
  const at = (fraction: number) => Number((walls[Math.floor(fraction * (walls.length - 1))] ?? 0).toFixed(2));
  return {
    workload,
    runs: inputs.length,
    wallMsMedian: at(0.5),
    wallMsP90: at(0.9),
    cpuMsPerRun: Number(((cpu.user + cpu.system) / 1000 / inputs.length).toFixed(2)),
    statements: Math.round(counter.take() / inputs.length),
  };
}

/** The catalogue's search as it was before decision 0113 (LIKE on every row), for the same run's comparison. */
async function catalogueByLike(db: Kysely<Database>, search: string) {
  let query = db
    .selectFrom("courses")
    .where("courses.is_published", "=", 1)
    .where("courses.type", "=", "certification");
  const matches = everyWordInColumns(["courses.name", "courses.title", "courses.subtitle"], search);
  if (matches) query = query.where(matches);
  return Promise.all([
    query.select(["courses.id", "courses.name"]).orderBy("courses.name").orderBy("courses.id").limit(24).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
}

/** The enquiries' count as it was before decision 0113 (joined to the courses). */
function enquiriesCountWithJoin(db: Kysely<Database>) {
  return db
    .selectFrom("enquiries")
    .leftJoin("courses", "courses.id", "enquiries.course_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
}

function enquiriesCount(db: Kysely<Database>) {
  return db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
}

export async function runListSearchWorkloads({
  terms: termCount,
  migrate,
}: {
  terms: number;
  /** False to measure the database as it is (before a migration: the "before" figures). */
  migrate: boolean;
}): Promise<WorkloadFigure[]> {
  if (migrate) await prepareApp();
  const db = getDb();
  const terms = await catalogueTerms(db, termCount);
  const repeat = (value: string, times: number) => Array.from({ length: times }, () => value);
  const eventId =
    (
      await db
        .selectFrom("events")
        .select("id")
        .orderBy(sql`(select count(*) from event_bookings b where b.event_id = events.id)`, "desc")
        .limit(1)
        .executeTakeFirst()
    )?.id ?? null;
  const figures: WorkloadFigure[] = [];
  const search = (q: string) => new URLSearchParams(q ? { q } : {});
  figures.push(
    await measure(`catalogue search by LIKE, as before (${terms.length} terms)`, terms, (d, q) =>
      catalogueByLike(d, q),
    ),
  );
  figures.push(
    await measure(`catalogue search (${terms.length} terms)`, terms, (d, q) =>
      listCatalogueCourses(d, { section: "certification", search: q, page: 1 }),
    ),
  );
  figures.push(
    await measure("enquiries count joined to courses, as before", repeat("", 50), (d) => enquiriesCountWithJoin(d)),
  );
  figures.push(await measure("enquiries count", repeat("", 50), (d) => enquiriesCount(d)));
  figures.push(await measure("enquiries", repeat("", 50), (d) => loadEnquiryList(d, search(""))));
  figures.push(await measure("enquiries ?q=khumalo", repeat("khumalo", 50), (d, q) => loadEnquiryList(d, search(q))));
  figures.push(await measure("enquiries ?q=<term>", terms.slice(0, 100), (d, q) => loadEnquiryList(d, search(q))));
  figures.push(await measure("events", repeat("", 50), (d) => loadEventsPage(d, { requestedId: null, page: 1 })));
  figures.push(
    await measure("events ?q=webinar", repeat("webinar", 50), (d, q) =>
      loadEventsPage(d, { requestedId: null, page: 1, search: q }),
    ),
  );
  figures.push(
    await measure("manage-events (busiest event chosen)", repeat("", 50), (d) =>
      loadManageEventsScreen(d, { requestedId: eventId, page: 1, bookingsPage: 1 }),
    ),
  );
  figures.push(
    await measure("manage-events ?q=webinar&bookings-q=naidoo", repeat("", 50), (d) =>
      loadManageEventsScreen(d, {
        requestedId: eventId,
        page: 1,
        bookingsPage: 1,
        search: "webinar",
        bookingsSearch: "naidoo",
      }),
    ),
  );
  await stopBackgroundJobs();
  return figures;
}
