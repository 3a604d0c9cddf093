import { Anchor, Button, Group, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import {
  DataTable,
  DataTableBody,
  DataTableCell,
  DataTableHead,
  DataTableHeader,
  DataTableRow,
} from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { EmptyState } from "~/components/empty-state";
import { KeysetNav } from "~/components/keyset-nav";
import { ListSearchForm } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { formatNumber } from "~/lib/i18n/format";
import { pageAddress } from "~/lib/pagination";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { GradebookRow } from "../gradebook/gradebook.server";
import { cellText } from "../gradebook/gradebook-cells";
import type { GradebookColumn } from "../gradebook/gradebook-columns.server";
import { AssessmentPage } from "./assessment-page";
import * as m from "./messages";

interface GradebookViewProps {
  course: { id: string; name: string };
  lessonCount: number;
  columns: GradebookColumn[];
  /** Which page of the course's assessed blocks the columns are (?columns=). */
  columnPages: ColumnPages;
  rows: GradebookRow[];
  total: number;
  search: string;
  next: string | null;
}

/** /course-assessment/{courseId}/gradebook: one row per enrolled learner. */
export function GradebookView({
  course,
  lessonCount,
  columns,
  columnPages,
  rows,
  total,
  search,
  next,
}: GradebookViewProps) {
  const format = useFormatDate();
  const base = `/course-assessment/${course.id}`;
  return (
    <AssessmentPage
      back={{ to: base, label: m.courseAssessment() }}
      title={m.gradebookOf({ name: course.name })}
      intro={search ? m.gradebookIntroMatching({ count: total, search }) : m.gradebookIntro({ count: total })}
    >
      {/* On a phone the search takes the whole row and the download goes below it. */}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div style={{ flex: "1 1 280px", minWidth: 0 }}>
          <ListSearchForm label={m.searchLearners()} search={search} />
        </div>
        <Button
          component="a"
          href={`${base}/gradebook.csv`}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {m.downloadCsv()}
        </Button>
      </Group>
      <ColumnPager pages={columnPages} shown={columns.length} />
      {rows.length === 0 ? (
        <EmptyState heading={m.noLearners()} text={search ? m.noLearnerMatches() : m.nobodyEnrolled()} />
      ) : (
        <ScrollTable label={m.gradebook()} minWidth={640 + columns.length * 140}>
          {/* Plain cells styled once in CSS: 25 learners × a dozen assessments of Mantine cells (decision 0055). */}
          <DataTable>
            <DataTableHead>
              <DataTableRow>
                <DataTableHeader>{m.learner()}</DataTableHeader>
                <DataTableHeader>{m.lessons()}</DataTableHeader>
                {columns.map((column) => (
                  <DataTableHeader key={column.blockId}>
                    {column.title}
                    <span className={`${cell.text} ${cell.muted}`} data-size="xs" style={{ display: "block" }}>
                      {column.kind === "quiz" ? m.quiz() : m.assignment()}
                    </span>
                  </DataTableHeader>
                ))}
                <DataTableHeader>{m.completed()}</DataTableHeader>
                <DataTableHeader>{m.certificate()}</DataTableHeader>
              </DataTableRow>
            </DataTableHead>
            <DataTableBody>
              {rows.map((row) => (
                <DataTableRow key={row.userId}>
                  <DataTableCell>
                    <Link className={cell.link} to={`${base}/learners/${row.userId}`}>
                      {row.name}
                    </Link>
                    <span
                      className={`${cell.text} ${cell.muted}`}
                      data-size="xs"
                      style={{ display: "block", overflowWrap: "anywhere" }}
                    >
                      {row.email}
                    </span>
                  </DataTableCell>
                  <DataTableCell>
                    {row.lessonsCompleted}/{lessonCount}
                  </DataTableCell>
                  {columns.map((column) => {
                    const value = row.cells[column.blockId];
                    return (
                      <DataTableCell key={column.blockId}>{value === undefined ? "" : cellText(value)}</DataTableCell>
                    );
                  })}
                  <DataTableCell>{row.completedAt ? format.date(row.completedAt) : "—"}</DataTableCell>
                  <DataTableCell>
                    {row.certificateId ? (
                      <>
                        <span className={cell.text} data-size="sm" style={{ display: "block" }}>
                          {row.certificateNumber}
                        </span>
                        <Link
                          className={cell.link}
                          data-size="sm"
                          to={`/certificates/${row.certificateId}/evidence`}
                          aria-label={m.evidenceFor({ number: row.certificateNumber ?? "" })}
                        >
                          {m.evidence()}
                        </Link>
                      </>
                    ) : (
                      "—"
                    )}
                  </DataTableCell>
                </DataTableRow>
              ))}
            </DataTableBody>
          </DataTable>
        </ScrollTable>
      )}
      <KeysetNav next={next} label={m.pagesOfLearners()} firstLabel={m.firstLearners()} nextLabel={m.nextLearners()} />
    </AssessmentPage>
  );
}

interface ColumnPages {
  page: number;
  total: number;
  pageSize: number;
  /** The first shown column's place (0-based). */
  from: number;
}

/**
 * Which assessments the table shows, with the earlier and later ones a link away (every other
 * parameter kept): a course of hundreds of quizzes is read a dozen columns at a time.
 */
function ColumnPager({ pages, shown }: { pages: ColumnPages; shown: number }) {
  const location = useLocation();
  if (pages.total <= pages.pageSize) return null;
  const isLast = pages.from + shown >= pages.total;
  return (
    <Group component="nav" aria-label={m.pagesOfAssessments()} justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" aria-live="polite">
        {m.assessmentColumnsShown({
          from: formatNumber(pages.from + 1),
          to: formatNumber(pages.from + shown),
          total: formatNumber(pages.total),
        })}
      </Text>
      <Group gap="md">
        {pages.page > 1 ? (
          <Anchor component={Link} to={pageAddress(location, pages.page - 1, "columns")}>
            {m.earlierAssessments()}
          </Anchor>
        ) : null}
        {isLast ? null : (
          <Anchor component={Link} to={pageAddress(location, pages.page + 1, "columns")}>
            {m.laterAssessments()}
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
