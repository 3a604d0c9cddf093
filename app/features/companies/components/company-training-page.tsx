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
import * as m from "./messages";

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
  // The year's points are bold inside the sentence: split the one message where they go.
  const pointsLine = m
    .pointsOf({ bodyCode, year, points: "\u0000", requiredPoints: standing.requiredPoints })
    .split("\u0000");
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
              ? m.requirementMet({ bodyCode, year })
              : m.pointsStillNeeded({ points: standing.stillNeededPoints, bodyCode })}
          </Badge>
        </Group>
        <Text size="sm">
          {pointsLine[0]}
          <strong>{standing.yearPoints}</strong>
          {pointsLine[1]}
          {standing.categories
            .filter((line) => line.requiredPoints !== "0")
            .map((line) =>
              m.categoryPoints({ category: line.category, points: line.yearPoints, required: line.requiredPoints }),
            )
            .join("")}
        </Text>
        {employee.certificates.length === 0 ? (
          <Text size="sm" c="var(--campus-text-muted)">
            {m.noCertificatesIn({ year })}
          </Text>
        ) : (
          <ScrollTable label={m.certificates({ name: employee.name, year })} minWidth={620}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.course()}</Table.Th>
                  <Table.Th>{m.certificate()}</Table.Th>
                  <Table.Th>{m.date()}</Table.Th>
                  <Table.Th>{m.points()}</Table.Th>
                  <Table.Th>{m.accreditingBody()}</Table.Th>
                  <Table.Th>{m.status()}</Table.Th>
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
            {m.noEventBookingsIn({ year })}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {m.eventsBookedIn({ year })}
            </Text>
            {employee.bookings.map((booking) => (
              <Group key={booking.id} gap="xs" wrap="wrap">
                <Text size="sm">
                  {booking.dateLabel}: {booking.eventTitle}
                </Text>
                <Badge size="sm" variant="light" color={ATTENDANCE_COLOURS[booking.attendance] ?? "blue.9"}>
                  {booking.attendance}
                  {booking.minutesAttended !== null && booking.attendance === "Attended"
                    ? ` ${m.minutesAttended({ minutes: booking.minutesAttended })}`
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
            {m.backToMyLearning()}
          </Anchor>
          <Title order={1}>{m.myCompany({ name: view.company.name })}</Title>
          <Text c="var(--campus-text-muted)">
            {m.yourEmployeesEventBookingsAttendance({ year: view.year, name: view.body.name, code: view.body.code })}
          </Text>
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to={`/my-company/${view.company.id}/employees`}>
              {m.employeesAddImportAssignTraining()}
            </Anchor>
            <Anchor component={Link} to={`/my-company/${view.company.id}/statement`}>
              {m.statementInvoicesCreditNotesAnd()}
            </Anchor>
          </Group>
        </div>
        {credits}
        <Paper withBorder p="md" radius="md">
          <Form method="get">
            <SimpleGrid cols={{ base: 1, sm: 4 }} verticalSpacing="sm">
              <NativeSelect label={m.year()} name="year" defaultValue={String(view.year)} data={years} />
              <NativeSelect
                label={m.accreditingBody()}
                name="body"
                defaultValue={view.body.code}
                data={view.bodies.map((body) => ({ value: body.code, label: body.code }))}
              />
              <TextInput
                label={m.searchEmployees()}
                name="q"
                defaultValue={view.search}
                key={view.search}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
              />
              <Button type="submit" variant="default" style={{ alignSelf: "end" }}>
                {m.show()}
              </Button>
            </SimpleGrid>
          </Form>
        </Paper>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="var(--campus-text-muted)">
            {view.search
              ? m.employeeCountMatching({ count: view.total, search: view.search })
              : m.employeeCount({ count: view.total })}
          </Text>
          {/* A plain form post: the browser saves the ZIP the answer carries. */}
          <form method="post" action={`/my-company/${view.company.id}/audit.zip`}>
            <input type="hidden" name="year" value={view.year} />
            <input type="hidden" name="body" value={view.body.code} />
            <Button type="submit" leftSection={<IconDownload size={16} aria-hidden="true" />}>
              {m.downloadForAudit({ year: view.year })}
            </Button>
          </form>
        </Group>
        <Text size="sm" c="var(--campus-text-muted)">
          {m.theDownloadIsOneZip({ year: view.year })}
        </Text>
        {view.hasMore ? (
          <Text size="sm" c="orange.9" role="status">
            {m.theseEmployeesHaveMoreRecords({ year: view.year })}
          </Text>
        ) : null}
        {view.employees.length === 0 ? (
          <EmptyState
            heading={m.noEmployeesFound()}
            text={view.search ? m.noEmployeeMatches({ search: view.search }) : m.addYourCompanySEmployees()}
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
          label={m.pagesOfEmployees()}
        />
      </Stack>
    </Container>
  );
}
