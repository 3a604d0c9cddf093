import { Anchor, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import * as m from "../messages";

const LINK_MARK = "\u0000";

interface BuiltInFormViewProps {
  form: { id: string; title: string; description: string; page: string; manageLink: { to: string; label: string } };
  questions: readonly string[];
  submissions: Array<{ id: string; name: string; email: string; company: string; detail: string; receivedAt: string }>;
  shownCount: number;
}

/** One of the site's built-in forms: its questions read-only, and the latest responses to it. */
export function BuiltInFormView({ form, questions, submissions, shownCount }: BuiltInFormViewProps) {
  // One sentence with the page's link in its place: the text on either side of the placeholder.
  const onPage = m.onPage({ page: LINK_MARK }).split(LINK_MARK);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/instructor/forms" size="sm">
        {m.allForms()}
      </Anchor>
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {form.title}
            </Title>
            <Badge variant="outline" color="blue.9">
              {m.builtIn()}
            </Badge>
          </Group>
          <Text c="var(--campus-text-muted)">
            {form.description} {onPage[0]}
            <Anchor href={form.page}>{form.page}</Anchor>
            {onPage[1]}
          </Text>
        </Stack>
        <Button component={Link} to={form.manageLink.to} variant="light">
          {form.manageLink.label}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {m.questions()}
          </Title>
          <Text size="sm" c="var(--campus-text-muted)">
            {m.builtInReadOnly()}
          </Text>
          <List size="sm">
            {questions.map((question) => (
              <List.Item key={question}>{question}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        {m.latestResponses()}
      </Title>
      {submissions.length === 0 ? (
        <EmptyState heading={m.noResponsesYet()} text={m.nothingSentThrough({ form: form.title.toLowerCase() })} />
      ) : (
        <Paper withBorder radius="md">
          <ScrollTable label={m.responses()} minWidth={720}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.received()}</Table.Th>
                  <Table.Th>{m.name()}</Table.Th>
                  <Table.Th>{m.email()}</Table.Th>
                  <Table.Th>{m.company()}</Table.Th>
                  <Table.Th>{m.details()}</Table.Th>
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
        {m.latestShown({ count: shownCount, place: form.manageLink.label })}
      </Text>
    </Stack>
  );
}
