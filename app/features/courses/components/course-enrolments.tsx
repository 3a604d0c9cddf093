import { ActionIcon, Alert, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { Form, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { KeysetNav } from "~/components/keyset-nav";
import { ListSearchForm } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { EnrolledStudentView, StudentCandidateView } from "../course-settings.server";
import { ENROL_STUDENT_INTENT, PREREQUISITES_WARNING_FIELD, UNENROL_STUDENT_INTENT } from "../courses.schema";
import * as m from "./messages";

interface CourseEnrolmentsProps {
  /** One page of the enrolled students (decision 0135-course-settings-paging). */
  enrolments: EnrolledStudentView[];
  /** Every enrolled student, whatever the page and the search: the heading's count. */
  enrolledTotal: number;
  /** The next page's ?after=, or null on the last page. */
  enrolledNext: string | null;
  /** The enrolled list's search (?q=). */
  enrolledSearch: string;
  candidates: StudentCandidateView[];
  studentSearch: string;
  /** The student just refused for prerequisites not done, with the warning (decision 0093-sequencing). */
  prerequisiteWarning?: { message: string; userId: string } | null;
}

/**
 * Enrolling someone without the prerequisites is answered with a warning (decision 0093-sequencing):
 * its message and the student, for Enrol anyway; null for any other reply.
 */
export function prerequisiteWarningOf(
  reply: { fieldErrors?: Record<string, string>; values?: Record<string, string> | null } | undefined,
) {
  const message = reply?.fieldErrors?.[PREREQUISITES_WARNING_FIELD];
  return message ? { message, userId: reply?.values?.userId ?? "" } : null;
}

/**
 * 'Enrolled students': who is enrolled, a page of 25 at a time by name (with Remove), searchable by
 * name or email; and a search for students to enrol. Each search keeps the other's text.
 */
export function CourseEnrolments({
  enrolments,
  enrolledTotal,
  enrolledNext,
  enrolledSearch,
  candidates,
  studentSearch,
  prerequisiteWarning,
}: CourseEnrolmentsProps) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="enrolled-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="enrolled-heading">
          {m.enrolledStudentsCount({ count: enrolledTotal })}
        </Title>
        {enrolledTotal === 0 ? (
          <Text c="var(--campus-text-muted)">{m.noStudentsEnrolled()}</Text>
        ) : (
          <ListSearchForm
            label={m.searchEnrolledStudents()}
            search={enrolledSearch}
            keep={{ student: studentSearch }}
            maxWidth={480}
            preventScrollReset
          />
        )}
        {enrolledSearch && enrolments.length === 0 ? (
          <Text c="var(--campus-text-muted)">{m.noEnrolledMatches({ search: enrolledSearch })}</Text>
        ) : null}
        {enrolments.length > 0 ? <EnrolledStudentsTable enrolments={enrolments} /> : null}
        <KeysetNav
          next={enrolledNext}
          label={m.pagesOfEnrolledStudents()}
          firstLabel={m.firstEnrolledStudents()}
          nextLabel={m.nextEnrolledStudents()}
        />
        <Title order={3} size="h4">
          {m.enrolStudents()}
        </Title>
        {prerequisiteWarning ? (
          <Alert color="yellow" variant="light" title={m.prerequisitesNotCompleted()} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{prerequisiteWarning.message}</Text>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value={ENROL_STUDENT_INTENT} />
                <input type="hidden" name="userId" value={prerequisiteWarning.userId} />
                <input type="hidden" name={PREREQUISITES_WARNING_FIELD} value="on" />
                <Button type="submit" size="xs" color="yellow">
                  {m.enrolAnyway()}
                </Button>
              </Form>
            </Stack>
          </Alert>
        ) : null}
        <ListSearchForm
          label={m.findStudent()}
          name="student"
          search={studentSearch}
          buttonLabel="Find"
          keep={{ q: enrolledSearch }}
          preventScrollReset
        />
        {studentSearch && candidates.length === 0 ? (
          <Text c="var(--campus-text-muted)">{m.noCandidateMatches({ search: studentSearch })}</Text>
        ) : null}
        {candidates.length > 0 ? <StudentCandidates candidates={candidates} /> : null}
      </Stack>
    </Paper>
  );
}

function EnrolledStudentsTable({ enrolments }: { enrolments: EnrolledStudentView[] }) {
  const submit = useSubmit();
  const format = useFormatDate();
  const removeStudent = async (userId: string, name: string) => {
    const confirmed = await confirmAction({
      title: m.removeStudent(),
      message: m.removeStudentConfirm({ name }),
    });
    if (confirmed) submit({ intent: UNENROL_STUDENT_INTENT, userId }, { method: "post" });
  };

  return (
    <ScrollTable label={m.enrolledStudents()} minWidth={480}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.name()}</Table.Th>
            <Table.Th>{m.email()}</Table.Th>
            <Table.Th>{m.enrolled()}</Table.Th>
            <Table.Th>
              <span className="visually-hidden">{m.remove()}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {enrolments.map((enrolment) => (
            <Table.Tr key={enrolment.id}>
              <Table.Td>{enrolment.name}</Table.Td>
              <Table.Td>{enrolment.email}</Table.Td>
              <Table.Td>{format.date(enrolment.enrolledAt)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="var(--campus-danger-strong)"
                  c="var(--campus-danger-strong)"
                  aria-label={m.removeName({ name: enrolment.name })}
                  onClick={() => removeStudent(enrolment.userId, enrolment.name)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function StudentCandidates({ candidates }: { candidates: StudentCandidateView[] }) {
  return (
    <Stack gap="xs">
      {candidates.map((candidate) => (
        <Group key={candidate.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{candidate.name}</Text>
            <Text size="sm" c="var(--campus-text-muted)">
              {candidate.email}
            </Text>
          </Stack>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={ENROL_STUDENT_INTENT} />
            <input type="hidden" name="userId" value={candidate.id} />
            <Button type="submit" size="xs" variant="light" aria-label={m.enrolName({ name: candidate.name })}>
              {m.enrol()}
            </Button>
          </Form>
        </Group>
      ))}
    </Stack>
  );
}
