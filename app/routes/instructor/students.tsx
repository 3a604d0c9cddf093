import { Group, Paper, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { EmptyState } from "~/components/empty-state";
import { ListPagination, ListSearchForm } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { requireInstructor } from "~/features/auth/session.server";
import { listStudentsWithProgress, STUDENTS_PAGE_SIZE } from "~/features/instructor-dashboard/students-progress.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/students";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Students", matches);

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
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Students
        </Title>
        <Text c="gray.7" size="sm">
          {total} {total === 1 ? "student" : "students"}
        </Text>
      </Group>
      <ListSearchForm label="Search by name or email" search={search} maxWidth={480} />
      {students.length === 0 ? (
        <EmptyState heading="No students found" text={search ? `Nobody matches “${search}”.` : undefined} />
      ) : (
        <Paper withBorder radius="md">
          <ScrollTable label="Students" minWidth={640}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Courses and progress</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((student) => (
                  <Table.Tr key={student.id}>
                    <Table.Td valign="top">
                      <Text fw={600}>{student.name}</Text>
                      <Text size="sm" c="gray.7">
                        {student.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {student.courses.length === 0 ? (
                        <Text size="sm" c="gray.7">
                          Not enrolled in any course
                        </Text>
                      ) : (
                        <Stack gap="xs">
                          {student.courses.map((course) => (
                            <Stack key={course.courseId} gap={2}>
                              <Group justify="space-between" gap="xs">
                                <Text size="sm" fw={500}>
                                  {course.courseName}
                                </Text>
                                <Text size="sm">
                                  {course.completedLessons} of {course.totalLessons} lessons ({course.percent}%)
                                </Text>
                              </Group>
                              <Progress
                                value={course.percent}
                                size="sm"
                                aria-label={`${student.name}: progress in ${course.courseName}`}
                              />
                            </Stack>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
      <ListPagination total={total} pageSize={pageSize} page={page} label="Pages of students" />
    </Stack>
  );
}
