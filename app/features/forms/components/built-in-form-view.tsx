import { Anchor, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";

interface BuiltInFormViewProps {
  form: { id: string; title: string; description: string; page: string; manageLink: { to: string; label: string } };
  questions: readonly string[];
  submissions: Array<{ id: string; name: string; email: string; company: string; detail: string; receivedAt: string }>;
  shownCount: number;
}

/** One of the site's built-in forms: its questions read-only, and the latest responses to it. */
export function BuiltInFormView({ form, questions, submissions, shownCount }: BuiltInFormViewProps) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/instructor/forms" size="sm">
        ← All forms
      </Anchor>
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {form.title}
            </Title>
            <Badge variant="outline" color="blue.9">
              Built in
            </Badge>
          </Group>
          <Text c="var(--campus-text-muted)">
            {form.description} On <Anchor href={form.page}>{form.page}</Anchor>.
          </Text>
        </Stack>
        <Button component={Link} to={form.manageLink.to} variant="light">
          {form.manageLink.label}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Questions
          </Title>
          <Text size="sm" c="var(--campus-text-muted)">
            This form is part of the site and cannot be edited here.
          </Text>
          <List size="sm">
            {questions.map((question) => (
              <List.Item key={question}>{question}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        Latest responses
      </Title>
      {submissions.length === 0 ? (
        <EmptyState
          heading="No responses yet"
          text={`Nothing has been sent through the ${form.title.toLowerCase()} yet.`}
        />
      ) : (
        <Paper withBorder radius="md">
          <ScrollTable label="Responses" minWidth={720}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {submissions.map((submission) => (
                  <Table.Tr key={submission.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{submission.receivedAt}</Table.Td>
                    <Table.Td>{submission.name}</Table.Td>
                    <Table.Td>
                      <Anchor href={`mailto:${submission.email}`}>{submission.email}</Anchor>
                    </Table.Td>
                    <Table.Td>{submission.company}</Table.Td>
                    <Table.Td>{submission.detail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
      <Text size="sm" c="var(--campus-text-muted)">
        The latest {shownCount} responses, newest first; all of them are under “{form.manageLink.label}”.
      </Text>
    </Stack>
  );
}
