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
          <TextInput label="Employee's name" maxLength={100} autoComplete="off" {...fieldProps("name")} />
          <TextInput
            label="Employee's email"
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
            Add employee
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
            label="Manager's account email"
            type="email"
            maxLength={200}
            autoComplete="off"
            style={{ flex: 1, minWidth: 220 }}
            {...fieldProps("email")}
          />
          <Button type="submit" loading={fetcher.state !== "idle"}>
            Add training manager
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
            All companies
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {company.name}
        </Title>
        <Group gap="md" mt="xs">
          <Anchor component={Link} to={`/staff/companies/${company.id}/statement`}>
            Statement
          </Anchor>
          <Anchor component={Link} to={`/my-company/${company.id}/employees`}>
            Employees' progress
          </Anchor>
          <Anchor component={Link} to="/staff/quotations/new">
            New quotation
          </Anchor>
          <Anchor component={Link} to={`/admin/companies/${company.id}/skills-facilitator`}>
            Skills Development Facilitator
          </Anchor>
          <Anchor component={Link} to={`/my-company/${company.id}/skills`}>
            Skills development reporting
          </Anchor>
          <Anchor component={Link} to={`/admin/companies/${company.id}/single-sign-on`}>
            Single sign-on
          </Anchor>
          <Anchor component={Link} to={`/admin/companies/${company.id}/scim`}>
            SCIM provisioning
          </Anchor>
        </Group>
      </div>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Title order={2} size="h3" mb="md">
          Company details
        </Title>
        <CompanyDetailsForm intent={UPDATE_COMPANY_INTENT} submitLabel="Save details" company={company} />
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            Find an account
          </Title>
          <Text size="sm" c="var(--campus-text-muted)">
            Search the accounts to add someone as an employee or to name them a training manager. A training manager
            signs in and sees this company's employees under My company.
          </Text>
          <ListSearchForm label="Name or email of an account" search={view.find} name="find" buttonLabel="Find" />
          {view.find && view.foundAccounts.length === 0 ? (
            <Text size="sm">No account matches “{view.find}”.</Text>
          ) : null}
          {view.foundAccounts.length > 0 ? (
            <ScrollTable label="Accounts found" minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Add</Table.Th>
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
                            label="Add as employee"
                            accessibleName={`Add as employee: ${account.name}`}
                          />
                          <IntentButton
                            intent={ADD_MANAGER_INTENT}
                            fields={{ userId: account.id }}
                            label="Make training manager"
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
            Training managers
          </Title>
          {view.managers.length === 0 ? (
            <Text size="sm">No training manager yet: find their account above, or enter its email.</Text>
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
                    label="Remove"
                    accessibleName={`Remove ${manager.name} as training manager`}
                  />
                </Group>
              ))}
              {view.managersHaveMore ? <Text size="sm">Only the first 50 training managers are listed.</Text> : null}
            </Stack>
          )}
          <AddManagerByEmail />
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              Employees
            </Title>
            <Text c="dimmed" size="sm">
              {view.employeeTotal} {view.employeeTotal === 1 ? "employee" : "employees"}
            </Text>
          </Group>
          <Text size="sm" c="var(--campus-text-muted)">
            Someone without an account is added by email: their certificates and bookings are found by that address. For
            an account, by the account and its confirmed email address.
          </Text>
          <AddEmployeeByEmail />
          <ListSearchForm label="Search employees" search={view.search} />
          {view.employees.length === 0 ? (
            <Text size="sm">{view.search ? `No employee matches “${view.search}”.` : "No employees yet."}</Text>
          ) : (
            <ScrollTable label="Employees" minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Remove</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.employees.map((employee) => (
                    <Table.Tr key={employee.id}>
                      <Table.Td>{employee.name}</Table.Td>
                      <Table.Td>{employee.email}</Table.Td>
                      <Table.Td>{employee.hasAccount ? "Account" : "Email only"}</Table.Td>
                      <Table.Td>
                        <IntentButton
                          intent={REMOVE_EMPLOYEE_INTENT}
                          fields={{ employeeId: employee.id }}
                          label="Remove"
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
            label="Pages of employees"
          />
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Audit downloads
          </Title>
          {view.downloads.length === 0 ? (
            <Text size="sm">No training manager has downloaded this company's audit file yet.</Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" c="var(--campus-text-muted)">
                The latest {view.downloads.length}, newest first.
              </Text>
              {view.downloads.map((download) => (
                <Text key={download.id} size="sm">
                  {download.createdLabel}: {download.userName}, {download.year} ({download.certificateCount}{" "}
                  {download.certificateCount === 1 ? "certificate" : "certificates"})
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
