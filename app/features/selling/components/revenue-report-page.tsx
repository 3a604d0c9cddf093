import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Form } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { formatRand } from "~/lib/course-buyer-facts";
import { ACCOUNTING_SYSTEM_LABELS, ACCOUNTING_SYSTEMS, EXPORT_KIND_LABELS, EXPORT_KINDS } from "../finance.schema";
import type { RevenueReport, RevenueRow } from "../revenue-report.server";

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
          <Text size="sm">Nothing in this period.</Text>
        ) : (
          <ScrollTable label={label} minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{heading}</Table.Th>
                  <Table.Th ta="right">Invoiced excl. VAT</Table.Th>
                  <Table.Th ta="right">VAT</Table.Th>
                  <Table.Th ta="right">Credited excl. VAT</Table.Th>
                  <Table.Th ta="right">Paid</Table.Th>
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
                    <Table.Th>Total</Table.Th>
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
            Revenue
          </Title>
          <Text size="sm" c="var(--campus-text-muted)">
            Tax invoices and credit notes by their date of issue, payments by the day they were received. VAT is the
            invoices' VAT less the credit notes'.
          </Text>
          <Form method="get" aria-label="Choose the period">
            <Group align="flex-end" gap="sm">
              <TextInput label="From" type="date" name="from" defaultValue={period.from} required />
              <TextInput label="To" type="date" name="to" defaultValue={period.to} required />
              <Button type="submit" variant="default">
                Show
              </Button>
              <Button
                component="a"
                href={`/staff/reports/revenue.csv?${query}`}
                variant="subtle"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                Download CSV
              </Button>
            </Group>
          </Form>
          {isCut ? <Text size="sm">Only the largest rows are shown; the CSV has every row.</Text> : null}
        </Stack>
      </Paper>
      <RevenueTable label="By month" heading="Month" rows={byMonth} totals={totals} />
      <RevenueTable label="By course or item" heading="Item" rows={byItem} />
      <RevenueTable label="By company" heading="Company" rows={byCompany} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Export to accounting
          </Title>
          <Text size="sm">
            The period's documents as the import files of Xero (Sales › Import) and Sage Business Cloud Accounting
            (Sales › Quick Entries › Import; payments as a bank statement). Amounts exclude VAT, with the VAT given.
          </Text>
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
                    {EXPORT_KIND_LABELS[kind]} ({ACCOUNTING_SYSTEM_LABELS[system]} CSV)
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
