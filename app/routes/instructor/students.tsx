import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { EmptyState } from "~/components/empty-state";
import lean from "~/components/lean-layout.module.css";
import { ListPagination, ListSearchForm } from "~/components/list-search";
import { PlainProgress } from "~/components/plain-progress";
import { ScrollTable } from "~/components/scroll-table";
import { listStudentsWithProgress, STUDENTS_PAGE_SIZE } from "~/features/instructor-dashboard/students-progress.server";
import { formatPercent } from "~/lib/i18n/format";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/students";
import * as m from "./messages";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.students(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const { students, total } = await listStudentsWithProgress(getDb(), { search, page });
  redirectPastLastPage(url, { page, total, pageSize: STUDENTS_PAGE_SIZE });
  return { students, total, search, page, pageSize: STUDENTS_PAGE_SIZE };
}

export default function InstructorStudents({ loaderData }: Route.ComponentProps) {
  const { students, total, search, page, pageSize } = loaderData;
  return (
    <div className={lean.stackLg}>
      <div className={`${lean.row} ${lean.between}`}>
        <h1 className={lean.h2}>{m.students()}</h1>
        <p className={`${lean.textSm} ${lean.muted}`}>{m.studentCount({ count: total })}</p>
      </div>
      <ListSearchForm label={m.searchByNameOrEmail()} search={search} maxWidth={480} />
      {students.length === 0 ? (
        <EmptyState heading={m.noStudentsFound()} text={search ? m.nobodyMatches({ search }) : undefined} />
      ) : (
        <div className={lean.bordered}>
          <ScrollTable label={m.students()} minWidth={640}>
            <DataTable verticalSpacing="sm" striped>
              <DataTableHeadings labels={[m.student(), m.coursesAndProgress()]} />
              <DataTableBody>
                {students.map((student) => (
                  <DataTableRow key={student.id}>
                    <DataTableCell valign="top">
                      <p className={`${cell.text} ${cell.semibold}`}>{student.name}</p>
                      <p className={`${cell.text} ${cell.muted}`} data-size="sm">
                        {student.email}
                      </p>
                    </DataTableCell>
                    <DataTableCell>
                      {student.courses.length === 0 ? (
                        <p className={`${cell.text} ${cell.muted}`} data-size="sm">
                          {m.notEnrolled()}
                        </p>
                      ) : (
                        <div className={cell.stack} data-gap="xs">
                          {student.courses.map((course) => (
                            <div key={course.courseId} className={cell.stack} data-gap="2">
                              <div className={cell.group} data-gap="xs" data-justify="space-between">
                                <p className={`${cell.text} ${cell.medium}`} data-size="sm">
                                  {course.courseName}
                                </p>
                                <p className={cell.text} data-size="sm">
                                  {m.lessonsOfTotal({
                                    completed: course.completedLessons,
                                    total: course.totalLessons,
                                    percent: formatPercent(course.percent / 100),
                                  })}
                                </p>
                              </div>
                              <PlainProgress
                                value={course.percent}
                                label={m.progressIn({ name: student.name, course: course.courseName })}
                              />
                            </div>
                          ))}
                        </div>
                      )}
                    </DataTableCell>
                  </DataTableRow>
                ))}
              </DataTableBody>
            </DataTable>
          </ScrollTable>
        </div>
      )}
      <ListPagination total={total} pageSize={pageSize} page={page} label={m.studentPages()} />
    </div>
  );
}
