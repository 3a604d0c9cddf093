import { Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { ScrollTable } from "~/components/scroll-table";
import type { EmployeeDetailView } from "../employee-progress.server";
import { MANAGER_REMOVE_EMPLOYEE_INTENT } from "../employee-self-service.schema";
import { AssignTrainingForm } from "./assign-training-form";

function RemoveEmployeeButton({ employee }: { employee: { id: string; name: string } }) {
  const submit = useSubmit();
  const remove = async () => {
    const confirmed = await confirmAction({
      title: "Remove employee",
      message: `Remove ${employee.name} from your company's list? Their enrolments, certificates and CPD records are kept.`,
      confirmLabel: "Remove",
      danger: true,
    });
    if (confirmed) submit({ intent: MANAGER_REMOVE_EMPLOYEE_INTENT, employeeId: employee.id }, { method: "post" });
  };
  return (
    <Group>
      <Button type="button" color="red" variant="outline" onClick={remove}>
        Remove {employee.name}
      </Button>
    </Group>
  );
}

/** My company › one employee: courses, paths, certificates and CPD points; assign or remove. */
export function EmployeePage({
  view,
  training,
}: {
  view: EmployeeDetailView;
  training: { value: string; label: string }[];
}) {
  const { employee } = view;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={`/my-company/${encodeURIComponent(view.company.id)}/employees`} size="sm">
            Back to Employees
          </Anchor>
          <Title order={1}>{employee.name}</Title>
          <Text c="var(--campus-text-muted)" style={{ overflowWrap: "anywhere" }}>
            {employee.email} · {view.company.name} · added {employee.addedOn}
            {employee.hasAccount ? "" : " · invited, no account yet"}
          </Text>
          <Text>
            CPD points in {view.year}: <strong>{view.cpdPoints}</strong>
          </Text>
        </div>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-one-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="assign-one-heading">
              Assign training
            </Title>
            <AssignTrainingForm id="assign-one" training={training} buttonLabel={`Assign to ${employee.name}`} />
          </Stack>
        </Paper>
        <section aria-labelledby="courses-heading">
          <Title order={2} size="h4" id="courses-heading" mb="xs">
            Courses
          </Title>
          {view.courses.length === 0 ? (
            <Text size="sm" c="var(--campus-text-muted)">
              Not enrolled in any online course.
            </Text>
          ) : (
            <ScrollTable label={`${employee.name}: courses`} minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Course</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Enrolled</Table.Th>
                    <Table.Th>Last activity</Table.Th>
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
              Learning paths: {view.paths.map((path) => `${path.title} (${path.status})`).join("; ")}
            </Text>
          ) : null}
        </section>
        <section aria-labelledby="certificates-heading">
          <Title order={2} size="h4" id="certificates-heading" mb="xs">
            Certificates
          </Title>
          {view.certificates.length === 0 ? (
            <Text size="sm" c="var(--campus-text-muted)">
              No certificates yet.
            </Text>
          ) : (
            <ScrollTable label={`${employee.name}: certificates`} minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Course</Table.Th>
                    <Table.Th>Certificate</Table.Th>
                    <Table.Th>Completed</Table.Th>
                    <Table.Th>Valid until</Table.Th>
                    <Table.Th>Status</Table.Th>
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
              Remove from the company
            </Title>
            <Text size="sm" c="var(--campus-text-muted)">
              {employee.name} is taken off your list. Their enrolments, certificates and CPD records are kept.
            </Text>
            <RemoveEmployeeButton employee={employee} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
