import type { Selectable } from "kysely";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";

/**
 * Online courses and their structure for tests, the benchmark and the demo seed: each insert takes
 * overrides and returns the full row, so a test names only what it is about.
 */
// Selectable: the full row as read back (the buyer facts' defaults filled in), which inserts as it is.
type CourseRow = Selectable<Database["courses"]>;
type ChapterRow = Database["chapters"];
type LessonRow = Database["lessons"];
type BlockRow = Database["content_blocks"];

const now = () => new Date().toISOString();

export function buildCourse(overrides: Partial<CourseRow> = {}): CourseRow {
  const id = overrides.id ?? createId();
  const timestamp = now();
  return {
    id,
    slug: `iso-9001-internal-auditor-${id}`,
    name: "ISO 9001:2015 Internal Auditor",
    title: "Plan, run and report internal quality audits",
    subtitle: "Audit your quality management system against ISO 9001:2015 with confidence.",
    description_html: "<p>Learn to plan an audit programme, gather objective evidence and report findings.</p>",
    outcome: "Run a complete internal audit cycle.",
    requirements: "A working knowledge of your organisation's processes.",
    cover_url: null,
    type: "certification",
    is_published: 1,
    is_self_enrolment_open: 0,
    offers_certificate: 0,
    requires_all_lessons: 1,
    requires_quizzes_passed: 1,
    requires_assignments_competent: 1,
    duration_minutes: null,
    price_cents: null,
    early_price_cents: null,
    early_price_until: null,
    price_note: "",
    delivery_modes: "",
    audience: "",
    accreditation: "",
    cpd_points: "",
    faq: "",
    lessons_in_order: 0,
    video_watch_percent: null,
    language: "en",
    created_by_user_id: null,
    created_at: timestamp,
    updated_at: timestamp,
    version: 1,
    ...overrides,
  };
}

export async function insertCourse(db: DatabaseExecutor, overrides: Partial<CourseRow> = {}): Promise<CourseRow> {
  const course = buildCourse(overrides);
  await db.insertInto("courses").values(course).execute();
  return course;
}

export async function addCourseInstructor(db: DatabaseExecutor, courseId: string, userId: string) {
  await db.insertInto("course_instructors").values({ course_id: courseId, user_id: userId }).execute();
}

export async function insertChapter(
  db: DatabaseExecutor,
  courseId: string,
  overrides: Partial<ChapterRow> = {},
): Promise<ChapterRow> {
  const timestamp = now();
  const chapter: ChapterRow = {
    id: createId(),
    course_id: courseId,
    title: "Understanding the standard",
    position: 1,
    unlock_quiz_block_id: null,
    version: 1,
    created_at: timestamp,
    updated_at: timestamp,
    ...overrides,
  };
  await db.insertInto("chapters").values(chapter).execute();
  return chapter;
}

export async function insertLesson(
  db: DatabaseExecutor,
  chapter: Pick<ChapterRow, "id" | "course_id">,
  overrides: Partial<LessonRow> = {},
): Promise<LessonRow> {
  const timestamp = now();
  const lesson: LessonRow = {
    id: createId(),
    chapter_id: chapter.id,
    course_id: chapter.course_id,
    title: "Clause 4: context of the organisation",
    position: 1,
    version: 1,
    created_at: timestamp,
    updated_at: timestamp,
    ...overrides,
  };
  await db.insertInto("lessons").values(lesson).execute();
  return lesson;
}

export async function insertBlock(
  db: DatabaseExecutor,
  lesson: Pick<LessonRow, "id" | "course_id">,
  overrides: Partial<Omit<BlockRow, "content_json">> & { content?: unknown } = {},
): Promise<BlockRow> {
  const timestamp = now();
  const { content, ...rest } = overrides;
  const block: BlockRow = {
    id: createId(),
    lesson_id: lesson.id,
    course_id: lesson.course_id,
    type: "text",
    title: "",
    position: 1,
    content_json: JSON.stringify(content ?? { html: "<p>Every clause builds on the one before it.</p>" }),
    version: 1,
    updated_by_user_id: null,
    created_at: timestamp,
    updated_at: timestamp,
    ...rest,
  };
  await db.insertInto("content_blocks").values(block).execute();
  return block;
}

export async function insertEnrolment(
  db: DatabaseExecutor,
  courseId: string,
  userId: string,
  overrides: Partial<Database["enrolments"]> = {},
) {
  const enrolment = {
    id: createId(),
    course_id: courseId,
    user_id: userId,
    enrolled_by_user_id: null,
    enrolled_at: now(),
    completed_at: null,
    ...overrides,
  };
  await db.insertInto("enrolments").values(enrolment).execute();
  return enrolment;
}

interface CourseOutlineSize {
  chapters: number;
  lessonsPerChapter: number;
  blocksPerLesson: number;
}

/**
 * A whole course of the given size, written in a few multi-row inserts (the benchmark builds
 * 50 x 20 x 5). Blocks cycle through text, quiz and survey so every lesson has real content.
 */
export async function insertCourseWithOutline(
  db: DatabaseExecutor,
  size: CourseOutlineSize,
  overrides: Partial<CourseRow> = {},
) {
  const course = await insertCourse(db, overrides);
  const timestamp = now();
  const chapters: ChapterRow[] = [];
  const lessons: LessonRow[] = [];
  const blocks: BlockRow[] = [];
  for (let chapterNumber = 1; chapterNumber <= size.chapters; chapterNumber++) {
    const chapter: ChapterRow = {
      id: createId(),
      course_id: course.id,
      title: `Chapter ${chapterNumber}: clause ${chapterNumber + 3} of the standard`,
      position: chapterNumber,
      unlock_quiz_block_id: null,
      version: 1,
      created_at: timestamp,
      updated_at: timestamp,
    };
    chapters.push(chapter);
    for (let lessonNumber = 1; lessonNumber <= size.lessonsPerChapter; lessonNumber++) {
      const lesson: LessonRow = {
        id: createId(),
        chapter_id: chapter.id,
        course_id: course.id,
        title: `Lesson ${chapterNumber}.${lessonNumber}: requirement and evidence`,
        position: lessonNumber,
        version: 1,
        created_at: timestamp,
        updated_at: timestamp,
      };
      lessons.push(lesson);
      for (let blockNumber = 1; blockNumber <= size.blocksPerLesson; blockNumber++) {
        blocks.push({
          id: createId(),
          lesson_id: lesson.id,
          course_id: course.id,
          ...sampleBlockContent(blockNumber),
          position: blockNumber,
          version: 1,
          updated_by_user_id: null,
          created_at: timestamp,
          updated_at: timestamp,
        });
      }
    }
  }
  // Chunked: SQLite allows a limited number of bound parameters per statement.
  for (const chunk of chunked(chapters, 50)) await db.insertInto("chapters").values(chunk).execute();
  for (const chunk of chunked(lessons, 50)) await db.insertInto("lessons").values(chunk).execute();
  for (const chunk of chunked(blocks, 50)) await db.insertInto("content_blocks").values(chunk).execute();
  return { course, chapters, lessons, blocks };
}

function sampleBlockContent(blockNumber: number): Pick<BlockRow, "type" | "title" | "content_json"> {
  if (blockNumber % 3 === 2) {
    return {
      type: "quiz",
      title: "Check your understanding",
      content_json: JSON.stringify({
        questions: [
          {
            id: createId(),
            question: "Who approves the audit programme?",
            options: [
              { id: createId(), text: "Any auditor", isCorrect: false },
              { id: createId(), text: "Top management", isCorrect: true },
            ],
          },
        ],
      }),
    };
  }
  if (blockNumber % 3 === 0) {
    return {
      type: "survey",
      title: "Your experience",
      content_json: JSON.stringify({
        questions: [{ id: createId(), question: "How often do you audit?", kind: "text", choices: [] }],
      }),
    };
  }
  return {
    type: "text",
    title: "",
    content_json: JSON.stringify({ html: "<p>Collect objective evidence and record it against the clause.</p>" }),
  };
}

function chunked<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
