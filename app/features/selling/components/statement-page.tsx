import { Anchor, Button, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import type { CompanyStatement } from "../statement.server";

const DOCUMENT_PATH: Record<string, string> = { invoice: "/invoices/", credit_note: "/credit-notes/" };

/** A company's statement for a period: opening balance, movements with a running balance, closing balance. */
export function StatementPage({ statement, pdfHref }: { statement: CompanyStatement; pdfHref: string }) {
  const pdfWithPeriod = `${pdfHref}?from=${statement.period.from}&to=${statement.period.to}`;
  return (
    <Container size="lg" py="xl" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={1}>Statement: {statement.companyName}</Title>
          <Button
            component="a"
            href={pdfWithPeriod}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download PDF
          </Button>
        </Group>
        <Form method="get">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput label="From" type="date" name="from" defaultValue={statement.period.from} />
            <TextInput label="To" type="date" name="to" defaultValue={statement.period.to} />
            <Button type="submit" variant="default">
              Show
            </Button>
          </Group>
        </Form>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Text>Period: {statement.periodLabel}</Text>
            <Text>
              Opening balance: <strong>{statement.openingBalance}</strong>
            </Text>
            {statement.lines.length === 0 ? (
              <EmptyState heading="Nothing in this period" text="No invoices, credit notes or payments." />
            ) : (
              <ScrollTable label="Statement" minWidth={720}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Reference</Table.Th>
                      <Table.Th>Description</Table.Th>
                      <Table.Th ta="right">Debit</Table.Th>
                      <Table.Th ta="right">Credit</Table.Th>
                      <Table.Th ta="right">Balance</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {statement.lines.map((line) => (
                      <Table.Tr key={`${line.kind}-${line.reference}-${line.date}-${line.balance}`}>
                        <Table.Td>{line.date}</Table.Td>
                        <Table.Td>
                          {line.documentId && DOCUMENT_PATH[line.kind] ? (
                            <Anchor component={Link} to={`${DOCUMENT_PATH[line.kind]}${line.documentId}`}>
                              {line.reference}
                            </Anchor>
                          ) : (
                            line.reference
                          )}
                        </Table.Td>
                        <Table.Td>{line.description}</Table.Td>
                        <Table.Td ta="right">{line.debit}</Table.Td>
                        <Table.Td ta="right">{line.credit}</Table.Td>
                        <Table.Td ta="right">{line.balance}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
            <Text fw={700}>Closing balance: {statement.closingBalance}</Text>
            {statement.credit ? <Text>In credit: {statement.credit} (paid above what was invoiced).</Text> : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
