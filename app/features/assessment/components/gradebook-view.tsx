import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
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
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.learner()}</Table.Th>
                <Table.Th>{m.lessons()}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.blockId}>
                    {column.title}
                    <Text size="xs" c="var(--campus-text-muted)">
                      {column.kind === "quiz" ? m.quiz() : m.assignment()}
                    </Text>
                  </Table.Th>
                ))}
                <Table.Th>{m.completed()}</Table.Th>
                <Table.Th>{m.certificate()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>
                    <Anchor component={Link} to={`${base}/learners/${row.userId}`}>
                      {row.name}
                    </Anchor>
                    <Text size="xs" c="var(--campus-text-muted)" style={{ overflowWrap: "anywhere" }}>
                      {row.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.lessonsCompleted}/{lessonCount}
                  </Table.Td>
                  {columns.map((column) => {
                    const cell = row.cells[column.blockId];
                    return <Table.Td key={column.blockId}>{cell === undefined ? "" : cellText(cell)}</Table.Td>;
                  })}
                  <Table.Td>{row.completedAt ? format.date(row.completedAt) : "—"}</Table.Td>
                  <Table.Td>
                    {row.certificateId ? (
                      <>
                        <Text size="sm">{row.certificateNumber}</Text>
                        <Anchor
                          component={Link}
                          to={`/certificates/${row.certificateId}/evidence`}
                          size="sm"
                          aria-label={m.evidenceFor({ number: row.certificateNumber ?? "" })}
                        >
                          {m.evidence()}
                        </Anchor>
                      </>
                    ) : (
                      "—"
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
