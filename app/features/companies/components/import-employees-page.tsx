import { Alert, Anchor, Button, Code, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link, useFetcher } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import {
  EMPLOYEE_CSV_COLUMNS,
  EMPLOYEES_FILE_FIELD,
  EMPLOYEES_FILE_MAX_ROWS,
  MANAGER_IMPORT_EMPLOYEES_INTENT,
} from "../employee-self-service.schema";
import * as m from "./messages";

/** My company › Import employees: a CSV of name,email, checked whole (decision 0104-company-self-service). */
export function ImportEmployeesPage({ company }: { company: { id: string; name: string } }) {
  const fetcher = useFetcher<FormReply<{ message?: string }>>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const base = `/my-company/${encodeURIComponent(company.id)}`;
  // The column names sit inside the sentence as code: split the one message where they go.
  const introduction = m
    .importIntroduction({ columns: "\u0000", employeesFileMaxRows: EMPLOYEES_FILE_MAX_ROWS })
    .split("\u0000");
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={`${base}/employees`} size="sm">
          {m.backToEmployees()}
        </Anchor>
        <Title order={1}>{m.importEmployees()}</Title>
        <Text>
          {introduction[0]}
          <Code>{EMPLOYEE_CSV_COLUMNS.join(",")}</Code>
          {introduction[1]}
        </Text>
        <Anchor href={`${base}/employees/template.csv`} download>
          <IconDownload size={16} aria-hidden="true" /> {m.downloadTheTemplate()}
        </Anchor>
        <Paper withBorder p="md" radius="md">
          <fetcher.Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value={MANAGER_IMPORT_EMPLOYEES_INTENT} />
            <Stack gap="sm">
              <label htmlFor="employees-file">
                <Text fw={500} size="sm">
                  {m.csvFileOfEmployees()}
                </Text>
              </label>
              <input id="employees-file" type="file" name={EMPLOYEES_FILE_FIELD} accept=".csv,text/csv" required />
              <Button type="submit" loading={fetcher.state !== "idle"} style={{ alignSelf: "flex-start" }}>
                {m.importEmployees()}
              </Button>
            </Stack>
          </fetcher.Form>
        </Paper>
        {reply && !reply.ok && reply.formError ? (
          <Alert color="red" role="alert" title={m.theFileWasNotImported()}>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {reply.formError}
            </Text>
          </Alert>
        ) : null}
        {reply?.ok ? (
          <Alert color="green" role="status" title={m.imported()}>
            {reply.message}.{" "}
            <Anchor component={Link} to={`${base}/employees`}>
              {m.seeYourEmployees()}
            </Anchor>
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}
