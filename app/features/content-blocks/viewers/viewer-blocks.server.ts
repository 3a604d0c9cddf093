import {
  ASSIGNMENT_FILE_MAX_BYTES,
  type AssignmentContent,
} from "~/features/assessment/assignments/assignment-content";
import {
  learnerAssignmentsFrom,
  learnerSubmissionsQuery,
} from "~/features/assessment/assignments/assignment-submissions.server";
import { type LearnerAssignment, ownPortfolioPath } from "~/features/assessment/assignments/assignment-views";
import type { BankQuizView } from "~/features/assessment/attempts/attempt-view";
import { loadBankQuizViews, toBankQuizView } from "~/features/assessment/attempts/bank-quiz-views.server";
import type { PackageView } from "~/features/content-packages/package-types";
import { loadPackageViews } from "~/features/content-packages/package-views.server";
import { fileStorage } from "~/lib/file-storage.server";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { ContentBlock } from "~db/schema";
import {
  hasPassingAttempt,
  type LatestQuizAttempt,
  quizAttemptsQuery,
  quizRules,
  readLatestQuizAttempts,
  scoreQuiz,
  toPublicQuizQuestions,
  toQuizFeedback,
} from "../answers/quiz-attempts.server";
import { readSurveyResponses, type SurveyAnswers, surveyResponsesQuery } from "../answers/survey-responses.server";
import {
  bankQuizSettingsOf,
  type FileContent,
  parseBlockContent,
  type TypedBlockContent,
  videoEmbedUrl,
} from "../block-types";
import { uploadedFileNamesIn } from "../course-file-claims.server";
import { readPresentationOutline } from "./presentation-outline.server";
import type { PresentationSlide, ViewerBlock, ViewerFile } from "./viewer-blocks";

/**
 * The viewer's side of each block type on the server: a stored block becomes what its viewer
 * shows (toViewerBlock: one case per type), with what this reader already answered and the
 * sizes and slides of the files it cites.
 */

type Reader = Pick<SessionUser, "id" | "role"> | null;

export interface LessonFileOptions {
  /** Where uploads are stored: lets the viewer read a .pptx's slide text. Without it, no slide text. */
  uploadDirectory?: string;
}

/** The lesson's blocks, read-only, with what this reader has already answered. */
export async function loadViewerBlocks(
  db: DatabaseExecutor,
  user: Reader,
  lessonId: string,
  files: LessonFileOptions = {},
): Promise<ViewerBlock[]> {
  const blocks = await db
    .selectFrom("content_blocks")
    .selectAll()
    .where("lesson_id", "=", lessonId)
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const parsedBlocks = blocks.map((block) => ({ block, parsed: parseBlockContent(block.type, block.content_json) }));
  const idsOfType = (type: string) =>
    parsedBlocks.filter(({ parsed }) => parsed?.type === type).map(({ block }) => block.id);
  // Every upload a block cites (its file, a video's audio version, the pictures in text): their sizes
  // give each block, and so the lesson, its download size (decision 0107-data-saver).
  const fileNames = [...new Set(blocks.flatMap((block) => uploadedFileNamesIn(block.content_json)))];
  const assignmentBlocks = parsedBlocks.flatMap(({ block, parsed }) =>
    parsed?.type === "assignment" ? [{ id: block.id, courseId: block.course_id, content: parsed.content }] : [],
  );
  const bankQuizzes = parsedBlocks.flatMap(({ block, parsed }) => {
    const settings = parsed?.type === "quiz" ? bankQuizSettingsOf(parsed.content) : null;
    return settings ? [{ blockId: block.id, settings }] : [];
  });
  const [{ uploads, attempts, surveyAnswers, assignments }, bankQuizViews] = await Promise.all([
    readLessonAnswers(db, user?.id ?? null, {
      fileNames,
      quizIds: idsOfType("quiz"),
      surveyIds: idsOfType("survey"),
      assignmentBlocks,
    }),
    loadBankQuizViews(db, user?.id ?? null, bankQuizzes, new Date()),
  ]);
  const sizeByName = new Map(uploads.map((upload) => [upload.stored_name, Number(upload.size_bytes)]));
  const slidesByName = await readSlideOutlines(uploads, files);
  const packageIds = parsedBlocks.flatMap(({ parsed }) =>
    parsed?.type === "package" && parsed.content.packageId ? [parsed.content.packageId] : [],
  );
  const packageViews = await loadPackageViews(db, {
    courseId: blocks[0]?.course_id ?? "",
    userId: user?.id ?? null,
    packageIds,
  });
  return parsedBlocks.map(({ block, parsed }) =>
    toViewerBlock(block, parsed, {
      sizeByName,
      slidesByName,
      attempts,
      surveyAnswers,
      assignments,
      bankQuizViews,
      packageViews,
    }),
  );
}

interface LessonAnswersWanted {
  fileNames: string[];
  quizIds: string[];
  surveyIds: string[];
  assignmentBlocks: Array<{ id: string; courseId: string; content: AssignmentContent }>;
}

/**
 * The sizes of the uploads the lesson cites and, for a signed-in reader, their quiz attempts, survey
 * answers and assignment submissions (with files and marks) in one statement, each a JSON column
 * scoped to this reader as when read apart (decision 0127-viewer-statements). None when there is
 * nothing to read.
 */
async function readLessonAnswers(db: DatabaseExecutor, userId: string | null, wanted: LessonAnswersWanted) {
  const answerBlocks = wanted.quizIds.length + wanted.surveyIds.length + wanted.assignmentBlocks.length;
  if (wanted.fileNames.length === 0 && (!userId || answerBlocks === 0)) {
    return {
      uploads: [],
      attempts: new Map(),
      surveyAnswers: new Map(),
      assignments: new Map(),
    } satisfies LessonAnswers;
  }
  const reader = userId ?? "";
  const ids = (list: string[]) => (userId ? list : []);
  const row = await db
    .selectNoFrom([
      jsonRowsFrom(db, uploadSizesQuery(db, wanted.fileNames)).as("uploads"),
      jsonRowsFrom(db, quizAttemptsQuery(db, reader, ids(wanted.quizIds))).as("attempts"),
      jsonRowsFrom(db, surveyResponsesQuery(db, reader, ids(wanted.surveyIds))).as("survey_answers"),
      jsonRowsFrom(db, learnerSubmissionsQuery(db, reader, ids(wanted.assignmentBlocks.map((block) => block.id)))).as(
        "submissions",
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    uploads: readJsonRows(row.uploads),
    attempts: readLatestQuizAttempts(readJsonRows(row.attempts)),
    surveyAnswers: readSurveyResponses(readJsonRows(row.survey_answers)),
    assignments: userId
      ? await learnerAssignmentsFrom(db, wanted.assignmentBlocks, readJsonRows(row.submissions))
      : new Map(),
  } satisfies LessonAnswers;
}

interface LessonAnswers {
  uploads: Array<{ stored_name: string; size_bytes: number | string; content_type: string }>;
  attempts: Map<string, LatestQuizAttempt>;
  surveyAnswers: Map<string, SurveyAnswers>;
  assignments: Map<string, LearnerAssignment>;
}

function uploadSizesQuery(db: DatabaseExecutor, fileNames: string[]) {
  return db
    .selectFrom("uploads")
    .select(["stored_name", "size_bytes", "content_type"])
    .where((eb) => (fileNames.length > 0 ? eb("stored_name", "in", fileNames) : eb.lit(false)));
}

const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

async function readSlideOutlines(
  uploads: Array<{ stored_name: string; content_type: string }>,
  files: LessonFileOptions,
): Promise<Map<string, PresentationSlide[] | null>> {
  const outlines = new Map<string, PresentationSlide[] | null>();
  const { uploadDirectory } = files;
  if (!uploadDirectory) return outlines;
  const storage = fileStorage(uploadDirectory);
  for (const upload of uploads) {
    if (upload.content_type !== PPTX_TYPE) continue;
    outlines.set(upload.stored_name, await readPresentationOutline(storage, upload.stored_name));
  }
  return outlines;
}

/** "/uploads/<stored name>" -> the stored name; null for an outside address. */
function storedNameOf(url: string): string | null {
  return url.startsWith("/uploads/") ? url.slice("/uploads/".length) : null;
}

export interface ReaderAnswers {
  sizeByName: Map<string, number>;
  slidesByName: Map<string, PresentationSlide[] | null>;
  attempts: Map<string, LatestQuizAttempt>;
  surveyAnswers: Map<string, SurveyAnswers>;
  assignments: Map<string, LearnerAssignment>;
  /** Bank quizzes' views for this reader (a bank quiz without one shows no attempts). */
  bankQuizViews?: Map<string, BankQuizView>;
  /** Package blocks' packages with this reader's progress (decision 0097-scorm-content-packages). */
  packageViews?: Map<string, PackageView>;
}

export function toViewerBlock(
  block: ContentBlock,
  parsed: TypedBlockContent | null,
  answers: ReaderAnswers,
): ViewerBlock {
  const base = { id: block.id, title: block.title, downloadBytes: citedBytes(block.content_json, answers) };
  if (!parsed) return { ...base, type: "unknown", storedType: block.type };
  switch (parsed.type) {
    case "text":
      return { ...base, type: "text", content: parsed.content };
    case "video": {
      const { source, url, audioUrl = "" } = parsed.content;
      return {
        ...base,
        type: "video",
        content: {
          source,
          url,
          embedUrl: source === "upload" ? null : videoEmbedUrl(source, url),
          sizeBytes: uploadSize(url, answers),
          audioUrl,
          audioSizeBytes: audioUrl ? uploadSize(audioUrl, answers) : null,
        },
      };
    }
    case "quiz": {
      const bankSettings = bankQuizSettingsOf(parsed.content);
      if (bankSettings) {
        const quiz = answers.bankQuizViews?.get(block.id) ?? toBankQuizView(bankSettings, [], new Map(), new Date());
        return { ...base, type: "bank-quiz", quiz };
      }
      const attempt = answers.attempts.get(block.id);
      const hasPassedQuiz = attempt ? hasPassingAttempt(parsed.content, attempt.scores) : false;
      return {
        ...base,
        type: "quiz",
        content: { questions: toPublicQuizQuestions(parsed.content), ...quizRules(parsed.content) },
        // The latest attempt's feedback, with the correct answers only as the review setting allows.
        lastAttempt: attempt
          ? toQuizFeedback(
              parsed.content,
              scoreQuiz(parsed.content, attempt.answers),
              attempt.submittedAt,
              hasPassedQuiz,
            )
          : null,
        attemptCount: attempt?.attemptCount ?? 0,
      };
    }
    case "survey":
      return {
        ...base,
        type: "survey",
        content: parsed.content,
        savedAnswers: answers.surveyAnswers.get(block.id) ?? null,
      };
    case "pdf":
    case "audio": {
      return { ...base, type: parsed.type, content: viewerFile(parsed.content, answers) };
    }
    case "assignment": {
      const assignment = answers.assignments.get(block.id) ?? {
        content: { ...parsed.content, maxFileBytes: ASSIGNMENT_FILE_MAX_BYTES },
        submissions: [],
        canSubmit: true,
        portfolioPath: ownPortfolioPath(block.course_id),
      };
      return { ...base, type: "assignment", assignment };
    }
    case "package":
      return {
        ...base,
        type: "package",
        package: answers.packageViews?.get(parsed.content.packageId) ?? null,
      };
    case "cmi5":
      return {
        ...base,
        type: "cmi5",
        courseTitle: parsed.content.course?.title ?? "",
        units: (parsed.content.course?.aus ?? []).map((unit) => ({
          id: unit.id,
          title: unit.title,
          blocks: unit.blocks,
          opensOwnWindow: unit.launchMethod === "OwnWindow",
        })),
        launchPath: `/course/${block.course_id}/cmi5/${block.id}/launch`,
      };
    case "powerpoint": {
      const storedName = storedNameOf(parsed.content.url);
      const slides = storedName ? (answers.slidesByName.get(storedName) ?? null) : null;
      return { ...base, type: "powerpoint", content: viewerFile(parsed.content, answers), slides };
    }
  }
}

function viewerFile(content: FileContent, answers: ReaderAnswers): ViewerFile {
  return { ...content, sizeBytes: uploadSize(content.url, answers) };
}

function uploadSize(url: string, answers: ReaderAnswers): number | null {
  const storedName = storedNameOf(url);
  return storedName ? (answers.sizeByName.get(storedName) ?? null) : null;
}

/** The bytes of our own uploads a block cites; outside addresses (YouTube, https files) are not counted. */
function citedBytes(contentJson: string, answers: ReaderAnswers): number {
  return uploadedFileNamesIn(contentJson).reduce((sum, name) => sum + (answers.sizeByName.get(name) ?? 0), 0);
}

/** For actions: the block, checked to belong to the course, with its parsed content. */
export async function findCourseBlock(db: DatabaseExecutor, courseId: string, blockId: string) {
  const block = await db
    .selectFrom("content_blocks")
    .selectAll()
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!block) return null;
  return { block, parsed: parseBlockContent(block.type, block.content_json) };
}
