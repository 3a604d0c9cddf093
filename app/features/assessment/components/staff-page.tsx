import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Form } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import type { AssessmentStaffMember } from "../assessment-staff.server";
import { ASSIGNMENT_INTENTS } from "../assignments/assignment.schema";
import { AssessmentNav } from "./assessment-nav";
import * as m from "./messages";

interface StaffPageProps {
  courseId: string;
  courseName: string;
  staff: AssessmentStaffMember[];
  search: string;
  found: Array<{ id: string; name: string; email: string }>;
  canManage: boolean;
  reply: FormReply | undefined;
}

function RoleButton({
  userId,
  assessmentRole,
  intent,
  label,
  color,
}: {
  userId: string;
  assessmentRole: string;
  intent: string;
  label: string;
  color?: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="role" value={assessmentRole} />
      <Button type="submit" size="xs" variant="light" color={color}>
        {label}
      </Button>
    </Form>
  );
}

/** Who assesses and moderates the course, since when; admins name and remove them. */
export function StaffPage({ courseId, courseName, staff, search, found, canManage, reply }: StaffPageProps) {
  return (
    <Stack gap="md">
      <AssessmentNav courseId={courseId} courseName={courseName} />
      <Title order={1}>{m.assessorsAndModerators()}</Title>
      {reply && !reply.ok && reply.formError ? (
        <Alert color="red" variant="light" role="alert">
          {reply.formError}
        </Alert>
      ) : null}
      {staff.length === 0 ? (
        <Text c="dimmed">{m.noOneAssesses()}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.name()}</Table.Th>
                <Table.Th>{m.role()}</Table.Th>
                <Table.Th>{m.since()}</Table.Th>
                {canManage ? <Table.Th>{m.remove()}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.map((member) => (
                <Table.Tr key={`${member.userId}-${member.role}`}>
                  <Table.Td>
                    {member.name}
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{member.roleLabel}</Table.Td>
                  <Table.Td>
                    {member.assignedByName
                      ? m.assignedAtBy({ at: member.assignedAt, name: member.assignedByName })
                      : member.assignedAt}
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      <RoleButton
                        userId={member.userId}
                        assessmentRole={member.role}
                        intent={ASSIGNMENT_INTENTS.removeStaff}
                        label={m.removeRole({ role: member.roleLabel.toLocaleLowerCase() })}
                        color="red"
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canManage ? (
        <Paper withBorder radius="md" p="sm" component="section" aria-label={m.nameAssessorOrModerator()}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {m.nameAssessorOrModerator()}
            </Title>
            <Form method="get">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  name="q"
                  label={m.findPerson()}
                  description={m.nameOrEmail()}
                  defaultValue={search}
                  maxLength={100}
                  style={{ flex: "1 1 220px" }}
                />
                <Button type="submit" variant="light">
                  {m.find()}
                </Button>
              </Group>
            </Form>
            {search && found.length === 0 ? <Text c="dimmed">{m.noAccountMatches()}</Text> : null}
            {found.map((person) => (
              <Group key={person.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {person.name} ({person.email})
                </Text>
                <Group gap="xs">
                  <RoleButton
                    userId={person.id}
                    assessmentRole="assessor"
                    intent={ASSIGNMENT_INTENTS.nameStaff}
                    label={m.makeAssessor()}
                  />
                  <RoleButton
                    userId={person.id}
                    assessmentRole="moderator"
                    intent={ASSIGNMENT_INTENTS.nameStaff}
                    label={m.makeModerator()}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
