import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { COMPANY_TRAINING_PAGE_SIZE } from "../companies.schema";
import type { CompanyTrainingView, EmployeeYearView } from "../company-training.server";

// Light badges: the scheme-aware status colours (Mantine's green.9 and red.9 small badge text fails
// AA on a striped row, and any fixed dark text fails on the dark scheme; decision 0069-dark-mode).
const ATTENDANCE_COLOURS: Record<string, string> = {
  Attended: "var(--campus-success)",
  "Did not attend": "var(--campus-danger-strong)",
  Cancelled: "var(--campus-neutral)",
};

function EmployeeCard({ employee, year, bodyCode }: { employee: EmployeeYearView; year: number; bodyCode: string }) {
  const { standing } = employee;
  const headingId = `employee-${employee.id}`;
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {employee.name}
            </Title>
            <Text size="sm" c="var(--campus-text-muted)" style={{ overflowWrap: "anywhere" }}>
              {employee.email}
            </Text>
          </div>
          <Badge color={standing.isMet ? "var(--campus-success-fill)" : "var(--campus-warning-fill)"} variant="filled">
            {standing.isMet
              ? `${bodyCode} ${year} met`
              : `${standing.stillNeededPoints} ${bodyCode} points still needed`}
          </Badge>
        </Group>
        <Text size="sm">
          {bodyCode} points in {year}: <strong>{standing.yearPoints}</strong> of {standing.requiredPoints}
          {standing.categories
            .filter((line) => line.requiredPoints !== "0")
            .map((line) => `; ${line.category} ${line.yearPoints} of ${line.requiredPoints}`)
            .join("")}
        </Text>
        {employee.certificates.length === 0 ? (
          <Text size="sm" c="var(--campus-text-muted)">
            No certificates in {year}.
          </Text>
        ) : (
          <ScrollTable label={`${employee.name}: certificates ${year}`} minWidth={620}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Course</Table.Th>
                  <Table.Th>Certificate</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Points</Table.Th>
                  <Table.Th>Accrediting body</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {employee.certificates.map((certificate) => (
                  <Table.Tr key={certificate.id}>
                    <Table.Td>{certificate.courseName}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/verify/${certificate.verificationCode}`}>
                        {certificate.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{certificate.dateLabel}</Table.Td>
                    <Table.Td>{certificate.points}</Table.Td>
                    <Table.Td>{certificate.accreditor || "—"}</Table.Td>
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
        {employee.bookings.length === 0 ? (
          <Text size="sm" c="var(--campus-text-muted)">
            No event bookings in {year}.
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Events booked in {year}
            </Text>
            {employee.bookings.map((booking) => (
              <Group key={booking.id} gap="xs" wrap="wrap">
                <Text size="sm">
                  {booking.dateLabel}: {booking.eventTitle}
                </Text>
                <Badge size="sm" variant="light" color={ATTENDANCE_COLOURS[booking.attendance] ?? "blue.9"}>
                  {booking.attendance}
                  {booking.minutesAttended !== null && booking.attendance === "Attended"
                    ? ` (${booking.minutesAttended} min)`
                    : ""}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** My company: the training manager's view of their company's employees for one year. */
/** `credits`: the company's seat credits, composed in by the route (selling owns seats, decision 0082). */
export function CompanyTrainingPage({ view, credits }: { view: CompanyTrainingView; credits?: ReactNode }) {
  const years = Array.from({ length: 6 }, (_, index) => String(view.currentYear + 1 - index));
  if (!years.includes(String(view.year))) years.push(String(view.year));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/my-learning" size="sm">
            Back to My learning
          </Anchor>
          <Title order={1}>My company: {view.company.name}</Title>
          <Text c="var(--campus-text-muted)">
            Your employees' event bookings, attendance, certificates and CPD points for {view.year}, counted against{" "}
            {view.body.name} ({view.body.code}) rules.
          </Text>
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to={`/my-company/${view.company.id}/employees`}>
              Employees: add, import, assign training and see progress
            </Anchor>
            <Anchor component={Link} to={`/my-company/${view.company.id}/statement`}>
              Statement: invoices, credit notes and payments
            </Anchor>
          </Group>
        </div>
        {credits}
        <Paper withBorder p="md" radius="md">
          <Form method="get">
            <SimpleGrid cols={{ base: 1, sm: 4 }} verticalSpacing="sm">
              <NativeSelect label="Year" name="year" defaultValue={String(view.year)} data={years} />
              <NativeSelect
                label="Accrediting body"
                name="body"
                defaultValue={view.body.code}
                data={view.bodies.map((body) => ({ value: body.code, label: body.code }))}
              />
              <TextInput
                label="Search employees"
                name="q"
                defaultValue={view.search}
                key={view.search}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
              />
              <Button type="submit" variant="default" style={{ alignSelf: "end" }}>
                Show
              </Button>
            </SimpleGrid>
          </Form>
        </Paper>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="var(--campus-text-muted)">
            {view.total} {view.total === 1 ? "employee" : "employees"}
            {view.search ? ` matching “${view.search}”` : ""}
          </Text>
          {/* A plain form post: the browser saves the ZIP the answer carries. */}
          <form method="post" action={`/my-company/${view.company.id}/audit.zip`}>
            <input type="hidden" name="year" value={view.year} />
            <input type="hidden" name="body" value={view.body.code} />
            <Button type="submit" leftSection={<IconDownload size={16} aria-hidden="true" />}>
              Download for audit ({view.year})
            </Button>
          </form>
        </Group>
        <Text size="sm" c="var(--campus-text-muted)">
          The download is one ZIP: a CSV of every employee's certificates, a CSV of their CPD points for {view.year},
          and the PDF of every certificate that was not revoked. Downloads are recorded.
        </Text>
        {view.hasMore ? (
          <Text size="sm" c="orange.9" role="status">
            These employees have more records in {view.year} than one page shows; search for one employee to see all of
            theirs.
          </Text>
        ) : null}
        {view.employees.length === 0 ? (
          <EmptyState
            heading="No employees found"
            text={
              view.search
                ? `No employee matches “${view.search}”.`
                : "Add your company's employees on the Employees page."
            }
          />
        ) : (
          view.employees.map((employee) => (
            <EmployeeCard key={employee.id} employee={employee} year={view.year} bodyCode={view.body.code} />
          ))
        )}
        <ListPagination
          total={view.total}
          pageSize={COMPANY_TRAINING_PAGE_SIZE}
          page={view.page}
          label="Pages of employees"
        />
      </Stack>
    </Container>
  );
}
