import { type Insertable, sql } from "kysely";
import { PROVINCES } from "~/features/bookings/booking-fields";
import { APPOINTMENT_TYPES } from "~/features/enquiries/enquiry-fields";
import { getDatabaseConnection } from "~/server/app-context.server";
import { addCourseInstructor, buildCourse, insertCourseWithOutline } from "~/server/factories/course-factory";
import { buildEnquiry } from "~/server/factories/enquiry-factory";
import { prepareApp, stopBackgroundJobs } from "~/server/startup.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";
import { inTransaction } from "~db/transactions";

/**
 * Fills the configured database (DATA_DIR's SQLite file, or DATABASE_URL) with a real company's
 * volume of data for the HTTP benchmark: batched multi-row inserts, one transaction per table.
 * Loaded by scripts/bench/bench-data.ts through Vite (for the app's path aliases).
 */

export interface BenchVolume {
  users: number;
  courses: number;
  completions: number;
  enquiries: number;
  bookings: number;
}

/** What bench:http needs to find its pages and sign in: written next to the data as bench-targets.json. */
export interface BenchTargets {
  signIns: Array<{ role: string; email: string; password: string }>;
  bigCourse: { id: string; slug: string; firstChapterId: string; firstLessonId: string };
  eventId: string;
  /** One term of each kind (kept for older scripts: a single term is a page-cache hit after the first request). */
  searchTerms: { user: string; course: string; enquiry: string; event: string };
  volume: BenchVolume & { enrolments: number; events: number; lessons: number };
  /** Up to SEARCH_TERMS distinct terms of each kind, drawn from the generated rows: the benchmark rotates over them. */
  searchLists?: { user: string[]; course: string[]; enquiry: string[]; event: string[]; company: string[] };
  /** Generated students who sign in with a known password (bench:soak), with what they read. */
  learners?: Array<{ email: string; password: string; courseIds: string[] }>;
  /** The lessons of the learners' courses in reading order, as [chapterId, lessonId]. */
  lessonsOfCourse?: Record<string, Array<[string, string]>>;
  /** Text blocks of the big course that staff edit in bench:soak. */
  editableBlockIds?: string[];
  /** Quizzes of the big course and a right answer to each (question id → option id). */
  quizzes?: Array<{ chapterId: string; lessonId: string; blockId: string; answers: Record<string, string> }>;
  /** Webinars still ahead, which visitors book in bench:soak. */
  upcomingEventIds?: string[];
}

/** How many distinct terms of each kind the benchmark rotates over. */
const SEARCH_TERMS = 300;
/** How many generated students get the bench password (bench:soak signs them in). */
const LEARNERS = 200;

export const BENCH_PASSWORDS = { admin: "bench-admin-password", demo: "bench-demo-password" } as const;

const FIRST_NAMES = [
  "Thabo",
  "Sipho",
  "Lerato",
  "Naledi",
  "Ayanda",
  "Zanele",
  "Themba",
  "Nomvula",
  "Kagiso",
  "Palesa",
  "Mpho",
  "Lindiwe",
  "Bongani",
  "Nandi",
  "Tshepo",
  "Busisiwe",
  "Lwazi",
  "Refilwe",
  "Sibusiso",
  "Nokuthula",
  "Karabo",
  "Thandeka",
  "Mandla",
  "Zodwa",
  "Siyabonga",
  "Precious",
  "Johan",
  "Annelie",
  "Pieter",
  "Marike",
  "Francois",
  "Elmarie",
  "Willem",
  "Chantal",
  "Riaan",
  "Sunette",
  "Priya",
  "Rajesh",
  "Kavitha",
  "Ashwin",
  "Fatima",
  "Yusuf",
  "Aisha",
  "Imran",
  "Zaid",
  "Tasneem",
  "Michael",
  "Sarah",
  "David",
  "Jessica",
  "Keabetswe",
  "Onalenna",
  "Tumelo",
  "Dineo",
  "Lesedi",
  "Katlego",
  "Xolani",
  "Nosipho",
  "Andile",
  "Zoë",
];
const SURNAMES = [
  "Dlamini",
  "Nkosi",
  "Ndlovu",
  "Khumalo",
  "Mokoena",
  "Mahlangu",
  "Zulu",
  "Mthembu",
  "Naidoo",
  "Botha",
  "van der Merwe",
  "Pretorius",
  "Molefe",
  "Sithole",
  "Mabaso",
  "Ngcobo",
  "Mkhize",
  "Buthelezi",
  "Radebe",
  "Tshabalala",
  "Pillay",
  "Govender",
  "Moodley",
  "Reddy",
  "Jacobs",
  "Adams",
  "Petersen",
  "Abrahams",
  "Hendricks",
  "Williams",
  "Nel",
  "du Plessis",
  "Venter",
  "Coetzee",
  "Steyn",
  "Fourie",
  "Kruger",
  "Swanepoel",
  "Mashaba",
  "Maluleke",
  "Baloyi",
  "Chauke",
  "Masilela",
  "Motaung",
  "Sebata",
  "Modise",
  "Letsoalo",
  "Mofokeng",
  "Nxumalo",
  "Cele",
  "Hadebe",
  "Shabalala",
  "Ntuli",
  "Msimang",
  "O'Brien",
  "Ismail",
  "Essop",
  "Cassim",
  "Ngũgĩ",
  "Smith",
];
const STANDARDS = [
  "ISO 9001:2015",
  "ISO 14001:2015",
  "ISO 45001:2018",
  "ISO 22000:2018",
  "FSSC 22000",
  "ISO/IEC 17025:2017",
  "ISO 15189:2022",
  "ISO/IEC 27001:2022",
  "ISO 13485:2016",
  "ISO 50001:2018",
  "ISO 31000:2018",
  "ISO 19011:2018",
  "HACCP",
  "SANS 10049",
  "ISO/IEC 17020:2012",
  "ISO 55001:2014",
];
const TOPICS = [
  "Internal Auditor",
  "Lead Auditor",
  "Awareness",
  "Implementation",
  "Documentation and Records",
  "Risk-based Thinking",
  "Root Cause Analysis",
  "Management Review",
  "Measurement Uncertainty",
  "Method Validation",
  "Transition",
  "Corrective Action",
  "Supplier Evaluation",
  "Process Approach",
  "Auditing for Top Management",
];
const COMPANIES = [
  "Umgeni Pathology Laboratory",
  "Karoo Foods",
  "Highveld Steel Works",
  "Cape Winelands Packaging",
  "Limpopo Mining Services",
  "Durban Port Logistics",
  "Mpumalanga Agri Co-op",
  "Tshwane Water Testing",
  "Eastern Cape Auto Parts",
  "Free State Grain",
];
const CITIES = [
  "Johannesburg",
  "Cape Town",
  "Durban",
  "Pretoria",
  "Gqeberha",
  "Bloemfontein",
  "Polokwane",
  "Mbombela",
  "Kimberley",
  "East London",
];
const OCCUPATIONS = [
  "Quality manager",
  "Medical technologist",
  "Lab analyst",
  "Internal auditor",
  "Safety officer",
  "Plant manager",
];
const COURSE_TYPES = ["certification", "improvement", "accreditation"] as const;

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A small seeded generator (mulberry32): the same volume gives the same data on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** An instant in the last `years` years, weighted towards recent ones as a growing company's records are. */
    pastDate: (years: number, now: number) => new Date(now - Math.sqrt(next()) * years * YEAR_MS).toISOString(),
  };
}

/** Rows per INSERT: within SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
function rowsPerStatement(columns: number) {
  return Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));
}

/** Writes rows produced by `make(index)` in multi-row INSERTs inside one transaction. */
async function insertMany<Table extends keyof Database>(
  db: DatabaseExecutor,
  table: Table,
  count: number,
  make: (index: number) => Insertable<Database[Table]>,
) {
  if (count <= 0) return;
  const first = make(0);
  const batchSize = rowsPerStatement(Object.keys(first).length);
  await inTransaction(db, async (trx) => {
    let batch: Insertable<Database[Table]>[] = [first];
    for (let index = 1; index < count; index++) {
      if (batch.length === batchSize) {
        await trx
          .insertInto(table)
          .values(batch as never)
          .execute();
        batch = [];
      }
      batch.push(make(index));
    }
    if (batch.length > 0)
      await trx
        .insertInto(table)
        .values(batch as never)
        .execute();
  });
}

function progress(label: string, started: number, count: number) {
  process.stdout.write(
    `  ${label.padEnd(20)} ${count.toLocaleString("en-ZA").padStart(10)}  ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

export async function fillBenchDatabase(volume: BenchVolume): Promise<BenchTargets> {
  process.env.ADMIN_PASSWORD = BENCH_PASSWORDS.admin;
  process.env.DEMO_PASSWORD = BENCH_PASSWORDS.demo;
  const prepared = await prepareApp();
  const connection = getDatabaseConnection();
  const db = connection.db;
  if (prepared.seededSignIns.length === 0) {
    throw new Error(
      "The database already has data: bench:data fills a new, empty database (a new DATA_DIR or database).",
    );
  }
  const flag = (value: boolean) => (connection.kind === "postgres" ? value : value ? 1 : 0) as boolean;
  const random = createRandom(20261124);
  const now = Date.now();
  const started = Date.now();
  process.stdout.write(`Filling the ${connection.kind} database\n`);

  // Users: 0.1 % admins, 2 % instructors, the rest students. They cannot sign in (no password
  // account); the three seeded accounts can, with the bench passwords.
  const userIds: string[] = [];
  const studentIds: string[] = [];
  const instructorIds: string[] = [];
  await insertMany(db, "user", volume.users, (index) => {
    const id = `bu${index.toString(36)}`;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    const role = index % 1000 === 0 ? "admin" : index % 50 === 1 ? "instructor" : "student";
    userIds.push(id);
    (role === "student" ? studentIds : role === "instructor" ? instructorIds : []).push(id);
    const createdAt = random.pastDate(6, now);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z]+/g, ".");
    return {
      id,
      name: `${first} ${last}`,
      email: `${local}.${index}@example.co.za`,
      emailVerified: flag(true),
      image: null,
      createdAt,
      updatedAt: createdAt,
      role,
      bio: null,
      deactivated: flag(index % 97 === 0),
    };
  });
  progress("users", started, volume.users);
  if (instructorIds.length === 0 && userIds.length > 0) instructorIds.push(userIds[0]);

  // Courses, each with 2 to 4 chapters of 2 to 5 lessons and one text block per lesson.
  const lessonsByCourse: string[][] = [];
  const courseIds: string[] = [];
  const courseRows = Array.from({ length: volume.courses }, (_, index) => {
    const id = `bc${index.toString(36)}`;
    const standard = random.pick(STANDARDS);
    const topic = random.pick(TOPICS);
    const createdAt = random.pastDate(8, now);
    courseIds.push(id);
    return buildCourse({
      id,
      slug: `${standard}-${topic}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      name: `${standard} ${topic}`,
      title: `${topic} for ${standard}`,
      subtitle: `A practical ${topic.toLowerCase()} course on ${standard} for South African organisations.`,
      type: COURSE_TYPES[index % 3],
      is_published: index % 5 === 0 ? 0 : 1,
      is_self_enrolment_open: index % 4 === 0 ? 1 : 0,
      created_by_user_id: instructorIds.length > 0 ? instructorIds[index % instructorIds.length] : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  });
  await insertMany(db, "courses", courseRows.length, (index) => courseRows[index]);
  if (instructorIds.length > 0) {
    await insertMany(db, "course_instructors", courseIds.length, (index) => ({
      course_id: courseIds[index],
      user_id: instructorIds[index % instructorIds.length],
    }));
  }
  const chapters: Array<Insertable<Database["chapters"]>> = [];
  const lessons: Array<Insertable<Database["lessons"]>> = [];
  courseRows.forEach((course, courseIndex) => {
    const lessonIds: string[] = [];
    const chapterCount = 2 + random.int(3);
    for (let chapterNumber = 1; chapterNumber <= chapterCount; chapterNumber++) {
      const chapterId = `${course.id}h${chapterNumber}`;
      chapters.push({
        id: chapterId,
        course_id: course.id,
        title: `Clause ${chapterNumber + 3}: ${random.pick(TOPICS).toLowerCase()}`,
        position: chapterNumber,
        version: 1,
        created_at: course.created_at,
        updated_at: course.created_at,
      });
      const lessonCount = 2 + random.int(4);
      for (let lessonNumber = 1; lessonNumber <= lessonCount; lessonNumber++) {
        const lessonId = `${chapterId}l${lessonNumber}`;
        lessonIds.push(lessonId);
        lessons.push({
          id: lessonId,
          chapter_id: chapterId,
          course_id: course.id,
          title: `Lesson ${chapterNumber}.${lessonNumber}: requirement and evidence`,
          position: lessonNumber,
          version: 1,
          created_at: course.created_at,
          updated_at: course.created_at,
        });
      }
    }
    lessonsByCourse[courseIndex] = lessonIds;
  });
  await insertMany(db, "chapters", chapters.length, (index) => chapters[index]);
  await insertMany(db, "lessons", lessons.length, (index) => lessons[index]);
  await insertMany(db, "content_blocks", lessons.length, (index) => {
    const lesson = lessons[index];
    return {
      id: `${lesson.id}b`,
      lesson_id: lesson.id,
      course_id: lesson.course_id,
      type: "text",
      title: "",
      position: 1,
      content_json: JSON.stringify({ html: `<p>${lesson.title}: collect objective evidence and record it.</p>` }),
      version: 1,
      updated_by_user_id: null,
      created_at: lesson.created_at,
      updated_at: lesson.updated_at,
    };
  });
  progress("courses", started, volume.courses);
  progress("lessons", started, lessons.length);

  // Enrolments and lesson completions: students enrol in courses and complete a first part of
  // each course's lessons, until the requested number of completions is reached.
  const enrolments: Array<Insertable<Database["enrolments"]>> = [];
  const completions: Array<Insertable<Database["lesson_completions"]>> = [];
  const stride = courseIds.length % 7919 === 0 ? 7907 : 7919;
  const maxEnrolments = studentIds.length * Math.min(courseIds.length, 50);
  for (let index = 0; completions.length < volume.completions && index < maxEnrolments; index++) {
    const studentIndex = index % studentIds.length;
    const round = Math.floor(index / studentIds.length);
    const courseIndex = (studentIndex * 31 + round * stride) % courseIds.length;
    const courseLessons = lessonsByCourse[courseIndex];
    const enrolledAt = random.pastDate(5, now);
    const done = Math.min(1 + random.int(courseLessons.length), volume.completions - completions.length);
    const userId = studentIds[studentIndex];
    const enrolledMs = Date.parse(enrolledAt);
    let lastCompletion = enrolledAt;
    for (let lessonIndex = 0; lessonIndex < done; lessonIndex++) {
      lastCompletion = new Date(
        Math.min(now, enrolledMs + (lessonIndex + 1) * 86_400_000 * (1 + random.int(5))),
      ).toISOString();
      completions.push({
        user_id: userId,
        lesson_id: courseLessons[lessonIndex],
        course_id: courseIds[courseIndex],
        completed_at: lastCompletion,
      });
    }
    enrolments.push({
      id: `be${index.toString(36)}`,
      course_id: courseIds[courseIndex],
      user_id: userId,
      enrolled_by_user_id: null,
      enrolled_at: enrolledAt,
      completed_at: done === courseLessons.length ? lastCompletion : null,
    });
  }
  await insertMany(db, "enrolments", enrolments.length, (index) => enrolments[index]);
  progress("enrolments", started, enrolments.length);
  await insertMany(db, "lesson_completions", completions.length, (index) => completions[index]);
  progress("lesson completions", started, completions.length);
  enrolments.length = 0;
  completions.length = 0;

  // Enquiries over six years.
  await insertMany(db, "enquiries", volume.enquiries, (index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    const kind = (["contact", "consulting", "quote"] as const)[index % 3];
    const createdAt = random.pastDate(6, now);
    const handled = index % 4 !== 0;
    return buildEnquiry({
      id: `bq${index.toString(36)}`,
      kind,
      status: handled ? "handled" : "new",
      name: `${first} ${last}`,
      email: `${first}.${index}@example.co.za`.toLowerCase(),
      phone: `+27 8${random.int(10)} ${100 + random.int(900)} ${1000 + random.int(9000)}`,
      company: random.pick(COMPANIES),
      designation: random.pick(OCCUPATIONS),
      message: `Please contact me about ${random.pick(STANDARDS)} ${random.pick(TOPICS).toLowerCase()} for our team.`,
      number_of_people: kind === "quote" ? 1 + random.int(30) : null,
      appointment_type: kind === "consulting" ? random.pick(APPOINTMENT_TYPES) : null,
      course_id: kind === "quote" && courseIds.length > 0 ? courseIds[index % courseIds.length] : null,
      created_at: createdAt,
      handled_at: handled ? createdAt : null,
    });
  });
  progress("enquiries", started, volume.enquiries);

  // Webinars: about 200 bookings each, from four years ago to a year ahead.
  const eventCount = Math.max(3, Math.ceil(volume.bookings / 200));
  const events = Array.from({ length: eventCount }, (_, index) => {
    const date = new Date(now + (random.next() * 5 - 4) * YEAR_MS).toISOString().slice(0, 10);
    const standard = random.pick(STANDARDS);
    return {
      id: `bv${index.toString(36)}`,
      title: `${standard}: ${random.pick(TOPICS).toLowerCase()} webinar`,
      sub_title: `What ${standard} asks of you, with examples from South African laboratories and plants`,
      description: `A practical session on ${standard}, with time for questions.`,
      date_from: date,
      date_to: date,
      time_from: "10:00",
      time_to: "12:00",
      location: "Online (Microsoft Teams)",
      teams_link: null,
      poster_url: null,
      image_url: null,
      instructor_name: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
      instructor_role: "Lead auditor",
      moderator_name: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
      moderator_role: "Training manager",
      highlights_json: JSON.stringify(["What the standard requires", "Evidence auditors look for"]),
      who_should_attend_json: JSON.stringify(["Quality managers", "Internal auditors"]),
      created_by_user_id: null,
      created_at: new Date(Date.parse(date) - 30 * 86_400_000).toISOString(),
      updated_at: new Date(Date.parse(date) - 30 * 86_400_000).toISOString(),
      version: 1,
    };
  });
  await insertMany(db, "events", events.length, (index) => events[index]);
  await insertMany(db, "event_bookings", volume.bookings, (index) => {
    const event = events[index % events.length];
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    return {
      id: `bk${index.toString(36)}`,
      event_id: event.id,
      name: first,
      surname: last,
      email: `${first}.${index}@example.co.za`.toLowerCase(),
      phone: `+27 8${random.int(10)} ${100 + random.int(900)} ${1000 + random.int(9000)}`,
      hpcsa: index % 3 === 0 ? `MT0${100000 + random.int(900000)}` : null,
      province: random.pick(PROVINCES),
      city: random.pick(CITIES),
      company: random.pick(COMPANIES),
      occupation: random.pick(OCCUPATIONS),
      created_at: new Date(Date.parse(event.created_at) + random.int(29) * 86_400_000).toISOString(),
    };
  });
  progress("events", started, events.length);
  progress("bookings", started, volume.bookings);

  // The course the viewer and editor are measured on: 50 chapters x 20 lessons x 5 blocks, taught
  // by the seeded instructor, the seeded student enrolled.
  const instructor = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", "instructor@campus.local")
    .executeTakeFirstOrThrow();
  const student = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", "student@campus.local")
    .executeTakeFirstOrThrow();
  const big = await insertCourseWithOutline(
    db,
    { chapters: 50, lessonsPerChapter: 20, blocksPerLesson: 5 },
    {
      name: "ISO/IEC 17025:2017 Complete Laboratory Programme",
      slug: "bench-iso-17025-complete-programme",
      is_self_enrolment_open: 1,
    },
  );
  await addCourseInstructor(db, big.course.id, instructor.id);
  await db
    .insertInto("enrolments")
    .values({
      id: "bench-big-enrolment",
      course_id: big.course.id,
      user_id: student.id,
      enrolled_by_user_id: null,
      enrolled_at: new Date(now).toISOString(),
      completed_at: null,
    })
    .execute();
  progress("50x20x5 course", started, big.blocks.length);

  const targets: BenchTargets = {
    signIns: prepared.seededSignIns,
    bigCourse: {
      id: big.course.id,
      slug: big.course.slug,
      firstChapterId: big.chapters[0].id,
      firstLessonId: big.lessons[0].id,
    },
    eventId: events[0].id,
    searchTerms: { user: "naidoo", course: "auditor", enquiry: "khumalo", event: "webinar" },
    volume: { ...volume, enrolments: 0, events: events.length, lessons: lessons.length },
  };
  const enrolled = await db
    .selectFrom("enrolments")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  targets.volume.enrolments = enrolled.count;
  await addBenchWorkload(db, targets, connection.kind);
  // Fresh planner statistics, as a database that has grown over years would have.
  await sql`analyze`.execute(db);
  if (connection.kind === "sqlite") await sql`pragma wal_checkpoint(truncate)`.execute(db);
  process.stdout.write(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  await stopBackgroundJobs();
  return targets;
}

/** Adds the workload lists to targets written before they existed (`bench:data -- --extend`), in place. */
export async function extendBenchTargets(targets: BenchTargets): Promise<BenchTargets> {
  await prepareApp();
  const connection = getDatabaseConnection();
  await addBenchWorkload(connection.db, targets, connection.kind);
  await stopBackgroundJobs();
  return targets;
}

/** `count` distinct terms made by `make` (fewer when the data has fewer), lower case as people type them. */
function distinctTerms(count: number, make: () => string | undefined): string[] {
  const found = new Set<string>();
  for (let attempt = 0; found.size < count && attempt < count * 50; attempt++) {
    const term = make()?.trim().toLowerCase();
    if (term && term.length >= 2) found.add(term);
  }
  return [...found];
}

/** One to three neighbouring words of a text, as someone searching types part of a title. */
function wordsOf(random: ReturnType<typeof createRandom>, text: string | undefined): string | undefined {
  const words = (text ?? "").split(/\s+/).filter((word) => word.length > 1);
  if (words.length === 0) return undefined;
  const start = random.int(words.length);
  return words.slice(start, start + 1 + random.int(3)).join(" ");
}

/**
 * What the benchmarks rotate over and who signs in, drawn with the seeded generator from rows in the
 * database: the search lists, LEARNERS students with the bench password (the seeded student's hash
 * copied into their accounts, so nothing is hashed per account), enrolled in the big course too,
 * the lessons they read, the big course's text blocks to edit and its quizzes with a right answer.
 * Runs after the fill, and alone (`bench:data -- --extend`) on data generated before these existed.
 */
async function addBenchWorkload(db: DatabaseExecutor, targets: BenchTargets, kind: string): Promise<void> {
  const random = createRandom(20261129);
  const generated = (id: string) => id.length < 10;
  const users = (
    await db
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("id", "like", "bu%")
      .orderBy("id")
      .limit(5000)
      .execute()
  ).filter((user) => generated(user.id));
  const courses = await db.selectFrom("courses").select(["name", "title"]).orderBy("id").limit(3000).execute();
  const enquiries = await db
    .selectFrom("enquiries")
    .select(["name", "email", "company"])
    .orderBy("id")
    .limit(3000)
    .execute();
  const events = await db.selectFrom("events").select(["title", "sub_title"]).orderBy("id").limit(3000).execute();
  const companies = await db.selectFrom("companies").select("name").limit(3000).execute();
  const surname = (name: string) => name.slice(name.indexOf(" ") + 1);
  const localPart = (email: string) => email.slice(0, email.indexOf("@"));
  targets.searchLists = {
    user: distinctTerms(SEARCH_TERMS, () => {
      const user = random.pick(users);
      if (!user) return undefined;
      const choice = random.int(3);
      return choice === 0 ? surname(user.name) : choice === 1 ? user.name : localPart(user.email);
    }),
    course: distinctTerms(SEARCH_TERMS, () => {
      const course = random.pick(courses);
      return wordsOf(random, random.int(2) === 0 ? course?.title : course?.name);
    }),
    enquiry: distinctTerms(SEARCH_TERMS, () => {
      const enquiry = random.pick(enquiries);
      if (!enquiry) return undefined;
      const choice = random.int(4);
      return choice === 0
        ? enquiry.name
        : choice === 1
          ? surname(enquiry.name)
          : choice === 2
            ? localPart(enquiry.email)
            : wordsOf(random, enquiry.company ?? undefined);
    }),
    event: distinctTerms(SEARCH_TERMS, () => {
      const event = random.pick(events);
      return wordsOf(random, random.int(2) === 0 ? event?.title : (event?.sub_title ?? undefined));
    }),
    // Few companies are generated: their names' words, then the enquiries' companies and people's
    // names (a search that finds nothing is a search people make too).
    company: distinctTerms(SEARCH_TERMS, () => {
      const choice = random.int(3);
      if (choice === 0 && companies.length > 0) return wordsOf(random, random.pick(companies).name);
      if (choice === 1) return wordsOf(random, random.pick(enquiries)?.company ?? undefined);
      const user = random.pick(users);
      return user ? (random.int(2) === 0 ? surname(user.name) : user.name) : undefined;
    }),
  };

  // Learners: generated students with enrolments, in id order (the same on every run).
  const active = kind === "postgres" ? false : 0;
  const learnerRows = await db
    .selectFrom("user")
    .select(["user.id", "user.email"])
    .where("user.id", "like", "bu%")
    .where("user.role", "=", "student")
    .where("user.deactivated", "=", active)
    // A name the generator turned into "ng.g..": not an address the sign-in form takes.
    .where("user.email", "not like", "%..%")
    .where((eb) =>
      eb.exists(eb.selectFrom("enrolments").select("enrolments.id").whereRef("enrolments.user_id", "=", "user.id")),
    )
    .orderBy("user.id")
    .limit(LEARNERS)
    .execute();
  const { rows: hashRows } = await sql<{ password: string }>`
    select a.password from account a join "user" u on u.id = a."userId"
    where u.email = 'student@campus.local' and a."providerId" = 'credential'`.execute(db);
  const passwordHash = hashRows[0]?.password;
  if (!passwordHash) throw new Error("The seeded student has no password account: bench:data seeds it first.");
  const learnerIds = learnerRows.map((row) => row.id);
  const enrolmentRows =
    learnerIds.length > 0
      ? await db
          .selectFrom("enrolments")
          .select(["user_id", "course_id"])
          .where("user_id", "in", learnerIds)
          .orderBy("id")
          .execute()
      : [];
  const alreadySet = new Set(
    (await sql<{ userId: string }>`select "userId" from account where id like 'bench-account-%'`.execute(db)).rows.map(
      (row) => row.userId,
    ),
  );
  const alreadyInBig = new Set(
    (await db.selectFrom("enrolments").select("user_id").where("course_id", "=", targets.bigCourse.id).execute()).map(
      (row) => row.user_id,
    ),
  );
  const stamp = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    for (const learner of learnerRows) {
      if (!alreadySet.has(learner.id)) {
        await sql`insert into account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
          values (${`bench-account-${learner.id}`}, ${learner.id}, 'credential', ${learner.id}, ${passwordHash}, ${stamp}, ${stamp})`.execute(
          trx,
        );
      }
    }
    const bigEnrolments = learnerRows
      .filter((learner) => !alreadyInBig.has(learner.id))
      .map((learner) => ({
        id: `bench-big-${learner.id}`,
        course_id: targets.bigCourse.id,
        user_id: learner.id,
        enrolled_by_user_id: null,
        enrolled_at: stamp,
        completed_at: null,
      }));
    if (bigEnrolments.length > 0) await trx.insertInto("enrolments").values(bigEnrolments).execute();
  });
  const coursesOf = new Map<string, string[]>();
  for (const row of enrolmentRows) {
    const list = coursesOf.get(row.user_id) ?? [];
    if (list.length < 4 && row.course_id !== targets.bigCourse.id) list.push(row.course_id);
    coursesOf.set(row.user_id, list);
  }
  targets.learners = learnerRows.map((learner) => ({
    email: learner.email,
    password: BENCH_PASSWORDS.demo,
    courseIds: [targets.bigCourse.id, ...(coursesOf.get(learner.id) ?? [])],
  }));
  const readCourses = [...new Set(targets.learners.flatMap((learner) => learner.courseIds))];
  targets.lessonsOfCourse = {};
  for (let start = 0; start < readCourses.length; start += 500) {
    const lessonRows = await db
      .selectFrom("lessons")
      .innerJoin("chapters", "chapters.id", "lessons.chapter_id")
      .select(["lessons.course_id", "lessons.chapter_id", "lessons.id"])
      .where("lessons.course_id", "in", readCourses.slice(start, start + 500))
      .orderBy("lessons.course_id")
      .orderBy("chapters.position")
      .orderBy("lessons.position")
      .execute();
    for (const row of lessonRows) {
      const list = targets.lessonsOfCourse[row.course_id] ?? [];
      list.push([row.chapter_id, row.id]);
      targets.lessonsOfCourse[row.course_id] = list;
    }
  }
  targets.editableBlockIds = (
    await db
      .selectFrom("content_blocks")
      .select("id")
      .where("course_id", "=", targets.bigCourse.id)
      .where("type", "=", "text")
      .orderBy("id")
      .limit(200)
      .execute()
  ).map((row) => row.id);
  targets.upcomingEventIds = (
    await db
      .selectFrom("events")
      .select("id")
      .where("date_from", ">", new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10))
      .orderBy("id")
      .limit(50)
      .execute()
  ).map((row) => row.id);
  const chapterOfLesson = new Map(
    (targets.lessonsOfCourse[targets.bigCourse.id] ?? []).map(([chapterId, lessonId]) => [lessonId, chapterId]),
  );
  const quizRows = await db
    .selectFrom("content_blocks")
    .select(["id", "lesson_id", "content_json"])
    .where("course_id", "=", targets.bigCourse.id)
    .where("type", "=", "quiz")
    .orderBy("id")
    .limit(100)
    .execute();
  targets.quizzes = quizRows.flatMap((row) => {
    const chapterId = chapterOfLesson.get(row.lesson_id);
    const content = JSON.parse(row.content_json) as {
      questions?: Array<{ id: string; options?: Array<{ id: string; isCorrect?: boolean }> }>;
    };
    const answers: Record<string, string> = {};
    for (const question of content.questions ?? []) {
      const right = question.options?.find((option) => option.isCorrect) ?? question.options?.[0];
      if (right) answers[question.id] = right.id;
    }
    return chapterId && Object.keys(answers).length > 0
      ? [{ chapterId, lessonId: row.lesson_id, blockId: row.id, answers }]
      : [];
  });
}
