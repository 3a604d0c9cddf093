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
            {m.anEmployeeSIdNumber()}
          </Title>
          <Text size="sm">{m.forAnEmployeeWhoHas()}</Text>
          {reply?.ok && reply.savedFor && (
            <Alert color="green" role="status">
              {m.savedTheIdNumberOf({ savedFor: reply.savedFor })}
            </Alert>
          )}
          {refused?.formError && (
            <Alert color="red" role="alert">
              {refused.formError}
            </Alert>
          )}
          <input type="hidden" name="intent" value={SET_EMPLOYEE_ID_INTENT} />
          <NativeSelect
            label={m.employee()}
            data={[
              { value: "", label: m.choose() },
              ...employees.map((employee) => ({ value: employee.id, label: employee.name })),
            ]}
            {...fieldProps("employeeId", "")}
          />
          <Group align="flex-start" wrap="wrap">
            <NativeSelect
              label={m.idType()}
              data={[
                { value: "", label: m.choose() },
                ...ID_TYPES.map((type) => ({ value: type, label: ID_TYPE_LABELS[type] })),
              ]}
              {...fieldProps("idType", "")}
            />
            <TextInput
              label={m.idOrPassportNumber()}
              maxLength={30}
              autoComplete="off"
              {...fieldProps("idNumber", "")}
            />
          </Group>
          <Button type="submit" variant="light" style={{ alignSelf: "flex-start" }}>
            {m.saveIdNumber()}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}

import { SKILLS_REPORT_LABELS, SKILLS_REPORTS } from "../skills-exports";
import * as m from "./messages";

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
          {m.backTo({ name: view.company.name })}
        </Anchor>
        <Title order={1}>{m.skillsDevelopmentReporting()}</Title>
        <Text>{m.theSetaSAnnualTraining({ name: view.company.name })}</Text>
        <Form method="get">
          <Group align="flex-end" wrap="wrap">
            <NativeSelect
              label={m.financialYear()}
              name="year"
              defaultValue={String(view.year)}
              data={view.years.map((year) => ({ value: String(year), label: financialYearLabel(year) }))}
            />
            <Button type="submit" variant="default">
              {m.showYear()}
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
              {m.downloadsFor({ year: financialYearLabel(view.year) })}
            </Title>
            <Text size="sm">{m.fullIdAndPassportNumbers()}</Text>
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
                {m.downloadCsv({ report: SKILLS_REPORT_LABELS[report] })}
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
              {m.evidencePackForOneLearner()}
            </Title>
            <Text size="sm">{m.aZipWithTheLearner({ year: financialYearLabel(view.year) })}</Text>
            {view.employees.length === 0 ? (
              <Text size="sm">{m.theCompanyHasNoEmployees()}</Text>
            ) : (
              <Form method="get" action={`${base}/skills/evidence.zip`} reloadDocument>
                <input type="hidden" name="year" value={view.year} />
                <Group align="flex-end" wrap="wrap">
                  <NativeSelect
                    label={m.learner()}
                    name="employee"
                    data={view.employees.map((employee) => ({ value: employee.id, label: employee.name }))}
                  />
                  <Button type="submit" variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
                    {m.downloadEvidencePackZip()}
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
