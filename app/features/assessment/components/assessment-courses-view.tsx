import { Anchor, Badge, Group, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { KeysetNav } from "~/components/keyset-nav";
import { ScrollTable } from "~/components/scroll-table";
import type { AssessmentCourse } from "../gradebook/assessment-hub.server";
import { AssessmentPage } from "./assessment-page";
import * as m from "./messages";

const ROLE_LABELS: Record<string, () => string> = {
  assessor: m.roleAssessor,
  moderator: m.roleModerator,
  instructor: m.roleInstructor,
};

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
    <AssessmentPage back={back} title={m.assessment()} intro={isAdmin ? m.everyCourseIntro() : m.yourCoursesIntro()}>
      {courses.length === 0 ? (
        <EmptyState heading={m.noCoursesToAssess()} text={m.noCoursesToAssessText()} />
      ) : (
        <ScrollTable label={m.courses()} minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.course()}</Table.Th>
                <Table.Th>{m.yourRole()}</Table.Th>
                <Table.Th>{m.essaysToMark()}</Table.Th>
                <Table.Th>{m.assignmentsToMark()}</Table.Th>
                <Table.Th>{m.toModerate()}</Table.Th>
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
                      {course.roles.length === 0 ? <Text size="sm">{m.admin()}</Text> : null}
                      {course.roles.map((role) => (
                        <Badge key={role} variant="light">
                          {ROLE_LABELS[role]?.() ?? role}
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
        <KeysetNav next={next} label={m.pagesOfCourses()} firstLabel={m.firstShort()} nextLabel={m.more()} />
      </Stack>
    </AssessmentPage>
  );
}
