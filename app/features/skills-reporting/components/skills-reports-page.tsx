import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Form, Link, useActionData } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import {
  employeeIdSchema,
  financialYearLabel,
  ID_TYPE_LABELS,
  ID_TYPES,
  SET_EMPLOYEE_ID_INTENT,
} from "../skills.schema";

/** The facilitator enters an employee's ID number; it is never shown back in full. */
function EmployeeIdForm({ employees }: { employees: SkillsReportsView["employees"] }) {
  const reply = useActionData() as FormReply<{ savedFor?: string }> | undefined;
  const refused = reply && !reply.ok ? reply : null;
  const { formProps, fieldProps } = useFormValidation(employeeIdSchema, {
    serverErrors: refused?.fieldErrors,
    values: refused?.values,
  });
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} radius="md" component="section" aria-labelledby="skills-employee-id">
      <Form method="post" noValidate {...formProps}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="skills-employee-id">
            An employee's ID number
          </Title>
          <Text size="sm">
            For an employee who has not entered it on their own page. It is kept for these reports only and never shown
            in full.
          </Text>
          {reply?.ok && reply.savedFor && (
            <Alert color="green" role="status">
              Saved the ID number of {reply.savedFor}.
            </Alert>
          )}
          {refused?.formError && (
            <Alert color="red" role="alert">
              {refused.formError}
            </Alert>
          )}
          <input type="hidden" name="intent" value={SET_EMPLOYEE_ID_INTENT} />
          <NativeSelect
            label="Employee"
            data={[
              { value: "", label: "Choose" },
              ...employees.map((employee) => ({ value: employee.id, label: employee.name })),
            ]}
            {...fieldProps("employeeId", "")}
          />
          <Group align="flex-start" wrap="wrap">
            <NativeSelect
              label="ID type"
              data={[
                { value: "", label: "Choose" },
                ...ID_TYPES.map((type) => ({ value: type, label: ID_TYPE_LABELS[type] })),
              ]}
              {...fieldProps("idType", "")}
            />
            <TextInput
              label="ID or passport number"
              maxLength={30}
              autoComplete="off"
              {...fieldProps("idNumber", "")}
            />
          </Group>
          <Button type="submit" variant="light" style={{ alignSelf: "flex-start" }}>
            Save ID number
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}

import { SKILLS_REPORT_LABELS, SKILLS_REPORTS } from "../skills-exports";

export interface SkillsReportsView {
  company: { id: string; name: string };
  year: number;
  years: number[];
  /** The company's employees by name, for the evidence pack (at most 300). */
  employees: { id: string; name: string }[];
}

/**
 * My company › Skills development reporting (decision 0103-skills-evidence): the facilitator
 * chooses a financial year and downloads each report. Nothing on this page shows a learner's
 * ID number or equity fields: those are only in the downloaded files.
 */
export function SkillsReportsPage({ view }: { view: SkillsReportsView }) {
  const base = `/my-company/${encodeURIComponent(view.company.id)}`;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={base} size="sm">
          Back to {view.company.name}
        </Anchor>
        <Title order={1}>Skills development reporting</Title>
        <Text>
          The SETA's Annual Training Report and Workplace Skills Plan, and the skills-development part of the B-BBEE
          scorecard, for {view.company.name}. A financial year runs from 1 April to 31 March.
        </Text>
        <Form method="get">
          <Group align="flex-end" wrap="wrap">
            <NativeSelect
              label="Financial year"
              name="year"
              defaultValue={String(view.year)}
              data={view.years.map((year) => ({ value: String(year), label: financialYearLabel(year) }))}
            />
            <Button type="submit" variant="default">
              Show year
            </Button>
          </Group>
        </Form>
        <Paper
          withBorder
          p={{ base: "sm", sm: "lg" }}
          radius="md"
          component="section"
          aria-labelledby="skills-downloads"
        >
          <Stack gap="sm">
            <Title order={2} size="h3" id="skills-downloads">
              Downloads for {financialYearLabel(view.year)}
            </Title>
            <Text size="sm">
              Full ID and passport numbers, and the equity details learners agreed to share, appear only in these files.
              Each download is recorded.
            </Text>
            {SKILLS_REPORTS.map((report) => (
              <Button
                key={report}
                component="a"
                href={`${base}/skills/${report}.csv?year=${view.year}`}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                style={{ alignSelf: "flex-start", maxWidth: "100%", whiteSpace: "normal", height: "auto" }}
                py={6}
              >
                {`Download ${SKILLS_REPORT_LABELS[report]} (CSV)`}
              </Button>
            ))}
          </Stack>
        </Paper>
        <Paper
          withBorder
          p={{ base: "sm", sm: "lg" }}
          radius="md"
          component="section"
          aria-labelledby="skills-evidence"
        >
          <Stack gap="sm">
            <Title order={2} size="h3" id="skills-evidence">
              Evidence pack for one learner
            </Title>
            <Text size="sm">
              A ZIP with the learner's tax invoices, proofs of payment, attendance register rows and certificates for{" "}
              {financialYearLabel(view.year)}.
            </Text>
            {view.employees.length === 0 ? (
              <Text size="sm">The company has no employees yet.</Text>
            ) : (
              <Form method="get" action={`${base}/skills/evidence.zip`} reloadDocument>
                <input type="hidden" name="year" value={view.year} />
                <Group align="flex-end" wrap="wrap">
                  <NativeSelect
                    label="Learner"
                    name="employee"
                    data={view.employees.map((employee) => ({ value: employee.id, label: employee.name }))}
                  />
                  <Button type="submit" variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
                    Download evidence pack (ZIP)
                  </Button>
                </Group>
              </Form>
            )}
          </Stack>
        </Paper>
        {view.employees.length > 0 && <EmployeeIdForm employees={view.employees} />}
      </Stack>
    </Container>
  );
}
