import { Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { ScrollTable } from "~/components/scroll-table";
import type { EmployeeDetailView } from "../employee-progress.server";
import { MANAGER_REMOVE_EMPLOYEE_INTENT } from "../employee-self-service.schema";
import { AssignTrainingForm } from "./assign-training-form";
import * as m from "./messages";

function RemoveEmployeeButton({ employee }: { employee: { id: string; name: string } }) {
  const submit = useSubmit();
  const remove = async () => {
    const confirmed = await confirmAction({
      title: m.removeEmployee(),
      message: m.removeFromYourCompanyS({ name: employee.name }),
      confirmLabel: m.remove(),
      danger: true,
    });
    if (confirmed) submit({ intent: MANAGER_REMOVE_EMPLOYEE_INTENT, employeeId: employee.id }, { method: "post" });
  };
  return (
    <Group>
      <Button type="button" color="red" variant="outline" onClick={remove}>
        {m.remove2({ name: employee.name })}
      </Button>
    </Group>
  );
}

/** My company › one employee: courses, paths, certificates and CPD points; assign or remove. */
export function EmployeePage({ view }: { view: EmployeeDetailView }) {
  const { employee } = view;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={`/my-company/${encodeURIComponent(view.company.id)}/employees`} size="sm">
            {m.backToEmployees()}
          </Anchor>
          <Title order={1}>{employee.name}</Title>
          <Text c="var(--campus-text-muted)" style={{ overflowWrap: "anywhere" }}>
            {m.added({ email: employee.email, name: view.company.name, addedOn: employee.addedOn })}
            {employee.hasAccount ? "" : ` · ${m.invitedNoAccountYet()}`}
          </Text>
          <Text>
            {m.cpdPointsIn({ year: view.year })} <strong>{view.cpdPoints}</strong>
          </Text>
        </div>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-one-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="assign-one-heading">
              {m.assignTraining()}
            </Title>
            <AssignTrainingForm
              id="assign-one"
              companyId={view.company.id}
              buttonLabel={`Assign to ${employee.name}`}
            />
          </Stack>
        </Paper>
        <section aria-labelledby="courses-heading">
          <Title order={2} size="h4" id="courses-heading" mb="xs">
            {m.courses()}
          </Title>
          {view.courses.length === 0 ? (
            <Text size="sm" c="var(--campus-text-muted)">
              {m.notEnrolledInAnyOnline()}
            </Text>
          ) : (
            <ScrollTable label={m.courses2({ name: employee.name })} minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.course()}</Table.Th>
                    <Table.Th>{m.status()}</Table.Th>
                    <Table.Th>{m.enrolled()}</Table.Th>
                    <Table.Th>{m.lastActivity()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.courses.map((course) => (
                    <Table.Tr key={course.id}>
                      <Table.Td>{course.title}</Table.Td>
                      <Table.Td>{course.status}</Table.Td>
                      <Table.Td>{course.enrolledOn}</Table.Td>
                      <Table.Td>{course.lastActivity}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          {view.paths.length > 0 ? (
            <Text size="sm" mt="xs">
              {m.learningPaths({ join: view.paths.map((path) => `${path.title} (${path.status})`).join("; ") })}
            </Text>
          ) : null}
        </section>
        <section aria-labelledby="certificates-heading">
          <Title order={2} size="h4" id="certificates-heading" mb="xs">
            {m.certificates2()}
          </Title>
          {view.certificates.length === 0 ? (
            <Text size="sm" c="var(--campus-text-muted)">
              {m.noCertificatesYet()}
            </Text>
          ) : (
            <ScrollTable label={m.certificates3({ name: employee.name })} minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.course()}</Table.Th>
                    <Table.Th>{m.certificate()}</Table.Th>
                    <Table.Th>{m.completed()}</Table.Th>
                    <Table.Th>{m.validUntil()}</Table.Th>
                    <Table.Th>{m.status()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.certificates.map((certificate) => (
                    <Table.Tr key={certificate.id}>
                      <Table.Td>{certificate.courseName}</Table.Td>
                      <Table.Td>{certificate.number}</Table.Td>
                      <Table.Td>{certificate.completedOn}</Table.Td>
                      <Table.Td>{certificate.validUntil}</Table.Td>
                      <Table.Td>
                        <Badge variant="filled" color={certificate.statusColour}>
                          {certificate.status}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </section>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="remove-heading">
          <Stack gap="xs">
            <Title order={2} size="h4" id="remove-heading">
              {m.removeFromTheCompany()}
            </Title>
            <Text size="sm" c="var(--campus-text-muted)">
              {m.isTakenOffYourList({ name: employee.name })}
            </Text>
            <RemoveEmployeeButton employee={employee} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
