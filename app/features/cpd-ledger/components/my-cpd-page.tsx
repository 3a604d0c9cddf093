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
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Form, Link, useNavigation } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { MyActivitiesView } from "../cpd-activities.server";
import { CHOOSE_REPORTING_BODY_INTENT } from "../cpd-activity.schema";
import { formatPoints } from "../cpd-ledger";
import type { CpdLedgerView } from "../cpd-ledger.server";
import { MyCpdActivities } from "./my-cpd-activities";

// Dark shades: Mantine's light badges in green.6 or blue.6 text fail AA contrast on their tint (axe).
const STATUS_COLOURS = {
  Valid: "var(--campus-success)",
  Expired: "var(--campus-neutral)",
  "Other body": "var(--campus-neutral)",
  "Not yet": "var(--campus-info)",
  Recorded: "var(--campus-neutral)",
} as const;

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      <Text size="sm">{hint}</Text>
    </Paper>
  );
}

/** My CPD: the balance against one body's rules, what is still needed this year, and every record. */
export function MyCpdPage({
  view,
  activities,
  resubmitId,
}: {
  view: CpdLedgerView;
  activities: MyActivitiesView;
  resubmitId: string | null;
}) {
  const { summary, body } = view;
  const bodyQuery = body ? `?body=${encodeURIComponent(body.code)}` : "";
  const csvPath = `/my-learning/cpd/transcript.csv${bodyQuery}`;
  const pdfPath = `/my-learning/cpd/transcript.pdf${bodyQuery}`;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/my-learning" size="sm">
            Back to My learning
          </Anchor>
          <Title order={1}>My CPD</Title>
          {body ? (
            <Text c="dimmed">
              Points from your certificates and approved activities, counted against {body.name} ({body.code}) rules:{" "}
              {body.pointsPerYear > 0 ? `${body.pointsPerYear} points a year` : "no annual target entered yet"}
              {body.requirements.map((r) => `, ${r.pointsPerYear} ${r.category}`).join("")}; points stay valid{" "}
              {body.validityMonths} months.
            </Text>
          ) : (
            <Text c="dimmed">
              Points from your certificates and approved activities.{" "}
              {view.reportsTo === null
                ? "Say which accrediting body you report to and your points are counted against its annual target."
                : "You report to no accrediting body, so no annual target is shown."}
            </Text>
          )}
          {body && !body.rulesConfirmed && (
            <Text size="sm" c="orange.9">
              These rules are still to be confirmed by an administrator. {body.rulesSource}
            </Text>
          )}
        </div>
        <ReportingBodyForm view={view} />
        <Form method="get">
          <Group align="end" wrap="wrap">
            <NativeSelect
              label="Count against"
              name="body"
              defaultValue={body?.code ?? ""}
              data={[
                { value: "", label: "The body I report to" },
                ...view.bodies.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` })),
              ]}
              maw="100%"
            />
            <Button type="submit" variant="default">
              Show
            </Button>
            <Button component="a" href={pdfPath} variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              Download transcript (PDF)
            </Button>
            <Button component="a" href={csvPath} variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              Download transcript (CSV)
            </Button>
          </Group>
        </Form>
        {body ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure
              label={`Points in ${view.year}`}
              value={formatPoints(summary.yearTenths)}
              hint={`of ${formatPoints(summary.requiredTenths)} required`}
            />
            <Figure
              label={`Still needed in ${view.year}`}
              value={formatPoints(summary.stillNeededTenths)}
              hint={summary.stillNeededTenths === 0 ? "This year's total is met" : "points"}
            />
            <Figure
              label="Valid points"
              value={formatPoints(summary.validTenths)}
              hint={`dated after ${view.windowStartLabel} (${body.validityMonths} months)`}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure
              label={`Points in ${view.year}`}
              value={formatPoints(summary.yearTenths)}
              hint="from all your records; no target"
            />
          </SimpleGrid>
        )}
        <section aria-labelledby="cpd-categories">
          <Title order={2} id="cpd-categories" size="h3" mb="xs">
            By category
          </Title>
          <ScrollTable label="Points by category" minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>{view.year}</Table.Th>
                  <Table.Th>Required a year</Table.Th>
                  <Table.Th>Still needed</Table.Th>
                  <Table.Th>Valid</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.categories.map((line) => (
                  <Table.Tr key={line.category}>
                    <Table.Td tt="capitalize">{line.category}</Table.Td>
                    <Table.Td>{formatPoints(line.yearTenths)}</Table.Td>
                    <Table.Td>{formatPoints(line.requiredTenths)}</Table.Td>
                    <Table.Td>{formatPoints(line.stillNeededTenths)}</Table.Td>
                    <Table.Td>{formatPoints(line.validTenths)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </section>
        <section aria-labelledby="cpd-records">
          <Title order={2} id="cpd-records" size="h3" mb="xs">
            Records
          </Title>
          {view.entries.length === 0 ? (
            <Text>No certificates or approved activities yet.</Text>
          ) : (
            <ScrollTable label="CPD records" minWidth={760}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Activity</Table.Th>
                    <Table.Th>Body</Table.Th>
                    <Table.Th>Points</Table.Th>
                    <Table.Th>Valid until</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.entries.map((entry) => (
                    <Table.Tr key={`${entry.kind}-${entry.id}`}>
                      <Table.Td>{entry.dateLabel}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.title}</Text>
                        <Text size="xs" c="dimmed">
                          {entry.kind === "certificate" ? `Certificate ${entry.reference}` : entry.reference}
                        </Text>
                      </Table.Td>
                      <Table.Td>{entry.bodyCode ?? "Not stated"}</Table.Td>
                      <Table.Td>{formatPoints(entry.pointsTenths)}</Table.Td>
                      <Table.Td>{entry.expiresLabel}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOURS[entry.status]} variant="light">
                          {entry.status}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          {view.hasMore && <Text size="sm">Only your latest 500 records are shown.</Text>}
        </section>
        <MyCpdActivities view={activities} resubmitId={resubmitId} />
      </Stack>
    </Container>
  );
}

/** "I report to": the body whose annual target My CPD counts against, or none (decision 0071). */
function ReportingBodyForm({ view }: { view: CpdLedgerView }) {
  const navigation = useNavigation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="reporting-body-heading">
      <Form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value={CHOOSE_REPORTING_BODY_INTENT} />
        <Stack gap="xs">
          <Title order={2} size="h4" id="reporting-body-heading">
            Your accrediting body
          </Title>
          <Group align="end" wrap="wrap">
            <NativeSelect
              label="I report my CPD to"
              name="reportsTo"
              defaultValue={view.reportsTo ?? ""}
              data={[
                { value: "", label: "None (no annual target)" },
                ...view.bodies.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` })),
              ]}
              maw="100%"
            />
            <Button type="submit" loading={navigation.state === "submitting"}>
              Save
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
