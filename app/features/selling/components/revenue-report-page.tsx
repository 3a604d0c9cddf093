import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Form } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { formatRand } from "~/lib/course-buyer-facts";
import { ACCOUNTING_SYSTEM_LABELS, ACCOUNTING_SYSTEMS, EXPORT_KIND_LABELS, EXPORT_KINDS } from "../finance.schema";
import type { RevenueReport, RevenueRow } from "../revenue-report.server";
import * as m from "./messages";

export type RevenueReportPageProps = RevenueReport;

function RevenueTable({
  label,
  heading,
  rows,
  totals,
}: {
  label: string;
  heading: string;
  rows: RevenueRow[];
  totals?: RevenueRow;
}) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {label}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm">{m.nothingInPeriod()}</Text>
        ) : (
          <ScrollTable label={label} minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{heading}</Table.Th>
                  <Table.Th ta="right">{m.invoicedExclVat()}</Table.Th>
                  <Table.Th ta="right">{m.vat()}</Table.Th>
                  <Table.Th ta="right">{m.creditedExclVat()}</Table.Th>
                  <Table.Th ta="right">{m.paid()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key || row.label}>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td ta="right">{formatRand(row.invoicedNetCents)}</Table.Td>
                    <Table.Td ta="right">{formatRand(row.vatCents - row.creditedVatCents)}</Table.Td>
                    <Table.Td ta="right">{formatRand(row.creditedNetCents)}</Table.Td>
                    <Table.Td ta="right">{row.paidCents === null ? "—" : formatRand(row.paidCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {totals ? (
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{m.total()}</Table.Th>
                    <Table.Th ta="right">{formatRand(totals.invoicedNetCents)}</Table.Th>
                    <Table.Th ta="right">{formatRand(totals.vatCents - totals.creditedVatCents)}</Table.Th>
                    <Table.Th ta="right">{formatRand(totals.creditedNetCents)}</Table.Th>
                    <Table.Th ta="right">{formatRand(totals.paidCents ?? 0)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              ) : null}
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Finance › Reports: revenue for a period by month, by item and by company, its CSV, and the
 * period's invoices, credit notes and payments as import files for Xero and Sage.
 */
export function RevenueReportPage({ period, byMonth, byItem, byCompany, totals, isCut }: RevenueReportPageProps) {
  const query = `from=${period.from}&to=${period.to}`;
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {m.revenue()}
          </Title>
          <Text size="sm" c="var(--campus-text-muted)">
            {m.revenueIntro()}
          </Text>
          <Form method="get" aria-label={m.choosePeriod()}>
            <Group align="flex-end" gap="sm">
              <TextInput label={m.from()} type="date" name="from" defaultValue={period.from} required />
              <TextInput label={m.to()} type="date" name="to" defaultValue={period.to} required />
              <Button type="submit" variant="default">
                {m.show()}
              </Button>
              <Button
                component="a"
                href={`/staff/reports/revenue.csv?${query}`}
                variant="subtle"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                {m.downloadCsv()}
              </Button>
            </Group>
          </Form>
          {isCut ? <Text size="sm">{m.onlyLargestRows()}</Text> : null}
        </Stack>
      </Paper>
      <RevenueTable label={m.byMonth()} heading={m.month()} rows={byMonth} totals={totals} />
      <RevenueTable label={m.byCourseOrItem()} heading={m.item()} rows={byItem} />
      <RevenueTable label={m.byCompany()} heading={m.company()} rows={byCompany} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {m.exportToAccounting()}
          </Title>
          <Text size="sm">{m.exportIntro()}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {ACCOUNTING_SYSTEMS.map((system) => (
              <Stack key={system} gap={4}>
                <Text fw={600} size="sm">
                  {ACCOUNTING_SYSTEM_LABELS[system]}
                </Text>
                {EXPORT_KINDS.map((kind) => (
                  <Anchor
                    key={kind}
                    href={`/staff/exports/accounting.csv?system=${system}&kind=${kind}&${query}`}
                    size="sm"
                  >
                    {m.exportLink({ kind: EXPORT_KIND_LABELS[kind], system: ACCOUNTING_SYSTEM_LABELS[system] })}
                  </Anchor>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}
