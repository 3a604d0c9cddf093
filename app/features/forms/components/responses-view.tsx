import { Anchor, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import type { ResponseView } from "../form-responses.server";
import * as m from "../messages";

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
      <Form method="get" role="search" aria-label={m.filterResponses()}>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={m.searchAnswers()}
            name="q"
            defaultValue={filter.search}
            key={`q-${filter.search}`}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: "1 1 14rem" }}
          />
          <TextInput
            type="date"
            label={m.receivedFrom()}
            name="from"
            defaultValue={filter.from}
            key={`f-${filter.from}`}
          />
          <TextInput type="date" label={m.receivedTo()} name="to" defaultValue={filter.to} key={`t-${filter.to}`} />
          <Button type="submit" variant="default">
            {m.filter()}
          </Button>
          {isFiltered ? (
            <Button component={Link} to="?" variant="subtle">
              {m.clear()}
            </Button>
          ) : null}
        </Group>
      </Form>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="var(--campus-text-muted)" role="status">
          {isFiltered ? m.responseCountMatch({ count: total }) : m.responseCount({ count: total })}
        </Text>
        <Button
          component="a"
          href={`/instructor/form/${form.id}/responses.csv${csvParams.size ? `?${csvParams}` : ""}`}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={total === 0}
        >
          {m.downloadCsv()}
        </Button>
      </Group>
      {responses.length === 0 ? (
        <EmptyState
          heading={isFiltered ? m.noResponsesMatch() : m.noResponsesYet()}
          text={isFiltered ? m.tryOther() : m.responsesAppear()}
        />
      ) : (
        <Paper withBorder radius="md">
          <ScrollTable label={m.responses()} minWidth={640}>
            <Table verticalSpacing="sm" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.received()}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.fieldId}>{column.label}</Table.Th>
                  ))}
                  <Table.Th>
                    <span className="visually-hidden">{m.open()}</span>
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
                      <Anchor
                        component={Link}
                        to={`/instructor/form/${form.id}/responses/${response.id}`}
                        aria-label={m.viewTheResponseOf({ date: response.receivedAt })}
                      >
                        {m.view()}
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
          getControlProps={(control) => ({ "aria-label": PAGE_CONTROL_LABELS[control]() })}
        />
      ) : null}
    </Stack>
  );
}

const PAGE_CONTROL_LABELS = {
  first: m.pageFirst,
  previous: m.pagePrevious,
  next: m.pageNext,
  last: m.pageLast,
} as const;

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
        {m.backToForm()}
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
        {form.title}
      </Title>
      <Group gap="xs" component="nav" aria-label={m.formScreens()}>
        <Button
          component={Link}
          to={`/instructor/form/${form.id}/responses`}
          size="xs"
          variant={current === "responses" ? "filled" : "default"}
          aria-current={current === "responses" ? "page" : undefined}
        >
          {m.responses()}
        </Button>
        <Button
          component={Link}
          to={`/instructor/form/${form.id}/summary`}
          size="xs"
          variant={current === "summary" ? "filled" : "default"}
          aria-current={current === "summary" ? "page" : undefined}
        >
          {m.summary()}
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
          {m.receivedAt({ date: response.receivedAt })}
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
                    {m.noAnswer()}
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
