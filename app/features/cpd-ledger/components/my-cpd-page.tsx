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
import { formatNumber } from "~/lib/i18n/format";
import type { MyActivitiesView } from "../cpd-activities.server";
import { CHOOSE_REPORTING_BODY_INTENT } from "../cpd-activity.schema";
import { entryStatusLabel, formatPoints } from "../cpd-ledger";
import type { CpdLedgerView } from "../cpd-ledger.server";
import * as m from "./messages";
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
            {m.backMyLearning()}
          </Anchor>
          <Title order={1}>{m.myCpd()}</Title>
          {body ? (
            <Text c="dimmed">
              {m.countedAgainstRules({
                name: body.name,
                code: body.code,
                rules: [
                  body.pointsPerYear > 0
                    ? m.pointsAYear({ points: formatNumber(body.pointsPerYear) })
                    : m.noAnnualTargetYet(),
                  ...body.requirements.map((r) =>
                    m.requirementItem({ points: formatNumber(r.pointsPerYear), category: r.category }),
                  ),
                ].join(", "),
                months: formatNumber(body.validityMonths),
              })}
            </Text>
          ) : (
            <Text c="dimmed">
              {m.pointsFromRecords()}{" "}
              {view.reportsTo === null ? m.sayWhichAccreditingBodyYou() : m.youReportNoAccreditingBody()}
            </Text>
          )}
          {body && !body.rulesConfirmed && (
            <Text size="sm" c="orange.9">
              {m.rulesToConfirm({ source: body.rulesSource })}
            </Text>
          )}
        </div>
        <ReportingBodyForm view={view} />
        <Form method="get">
          <Group align="end" wrap="wrap">
            <NativeSelect
              label={m.countAgainst()}
              name="body"
              defaultValue={body?.code ?? ""}
              data={[
                { value: "", label: m.bodyIReport() },
                ...view.bodies.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` })),
              ]}
              maw="100%"
            />
            <Button type="submit" variant="default">
              {m.show()}
            </Button>
            <Button component="a" href={pdfPath} variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              {m.downloadTranscriptPdf()}
            </Button>
            <Button component="a" href={csvPath} variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              {m.downloadTranscriptCsv()}
            </Button>
          </Group>
        </Form>
        {body ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure
              label={m.pointsIn({ year: view.year })}
              value={formatPoints(summary.yearTenths)}
              hint={m.ofRequired({ points: formatPoints(summary.requiredTenths) })}
            />
            <Figure
              label={m.stillNeededIn({ year: view.year })}
              value={formatPoints(summary.stillNeededTenths)}
              hint={summary.stillNeededTenths === 0 ? m.yearSTotalMet() : m.pointsHint()}
            />
            <Figure
              label={m.validPoints()}
              value={formatPoints(summary.validTenths)}
              hint={m.datedAfter({ date: view.windowStartLabel, months: formatNumber(body.validityMonths) })}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure
              label={m.pointsIn({ year: view.year })}
              value={formatPoints(summary.yearTenths)}
              hint={m.allRecordsNoTarget()}
            />
          </SimpleGrid>
        )}
        <section aria-labelledby="cpd-categories">
          <Title order={2} id="cpd-categories" size="h3" mb="xs">
            {m.byCategory()}
          </Title>
          <ScrollTable label={m.pointsByCategory()} minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.category()}</Table.Th>
                  <Table.Th>{view.year}</Table.Th>
                  <Table.Th>{m.requiredAYear()}</Table.Th>
                  <Table.Th>{m.stillNeeded()}</Table.Th>
                  <Table.Th>{m.valid()}</Table.Th>
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
            {m.records()}
          </Title>
          {view.entries.length === 0 ? (
            <Text>{m.noCertificatesApprovedActivitiesYet()}</Text>
          ) : (
            <ScrollTable label={m.cpdRecords()} minWidth={760}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.date()}</Table.Th>
                    <Table.Th>{m.activity()}</Table.Th>
                    <Table.Th>{m.body()}</Table.Th>
                    <Table.Th>{m.points()}</Table.Th>
                    <Table.Th>{m.validUntil()}</Table.Th>
                    <Table.Th>{m.status()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.entries.map((entry) => (
                    <Table.Tr key={`${entry.kind}-${entry.id}`}>
                      <Table.Td>{entry.dateLabel}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.title}</Text>
                        <Text size="xs" c="dimmed">
                          {entry.kind === "certificate"
                            ? m.certificateRef({ reference: entry.reference })
                            : entry.reference}
                        </Text>
                      </Table.Td>
                      <Table.Td>{entry.bodyCode ?? m.notStated()}</Table.Td>
                      <Table.Td>{formatPoints(entry.pointsTenths)}</Table.Td>
                      <Table.Td>{entry.expiresLabel}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOURS[entry.status]} variant="light">
                          {entryStatusLabel(entry.status)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          {view.hasMore && <Text size="sm">{m.onlyLatest500RecordsShown()}</Text>}
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
            {m.yourAccreditingBody()}
          </Title>
          <Group align="end" wrap="wrap">
            <NativeSelect
              label={m.iReportMyCpd()}
              name="reportsTo"
              defaultValue={view.reportsTo ?? ""}
              data={[
                { value: "", label: m.noneNoAnnualTarget() },
                ...view.bodies.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` })),
              ]}
              maw="100%"
            />
            <Button type="submit" loading={navigation.state === "submitting"}>
              {m.save()}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
