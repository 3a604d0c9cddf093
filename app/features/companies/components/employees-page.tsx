import { Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconSearch, IconUpload } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Form, Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { CERTIFICATE_STATUS_LOOK } from "~/features/certificates/certificate-status";
import type { FormReply } from "~/lib/action-reply";
import type { EmployeeProgressView } from "../employee-progress.server";
import { EMPLOYEE_PROGRESS_PAGE_SIZE, MANAGER_ADD_EMPLOYEE_INTENT } from "../employee-self-service.schema";
import { AssignTrainingForm } from "./assign-training-form";
import { InvitedEmployees } from "./invited-employees";
import * as m from "./messages";

const ASSIGN_FORM_ID = "assign-training";

function AddEmployeeForm() {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  // A fresh, empty form after each employee added.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" ref={formRef}>
      <input type="hidden" name="intent" value={MANAGER_ADD_EMPLOYEE_INTENT} />
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          name="name"
          label={m.name()}
          required
          style={{ flex: "1 1 12rem" }}
          error={reply?.fieldErrors.name}
        />
        <TextInput
          name="email"
          type="email"
          label={m.email()}
          required
          style={{ flex: "1 1 14rem" }}
          error={reply?.fieldErrors.email}
        />
        <Button type="submit" mt={{ base: 0, sm: 25 }} loading={fetcher.state !== "idle"}>
          {m.addEmployee()}
        </Button>
      </Group>
      {reply?.formError && !reply.fieldErrors.email ? (
        <Text c="var(--campus-danger-strong)" size="sm" role="alert" mt="xs">
          {reply.formError}
        </Text>
      ) : null}
    </fetcher.Form>
  );
}

/** My company › Employees: each employee's progress and compliance, add, import and assign. */
export function EmployeesPage({
  view,
  invitations,
}: {
  view: EmployeeProgressView;
  invitations: Parameters<typeof InvitedEmployees>[0]["view"];
}) {
  const base = `/my-company/${encodeURIComponent(view.company.id)}`;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={base} size="sm">
            {m.backToMyCompany()}
          </Anchor>
          <Title order={1}>{m.employees2({ name: view.company.name })}</Title>
          <Text c="var(--campus-text-muted)">{m.coursesInProgressAndCompleted({ year: view.year })}</Text>
        </div>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-employee-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="add-employee-heading">
              {m.addAnEmployee()}
            </Title>
            <Text size="sm" c="var(--campus-text-muted)">
              {m.eachPersonGetsAnEmail()}
            </Text>
            <AddEmployeeForm />
            <Anchor component={Link} to={`${base}/employees/import`} size="sm">
              <Group gap={4} component="span">
                <IconUpload size={16} aria-hidden="true" /> {m.importEmployeesFromACsv()}
              </Group>
            </Anchor>
          </Stack>
        </Paper>
        <InvitedEmployees view={invitations} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="assign-heading">
              {m.assignTraining()}
            </Title>
            <Text size="sm" c="var(--campus-text-muted)">
              {m.tickEmployeesInTheTable()}
            </Text>
            <AssignTrainingForm
              id={ASSIGN_FORM_ID}
              companyId={view.company.id}
              buttonLabel="Assign to ticked employees"
            />
          </Stack>
        </Paper>
        <Form method="get">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={m.searchEmployees()}
              name="q"
              defaultValue={view.search}
              key={view.search}
              style={{ flex: "1 1 16rem" }}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
            />
            <Button type="submit" variant="default">
              {m.search()}
            </Button>
          </Group>
        </Form>
        <Text size="sm" c="var(--campus-text-muted)">
          {view.search
            ? m.employeeCountMatching({ count: view.total, search: view.search })
            : m.employeeCount({ count: view.total })}
        </Text>
        {view.employees.length === 0 ? (
          <EmptyState
            heading={m.noEmployeesFound()}
            text={view.search ? m.noEmployeeMatches({ search: view.search }) : m.addYourFirstEmployeeAbove()}
          />
        ) : (
          <ScrollTable label={m.employeesProgress()} minWidth={820}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.assign()}</Table.Th>
                  <Table.Th>{m.employee()}</Table.Th>
                  <Table.Th>{m.coursesInProgress()}</Table.Th>
                  <Table.Th>{m.coursesCompleted()}</Table.Th>
                  <Table.Th>{m.certificatesValid()}</Table.Th>
                  <Table.Th>{m.expiring()}</Table.Th>
                  <Table.Th>{m.expired()}</Table.Th>
                  <Table.Th>{m.cpdPoints({ year: view.year })}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.employees.map((employee) => (
                  <Table.Tr key={employee.id}>
                    <Table.Td>
                      <input
                        type="checkbox"
                        name="employeeId"
                        value={employee.id}
                        form={ASSIGN_FORM_ID}
                        aria-label={m.assignTo({ name: employee.name })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`${base}/employees/${encodeURIComponent(employee.id)}`}>
                        {employee.name}
                      </Anchor>
                      <Text size="xs" c="var(--campus-text-muted)" style={{ overflowWrap: "anywhere" }}>
                        {employee.email}
                        {employee.hasAccount ? "" : ` · ${m.invitedNoAccountYet()}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>{employee.coursesInProgress}</Table.Td>
                    <Table.Td>{employee.coursesCompleted}</Table.Td>
                    <Table.Td>{employee.certificatesValid}</Table.Td>
                    <Table.Td>
                      {employee.certificatesExpiring > 0 ? (
                        <Badge variant="filled" color={CERTIFICATE_STATUS_LOOK.expiring.color}>
                          {employee.certificatesExpiring}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                    <Table.Td>
                      {employee.certificatesExpired > 0 ? (
                        <Badge variant="filled" color={CERTIFICATE_STATUS_LOOK.expired.color}>
                          {employee.certificatesExpired}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                    <Table.Td>{employee.cpdPoints}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <ListPagination
          total={view.total}
          pageSize={EMPLOYEE_PROGRESS_PAGE_SIZE}
          page={view.page}
          label={m.pagesOfEmployees()}
        />
      </Stack>
    </Container>
  );
}
