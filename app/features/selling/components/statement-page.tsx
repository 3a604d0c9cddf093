import { Anchor, Button, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import type { CompanyStatement } from "../statement.server";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";

const DOCUMENT_PATH: Record<string, string> = { invoice: "/invoices/", credit_note: "/credit-notes/" };

/** A company's statement for a period: opening balance, movements with a running balance, closing balance. */
export function StatementPage({ statement, pdfHref }: { statement: CompanyStatement; pdfHref: string }) {
  const pdfWithPeriod = `${pdfHref}?from=${statement.period.from}&to=${statement.period.to}`;
  return (
    <Container size="lg" py="xl" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={1}>{m.statementFor({ company: statement.companyName })}</Title>
          <Button
            component="a"
            href={pdfWithPeriod}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {m.downloadPdf()}
          </Button>
        </Group>
        <Form method="get">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput label={m.from()} type="date" name="from" defaultValue={statement.period.from} />
            <TextInput label={m.to()} type="date" name="to" defaultValue={statement.period.to} />
            <Button type="submit" variant="default">
              {m.show()}
            </Button>
          </Group>
        </Form>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Text>{m.periodColon({ period: statement.periodLabel })}</Text>
            <Text>
              <MessageWithParts
                text={m.openingBalance({ amount: slot("amount") })}
                parts={{ amount: <strong>{statement.openingBalance}</strong> }}
              />
            </Text>
            {statement.lines.length === 0 ? (
              <EmptyState heading={m.nothingInPeriodHeading()} text={m.noInvoicesCreditsPayments()} />
            ) : (
              <ScrollTable label={m.statement()} minWidth={720}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{m.date()}</Table.Th>
                      <Table.Th>{m.reference()}</Table.Th>
                      <Table.Th>{m.description()}</Table.Th>
                      <Table.Th ta="right">{m.debit()}</Table.Th>
                      <Table.Th ta="right">{m.credit()}</Table.Th>
                      <Table.Th ta="right">{m.balance()}</Table.Th>
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
            <Text fw={700}>{m.closingBalance({ amount: statement.closingBalance })}</Text>
            {statement.credit ? <Text>{m.inCredit({ amount: statement.credit })}</Text> : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
