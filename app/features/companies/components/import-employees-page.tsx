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

/** My company › Import employees: a CSV of name,email, checked whole (decision 0104-company-self-service). */
export function ImportEmployeesPage({ company }: { company: { id: string; name: string } }) {
  const fetcher = useFetcher<FormReply<{ message?: string }>>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const base = `/my-company/${encodeURIComponent(company.id)}`;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={`${base}/employees`} size="sm">
          Back to Employees
        </Anchor>
        <Title order={1}>Import employees</Title>
        <Text>
          A CSV file with the columns <Code>{EMPLOYEE_CSV_COLUMNS.join(",")}</Code> in its first row and one employee a
          row, at most {EMPLOYEES_FILE_MAX_ROWS} rows and 256 KB. Excel's “CSV UTF-8” works. If any row has a problem (a
          missing name, a bad or repeated address, someone already listed) nobody is added, and each problem is named by
          its row.
        </Text>
        <Anchor href={`${base}/employees/template.csv`} download>
          <IconDownload size={16} aria-hidden="true" /> Download the template
        </Anchor>
        <Paper withBorder p="md" radius="md">
          <fetcher.Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value={MANAGER_IMPORT_EMPLOYEES_INTENT} />
            <Stack gap="sm">
              <label htmlFor="employees-file">
                <Text fw={500} size="sm">
                  CSV file of employees
                </Text>
              </label>
              <input id="employees-file" type="file" name={EMPLOYEES_FILE_FIELD} accept=".csv,text/csv" required />
              <Button type="submit" loading={fetcher.state !== "idle"} style={{ alignSelf: "flex-start" }}>
                Import employees
              </Button>
            </Stack>
          </fetcher.Form>
        </Paper>
        {reply && !reply.ok && reply.formError ? (
          <Alert color="red" role="alert" title="The file was not imported">
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {reply.formError}
            </Text>
          </Alert>
        ) : null}
        {reply?.ok ? (
          <Alert color="green" role="status" title="Imported">
            {reply.message}.{" "}
            <Anchor component={Link} to={`${base}/employees`}>
              See your employees
            </Anchor>
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}
