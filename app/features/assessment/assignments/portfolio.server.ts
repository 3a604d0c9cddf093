import { formatDateTime } from "~/lib/dates";
import type { FileStorage } from "~/lib/file-storage.server";
import { loadPdfKit, loadSanitizeHtml } from "~/lib/heavy-modules.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { type ZipStreamEntry, zipStreamOnDemand } from "~/lib/zip-stream.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { AssignmentContent } from "./assignment-content";
import { parseAssignmentContent, submissionViews } from "./assignment-records.server";
import type { SubmissionView } from "./assignment-views";
import * as m from "./messages";

/**
 * A learner's portfolio of evidence for one course (decision 0095-assignments-and-portfolios): one ZIP with a PDF
 * summary (every submission, decision, criterion comment, who and when, moderation sign-offs) and
 * every submitted file under files/. Bounded (submissions, files, bytes) and streamed: a file is
 * read from storage only when the download reaches it, so memory holds one file at a time.
 */

const MAX_SUBMISSIONS = 300;
const MAX_FILES = 1000;
const MAX_TOTAL_BYTES = 500 * 1024 * 1024;

interface PortfolioSubmission extends SubmissionView {
  assignmentTitle: string;
}

export async function preparePortfolio(
  db: DatabaseExecutor,
  storage: FileStorage,
  {
    courseId,
    userId,
    isOwnDownload = false,
    now = new Date(),
  }: {
    courseId: string;
    userId: string;
    /** The learner's own copy (the route checked they read the course): an empty portfolio is still theirs. */
    isOwnDownload?: boolean;
    now?: Date;
  },
): Promise<Outcome<{ fileName: string; body: ReadableStream<Uint8Array> }>> {
  const [course, learner, enrolment, rows, timeZone] = await Promise.all([
    db.selectFrom("courses").select(["id", "name"]).where("id", "=", courseId).executeTakeFirst(),
    db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("enrolments")
      .select("id")
      .where("course_id", "=", courseId)
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("assignment_submissions")
      .innerJoin("content_blocks", "content_blocks.id", "assignment_submissions.block_id")
      .select([
        "assignment_submissions.id",
        "assignment_submissions.block_id",
        "assignment_submissions.attempt_number",
        "assignment_submissions.submitted_at",
        "assignment_submissions.status",
        "assignment_submissions.text_html",
        "content_blocks.type",
        "content_blocks.title",
        "content_blocks.content_json",
      ])
      .where("assignment_submissions.course_id", "=", courseId)
      .where("assignment_submissions.user_id", "=", userId)
      .orderBy("assignment_submissions.submitted_at")
      .orderBy("assignment_submissions.id")
      .limit(MAX_SUBMISSIONS + 1)
      .execute(),
    getSiteTimeZone(db),
  ]);
  if (!course) return refuse("missing", m.courseMissing());
  // A learner of another course is no one's business here: found only when enrolled or having handed in work.
  if (!learner || (!isOwnDownload && !enrolment && rows.length === 0)) return refuse("missing", m.learnerNoWork());
  if (rows.length > MAX_SUBMISSIONS) {
    return refuse("too-large", m.portfolioTooMany({ max: MAX_SUBMISSIONS }));
  }
  const contentByBlock = new Map<string, AssignmentContent | null>();
  const blockOf = new Map<string, { blockId: string; title: string }>();
  for (const row of rows) {
    contentByBlock.set(row.block_id, parseAssignmentContent(row.type, row.content_json));
    blockOf.set(row.id, { blockId: row.block_id, title: row.title || "Assignment" });
  }
  const views = await submissionViews(
    db,
    rows,
    (submissionId) => contentByBlock.get(blockOf.get(submissionId)?.blockId ?? "") ?? null,
    timeZone,
    { showMarkWhileAwaiting: true },
  );
  const submissions: PortfolioSubmission[] = views.map((view) => ({
    ...view,
    assignmentTitle: blockOf.get(view.id)?.title ?? "Assignment",
  }));
  const files = rows.length
    ? await db
        .selectFrom("assignment_submission_files")
        .select(["id", "submission_id", "stored_name", "original_name", "size_bytes"])
        .where(
          "submission_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("created_at")
        .orderBy("id")
        .limit(MAX_FILES + 1)
        .execute()
    : [];
  const totalBytes = files.reduce((sum, file) => sum + Number(file.size_bytes), 0);
  if (files.length > MAX_FILES || totalBytes > MAX_TOTAL_BYTES) {
    return refuse("too-large", m.portfolioTooLarge());
  }
  const attemptOf = new Map(submissions.map((submission) => [submission.id, submission]));
  const entries: ZipStreamEntry[] = [
    {
      name: "portfolio-summary.pdf",
      compress: false,
      data: async () =>
        renderPortfolioPdf({
          courseName: course.name,
          learner,
          submissions,
          generatedAt: formatDateTime(now, timeZone),
        }),
    },
    ...files.map((file, index) => {
      const submission = attemptOf.get(file.submission_id);
      const folder = `${slug(submission?.assignmentTitle ?? "assignment")}-attempt-${submission?.attemptNumber ?? 0}`;
      return {
        name: `files/${folder}/${String(index + 1).padStart(3, "0")}-${file.original_name}`,
        compress: false,
        data: async () =>
          (await storage.read(file.stored_name)) ?? new TextEncoder().encode("This file is missing from storage."),
      };
    }),
  ];
  return {
    ok: true,
    fileName: `portfolio-${slug(learner.name)}-${slug(course.name)}.zip`,
    body: await zipStreamOnDemand(entries),
  };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "item"
  );
}

function plainText(html: string): string {
  return loadSanitizeHtml()(html.replace(/<\/(p|li|h\d)>/gi, "\n"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .trim();
}

async function renderPortfolioPdf(input: {
  courseName: string;
  learner: { name: string; email: string };
  submissions: PortfolioSubmission[];
  generatedAt: string;
}): Promise<Uint8Array> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: m.pdfTitleOf({ name: input.learner.name }) },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    document.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on("error", reject);
  });
  document.font("Helvetica-Bold").fontSize(18).text(m.pdfTitle());
  document.font("Helvetica").fontSize(11).moveDown(0.3);
  document.text(m.pdfLearner({ name: input.learner.name, email: input.learner.email }));
  document.text(m.pdfCourse({ name: input.courseName }));
  document.text(m.pdfGenerated({ at: input.generatedAt }));
  if (input.submissions.length === 0) document.moveDown().text(m.pdfNoSubmissions());
  for (const submission of input.submissions) {
    document.moveDown();
    document
      .font("Helvetica-Bold")
      .fontSize(13)
      .text(m.pdfSubmissionHeading({ title: submission.assignmentTitle, number: submission.attemptNumber }));
    document.font("Helvetica").fontSize(10);
    document.text(m.pdfSubmittedStatus({ at: submission.submittedAt, status: submission.statusLabel }));
    const text = plainText(submission.textHtml);
    if (text) document.moveDown(0.3).text(text.slice(0, 20_000));
    if (submission.files.length)
      document.moveDown(0.3).text(m.pdfFiles({ files: submission.files.map((file) => file.name).join(", ") }));
    const mark = submission.mark;
    if (!mark) {
      document.moveDown(0.3).text(m.pdfNotMarked());
      continue;
    }
    const decision =
      mark.points !== null
        ? m.pdfDecisionPoints({ outcome: mark.outcomeLabel, points: mark.points, max: mark.maxPoints ?? "" })
        : m.pdfDecision({ outcome: mark.outcomeLabel });
    document.moveDown(0.3).font("Helvetica-Bold").text(decision);
    document.font("Helvetica").text(m.pdfMarkedBy({ name: mark.markedByName, at: mark.markedAt }));
    for (const criterion of mark.criteria) {
      document.text(`- ${criterion.title}: ${criterion.decision}${criterion.comment ? `. ${criterion.comment}` : ""}`);
    }
    if (mark.comment) document.text(m.pdfAssessorComment({ comment: mark.comment }));
    if (mark.moderation) {
      const moderation = mark.moderation;
      const signOff = { decision: moderation.decisionLabel, name: moderation.moderatorName, at: moderation.signedAt };
      document.text(
        moderation.comment
          ? m.pdfModerationComment({ ...signOff, comment: moderation.comment })
          : m.pdfModeration(signOff),
      );
    }
  }
  document.end();
  return finished;
}
