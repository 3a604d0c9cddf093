import { Anchor, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import type { ResponseView } from "../form-responses.server";

interface ResponsesViewProps {
  form: { id: string; title: string; statusLabel: string };
  filter: { search: string; from: string; to: string };
  page: number;
  total: number;
  pageSize: number;
  responses: ResponseView[];
  columns: Array<{ fieldId: string; label: string }>;
}

/** A form's responses: search and date filters, a page of responses, and the CSV of what is filtered. */
export function ResponsesView({ form, filter, page, total, pageSize, responses, columns }: ResponsesViewProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const csvParams = new URLSearchParams();
  for (const name of ["q", "from", "to"]) {
    const value = searchParams.get(name);
    if (value) csvParams.set(name, value);
  }
  const isFiltered = Boolean(filter.search || filter.from || filter.to);
  return (
    <Stack gap="lg">
      <FormPageHeader form={form} current="responses" />
      <Form method="get" role="search" aria-label="Filter responses">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Search answers"
            name="q"
            defaultValue={filter.search}
            key={`q-${filter.search}`}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: "1 1 14rem" }}
          />
          <TextInput
            type="date"
            label="Received from"
            name="from"
            defaultValue={filter.from}
            key={`f-${filter.from}`}
          />
          <TextInput type="date" label="Received to" name="to" defaultValue={filter.to} key={`t-${filter.to}`} />
          <Button type="submit" variant="default">
            Filter
          </Button>
          {isFiltered ? (
            <Button component={Link} to="?" variant="subtle">
              Clear
            </Button>
          ) : null}
        </Group>
      </Form>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="var(--campus-text-muted)" role="status">
          {total === 1 ? "1 response" : `${total.toLocaleString("en-ZA")} responses`}
          {isFiltered ? " match" : ""}
        </Text>
        <Button
          component="a"
          href={`/instructor/form/${form.id}/responses.csv${csvParams.size ? `?${csvParams}` : ""}`}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={total === 0}
        >
          Download CSV
        </Button>
      </Group>
      {responses.length === 0 ? (
        <EmptyState
          heading={isFiltered ? "No responses match" : "No responses yet"}
          text={isFiltered ? "Try other words or dates." : "Responses appear here as people send the form."}
        />
      ) : (
        <Paper withBorder radius="md">
          <ScrollTable label="Responses" minWidth={640}>
            <Table verticalSpacing="sm" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.fieldId}>{column.label}</Table.Th>
                  ))}
                  <Table.Th>
                    <span className="visually-hidden">Open</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {responses.map((response) => (
                  <Table.Tr key={response.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{response.receivedAt}</Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.fieldId} style={{ maxWidth: 260, overflowWrap: "anywhere" }}>
                        {truncate(response.answers.find((answer) => answer.fieldId === column.fieldId)?.text ?? "")}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Anchor component={Link} to={`/instructor/form/${form.id}/responses/${response.id}`}>
                        View<span className="visually-hidden"> the response of {response.receivedAt}</span>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => {
            const params = new URLSearchParams(searchParams);
            params.set("page", String(next));
            navigate(`?${params}`);
          }}
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      ) : null}
    </Stack>
  );
}

const truncate = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

/** Title, back link and the tabs of a built form's screens. */
export function FormPageHeader({
  form,
  current,
}: {
  form: { id: string; title: string; statusLabel: string };
  current: "responses" | "summary" | "response";
}) {
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={`/instructor/form/${form.id}`} size="sm">
        ← Back to the form
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
        {form.title}
      </Title>
      <Group gap="xs" component="nav" aria-label="Form screens">
        <Button
          component={Link}
          to={`/instructor/form/${form.id}/responses`}
          size="xs"
          variant={current === "responses" ? "filled" : "default"}
          aria-current={current === "responses" ? "page" : undefined}
        >
          Responses
        </Button>
        <Button
          component={Link}
          to={`/instructor/form/${form.id}/summary`}
          size="xs"
          variant={current === "summary" ? "filled" : "default"}
          aria-current={current === "summary" ? "page" : undefined}
        >
          Summary
        </Button>
      </Group>
    </Stack>
  );
}

export function ResponseDetail({ response }: { response: ResponseView }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Text size="sm" c="var(--campus-text-muted)">
          Received {response.receivedAt}
        </Text>
        <Stack component="dl" gap="md" m={0}>
          {response.answers.map((answer) => (
            <div key={answer.fieldId}>
              <Text component="dt" fw={600} size="sm">
                {answer.label}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {answer.fileUrl ? (
                  <Anchor href={answer.fileUrl} target="_blank" rel="noopener">
                    {answer.text}
                  </Anchor>
                ) : answer.text ? (
                  answer.text
                ) : (
                  <Text span c="var(--campus-text-muted)">
                    No answer
                  </Text>
                )}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
