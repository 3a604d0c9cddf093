import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import type { KeysetPosition } from "~/lib/pagination";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type GradebookRow, readGradebookPage } from "./gradebook.server";
import { cellText } from "./gradebook-cells";
import * as m from "./messages";

/** How many learners one read of the export takes: a bounded number of queries per this many rows. */
const EXPORT_CHUNK = 500;

/**
 * The whole course's gradebook as a CSV file (decision 0019-file-exports): read in keyset chunks
 * of 500 learners, each chunk the gradebook page's fixed handful of queries, so a course of 10,000
 * learners is 20 chunks, not 10,000 reads. Times on the site's clock.
 */
export async function exportGradebookCsv(
  db: DatabaseExecutor,
  course: { id: string; slug: string },
): Promise<{ csv: string; fileName: string }> {
  const timeZone = await getSiteTimeZone(db);
  const rows: GradebookRow[] = [];
  let after: KeysetPosition | null = null;
  let page = await readGradebookPage(db, { courseId: course.id, search: "", after, limit: EXPORT_CHUNK });
  rows.push(...page.rows);
  while (page.next) {
    after = page.next;
    page = await readGradebookPage(db, { courseId: course.id, search: "", after, limit: EXPORT_CHUNK });
    rows.push(...page.rows);
  }
  const columns: Array<CsvColumn<GradebookRow>> = [
    [m.csvName(), (row) => row.name],
    [m.csvEmail(), (row) => row.email],
    [m.csvEnrolled(), (row) => row.enrolledAt],
    [m.csvLessonsCompleted(), (row) => `${row.lessonsCompleted}/${page.lessonCount}`],
    ...page.columns.map(
      (column): CsvColumn<GradebookRow> => [
        column.kind === "quiz"
          ? m.csvQuizColumn({ title: column.title })
          : m.csvAssignmentColumn({ title: column.title }),
        (row) => {
          const cell = row.cells[column.blockId];
          return cell === undefined ? "" : cellText(cell);
        },
      ],
    ),
    [m.csvCompleted(), (row) => row.completedAt],
    [m.csvCertificateNumber(), (row) => row.certificateNumber],
  ];
  return { csv: recordsToCsv(columns, rows, { timeZone }), fileName: `gradebook-${course.slug}.csv` };
}
