import { Anchor, Badge, Group, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { KeysetNav } from "~/components/keyset-nav";
import { ScrollTable } from "~/components/scroll-table";
import type { AssessmentCourse } from "../gradebook/assessment-hub.server";
import { AssessmentPage } from "./assessment-page";

const ROLE_LABELS: Record<string, string> = { assessor: "Assessor", moderator: "Moderator", instructor: "Instructor" };

/** /assessment: the signed-in person's assessment courses with what waits in each. */
export function AssessmentCoursesView({
  courses,
  next,
  isAdmin,
  back,
}: {
  courses: AssessmentCourse[];
  next: string | null;
  isAdmin: boolean;
  /** The person's landing page (ROLE_HOMES). */
  back: { to: string; label: string };
}) {
  return (
    <AssessmentPage
      back={back}
      title="Assessment"
      intro={
        isAdmin
          ? "Every course's gradebook, marking and moderation."
          : "The courses where you are an assessor, a moderator or an instructor."
      }
    >
      {courses.length === 0 ? (
        <EmptyState
          heading="No courses to assess"
          text="You are not an assessor, moderator or instructor of any course yet."
        />
      ) : (
        <ScrollTable label="Courses" minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th>Your role</Table.Th>
                <Table.Th>Essays to mark</Table.Th>
                <Table.Th>Assignments to mark</Table.Th>
                <Table.Th>To moderate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.map((course) => (
                <Table.Tr key={course.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/course-assessment/${course.id}`}>
                      {course.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {course.roles.length === 0 ? <Text size="sm">Admin</Text> : null}
                      {course.roles.map((role) => (
                        <Badge key={role} variant="light">
                          {ROLE_LABELS[role] ?? role}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{course.awaiting.essays}</Table.Td>
                  <Table.Td>{course.awaiting.assignments}</Table.Td>
                  <Table.Td>{course.awaiting.moderation}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Stack>
        <KeysetNav next={next} label="Pages of courses" firstLabel="← First" nextLabel="More →" />
      </Stack>
    </AssessmentPage>
  );
}
