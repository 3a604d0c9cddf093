import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import { CoursePicker } from "~/components/course-picker";
import type { CompanyGroupView } from "../group-enrolments.server";
import { ADD_GROUP_ENROLMENT_INTENT, REMOVE_GROUP_ENROLMENT_INTENT } from "../scim.schema";

export interface CompanyGroupsView {
  company: { id: string; name: string };
  groups: CompanyGroupView[];
}

export interface CompanyGroupsReply {
  formError?: string | null;
  fieldErrors?: Record<string, string>;
}

/**
 * My company › Groups (decision 0102-scim-provisioning): the groups the company's identity provider
 * keeps, and the courses and paths each one enrols its members in.
 */
export function CompanyGroupsScreen({ view, reply }: { view: CompanyGroupsView; reply?: CompanyGroupsReply }) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/my-company/${encodeURIComponent(view.company.id)}`} size="sm">
        ← Back to {view.company.name}
      </Anchor>
      <Title order={1}>Groups and enrolments</Title>
      <Text>
        Your identity provider keeps these groups in Campus. Choose the courses and learning paths each group enrols its
        members in: a person added to the group is enrolled at once; a person removed keeps their progress.
      </Text>
      {reply?.formError ? <Alert color="red">{reply.formError}</Alert> : null}
      {view.groups.length === 0 ? (
        <Text c="dimmed">No groups yet. They appear here once your identity provider sends them.</Text>
      ) : null}
      {view.groups.map((group) => (
        <Paper key={group.id} withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {group.displayName}
              </Title>
              <Badge variant="light">
                {group.memberCount} {group.memberCount === 1 ? "member" : "members"}
              </Badge>
            </Group>
            {group.enrolments.length === 0 ? (
              <Text size="sm" c="dimmed">
                Enrols in nothing yet.
              </Text>
            ) : (
              <Stack gap={4}>
                {group.enrolments.map((enrolment) => (
                  <Group key={enrolment.id} justify="space-between" wrap="wrap" gap="xs">
                    <Text size="sm">
                      {enrolment.itemType === "course" ? "Course" : "Path"}: {enrolment.title}
                    </Text>
                    <Form method="post">
                      <input type="hidden" name="intent" value={REMOVE_GROUP_ENROLMENT_INTENT} />
                      <input type="hidden" name="enrolmentId" value={enrolment.id} />
                      <Button
                        type="submit"
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Stop enrolling ${group.displayName} in ${enrolment.title}`}
                      >
                        Remove
                      </Button>
                    </Form>
                  </Group>
                ))}
              </Stack>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value={ADD_GROUP_ENROLMENT_INTENT} />
              <input type="hidden" name="groupId" value={group.id} />
              <Group align="flex-end" wrap="wrap" gap="sm">
                {/* Searched on the server as the manager types (decision 0136-course-pickers). */}
                <CoursePicker
                  source={{ scope: "company-groups", id: view.company.id }}
                  label={`Enrol members of ${group.displayName} in`}
                  name="target"
                  placeholder="Choose a course or path"
                  w={{ base: "100%", sm: 420 }}
                  error={reply?.fieldErrors?.target}
                  required
                />
                <Button type="submit">Add</Button>
              </Group>
            </Form>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
