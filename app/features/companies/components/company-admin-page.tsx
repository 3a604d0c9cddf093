import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconArrowLeft, IconUserPlus } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { ListPagination, ListSearchForm } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply, RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import {
  ADD_EMPLOYEE_INTENT,
  ADD_MANAGER_INTENT,
  addEmployeeSchema,
  addManagerSchema,
  COMPANY_PEOPLE_PAGE_SIZE,
  REMOVE_EMPLOYEE_INTENT,
  REMOVE_MANAGER_INTENT,
  UPDATE_COMPANY_INTENT,
} from "../companies.schema";
import { CompanyDetailsForm } from "./companies-list";
import * as m from "./messages";

export interface CompanyAdminView {
  company: {
    id: string;
    name: string;
    registrationNumber: string;
    contactName: string;
    contactEmail: string;
    contactPhone: string;
    version: number;
  };
  employees: { id: string; name: string; email: string; hasAccount: boolean }[];
  employeeTotal: number;
  search: string;
  page: number;
  managers: { id: string; name: string; email: string }[];
  managersHaveMore: boolean;
  find: string;
  foundAccounts: { id: string; name: string; email: string }[];
  downloads: { id: string; year: number; certificateCount: number; createdLabel: string; userName: string }[];
}

function FormMessage({ reply }: { reply: RefusedReply | undefined }) {
  if (!reply?.formError) return null;
  return (
    <Text c="red.9" role="alert" size="sm">
      {reply.formError}
    </Text>
  );
}

/** One button that posts one intent (remove, add the found account). */
function IntentButton({
  intent,
  fields,
  label,
  accessibleName,
  variant = "default",
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  accessibleName: string;
  variant?: string;
}) {
  const fetcher = useFetcher<RefusedReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Group gap="xs" wrap="nowrap">
        <Button
          type="submit"
          size="xs"
          variant={variant}
          aria-label={accessibleName}
          loading={fetcher.state !== "idle"}
        >
          {label}
        </Button>
        <FormMessage reply={reply} />
      </Group>
    </fetcher.Form>
  );
}

/** An add form empties itself once the add went through, ready for the next person. */
function useResetAfterAdd(fetcher: { state: string; data?: FormReply }, form: { current: HTMLFormElement | null }) {
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data, form]);
}

function AddEmployeeByEmail() {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const { formProps, fieldProps } = useFormValidation(addEmployeeSchema, {
    serverErrors: reply?.fieldErrors,
    values: reply?.values,
  });
  useResetAfterAdd(fetcher, formProps.ref);
  return (
    <fetcher.Form method="post" noValidate {...formProps}>
      <input type="hidden" name="intent" value={ADD_EMPLOYEE_INTENT} />
      <Stack gap="xs">
        <FormMessage reply={reply} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={m.employeeSName()} maxLength={100} autoComplete="off" {...fieldProps("name")} />
          <TextInput
            label={m.employeeSEmail()}
            type="email"
            maxLength={200}
            autoComplete="off"
            {...fieldProps("email")}
          />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            leftSection={<IconUserPlus size={16} aria-hidden="true" />}
            loading={fetcher.state !== "idle"}
          >
            {m.addEmployee()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

function AddManagerByEmail() {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const { formProps, fieldProps } = useFormValidation(addManagerSchema, {
    serverErrors: reply?.fieldErrors,
    values: reply?.values,
  });
  useResetAfterAdd(fetcher, formProps.ref);
  return (
    <fetcher.Form method="post" noValidate {...formProps}>
      <input type="hidden" name="intent" value={ADD_MANAGER_INTENT} />
      <Stack gap="xs">
        <FormMessage reply={reply} />
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={m.managerSAccountEmail()}
            type="email"
            maxLength={200}
            autoComplete="off"
            style={{ flex: 1, minWidth: 220 }}
            {...fieldProps("email")}
          />
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {m.addTrainingManager()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/** Admin › Companies › one company: details (versioned), training managers, employees, audit downloads. */
export function CompanyAdminPage({ view }: { view: CompanyAdminView }) {
  const { company } = view;
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/admin/companies" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {m.allCompanies()}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {company.name}
        </Title>
        <Group gap="md" mt="xs">
          <Anchor component={Link} to={`/staff/companies/${company.id}/statement`}>
            {m.statement()}
          </Anchor>
          <Anchor component={Link} to={`/my-company/${company.id}/employees`}>
            {m.employeesProgress()}
          </Anchor>
          <Anchor component={Link} to="/staff/quotations/new">
            {m.newQuotation()}
          </Anchor>
          <Anchor component={Link} to={`/admin/companies/${company.id}/skills-facilitator`}>
            {m.skillsDevelopmentFacilitator()}
          </Anchor>
          <Anchor component={Link} to={`/my-company/${company.id}/skills`}>
            {m.skillsDevelopmentReporting()}
          </Anchor>
          <Anchor component={Link} to={`/admin/companies/${company.id}/single-sign-on`}>
            {m.singleSignOn()}
          </Anchor>
          <Anchor component={Link} to={`/admin/companies/${company.id}/scim`}>
            {m.scimProvisioning()}
          </Anchor>
        </Group>
      </div>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Title order={2} size="h3" mb="md">
          {m.companyDetails()}
        </Title>
        <CompanyDetailsForm intent={UPDATE_COMPANY_INTENT} submitLabel="Save details" company={company} />
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {m.findAnAccount()}
          </Title>
          <Text size="sm" c="var(--campus-text-muted)">
            {m.searchTheAccountsToAdd()}
          </Text>
          <ListSearchForm label={m.nameOrEmailOfAn()} search={view.find} name="find" buttonLabel="Find" />
          {view.find && view.foundAccounts.length === 0 ? (
            <Text size="sm">{m.noAccountMatches({ find: view.find })}</Text>
          ) : null}
          {view.foundAccounts.length > 0 ? (
            <ScrollTable label={m.accountsFound()} minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.name()}</Table.Th>
                    <Table.Th>{m.email()}</Table.Th>
                    <Table.Th>{m.add()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.foundAccounts.map((account) => (
                    <Table.Tr key={account.id}>
                      <Table.Td>{account.name}</Table.Td>
                      <Table.Td>{account.email}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <IntentButton
                            intent={ADD_EMPLOYEE_INTENT}
                            fields={{ userId: account.id }}
                            label={m.addAsEmployee()}
                            accessibleName={`Add as employee: ${account.name}`}
                          />
                          <IntentButton
                            intent={ADD_MANAGER_INTENT}
                            fields={{ userId: account.id }}
                            label={m.makeTrainingManager()}
                            accessibleName={`Make training manager: ${account.name}`}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {m.trainingManagers()}
          </Title>
          {view.managers.length === 0 ? (
            <Text size="sm">{m.noTrainingManagerYetFind()}</Text>
          ) : (
            <Stack gap="xs">
              {view.managers.map((manager) => (
                <Group key={manager.id} justify="space-between" wrap="wrap">
                  <Text>
                    {manager.name}{" "}
                    <Text span c="var(--campus-text-muted)" size="sm">
                      {manager.email}
                    </Text>
                  </Text>
                  <IntentButton
                    intent={REMOVE_MANAGER_INTENT}
                    fields={{ userId: manager.id }}
                    label={m.remove()}
                    accessibleName={`Remove ${manager.name} as training manager`}
                  />
                </Group>
              ))}
              {view.managersHaveMore ? <Text size="sm">{m.onlyTheFirst50Training()}</Text> : null}
            </Stack>
          )}
          <AddManagerByEmail />
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {m.employees()}
            </Title>
            <Text c="dimmed" size="sm">
              {m.employeeCount({ count: view.employeeTotal })}
            </Text>
          </Group>
          <Text size="sm" c="var(--campus-text-muted)">
            {m.someoneWithoutAnAccountIs()}
          </Text>
          <AddEmployeeByEmail />
          <ListSearchForm label={m.searchEmployees()} search={view.search} />
          {view.employees.length === 0 ? (
            <Text size="sm">{view.search ? m.noEmployeeMatches({ search: view.search }) : m.noEmployeesYet()}</Text>
          ) : (
            <ScrollTable label={m.employees()} minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.name()}</Table.Th>
                    <Table.Th>{m.email()}</Table.Th>
                    <Table.Th>{m.account()}</Table.Th>
                    <Table.Th>{m.remove()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.employees.map((employee) => (
                    <Table.Tr key={employee.id}>
                      <Table.Td>{employee.name}</Table.Td>
                      <Table.Td>{employee.email}</Table.Td>
                      <Table.Td>{employee.hasAccount ? m.account() : m.emailOnly()}</Table.Td>
                      <Table.Td>
                        <IntentButton
                          intent={REMOVE_EMPLOYEE_INTENT}
                          fields={{ employeeId: employee.id }}
                          label={m.remove()}
                          accessibleName={`Remove ${employee.name}`}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          <ListPagination
            total={view.employeeTotal}
            pageSize={COMPANY_PEOPLE_PAGE_SIZE}
            page={view.page}
            label={m.pagesOfEmployees()}
          />
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {m.auditDownloads()}
          </Title>
          {view.downloads.length === 0 ? (
            <Text size="sm">{m.noTrainingManagerHasDownloaded()}</Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" c="var(--campus-text-muted)">
                {m.theLatestNewestFirst({ length: view.downloads.length })}
              </Text>
              {view.downloads.map((download) => (
                <Text key={download.id} size="sm">
                  {m.auditDownloadLine({
                    at: download.createdLabel,
                    name: download.userName,
                    year: download.year,
                    count: download.certificateCount,
                  })}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
