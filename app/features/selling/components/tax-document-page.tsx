import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { TaxDocumentView } from "../tax-document-view.server";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";
import { MoneyCell } from "./money-cell";

function Party({ heading, who }: { heading: string; who: TaxDocumentView["supplier"] }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="var(--campus-text-muted)">
        {heading}
      </Text>
      <Text fw={700}>{who.name}</Text>
      {who.address ? <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{who.address}</Text> : null}
      {who.vatNumber ? <Text>{m.vatRegistrationLine({ number: who.vatNumber })}</Text> : null}
    </div>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px" }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <Text component="dt" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/**
 * A tax invoice or credit note on screen, as its PDF prints it: every field VAT Act section 20(4)
 * (or 21(3)) asks for, from the frozen copy.
 */
export function TaxDocumentPage({ view, pdfHref }: { view: TaxDocumentView; pdfHref: string }) {
  const isInvoice = view.kind === "tax_invoice";
  const facts: Array<[string, string]> = [
    [isInvoice ? m.invoiceNumber() : m.creditNoteNumberLabel(), view.number],
    [m.dateOfIssue(), view.issueDate],
  ];
  if (view.invoice)
    facts.push([m.creditsTaxInvoice(), m.invoiceDated({ number: view.invoice.number, date: view.invoice.issueDate })]);
  if (view.dueDate) facts.push([m.dueDate(), view.dueDate]);
  if (view.purchaseOrder) facts.push([m.purchaseOrder(), view.purchaseOrder]);
  if (view.reason) facts.push([m.reason(), view.reason]);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={1}>
            {view.title} <span style={{ whiteSpace: "nowrap" }}>{view.number}</span>
          </Title>
          <Button component="a" href={pdfHref} download leftSection={<IconDownload size={16} aria-hidden />}>
            {m.downloadPdf()}
          </Button>
        </Group>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <Stack gap="lg">
            <Facts rows={facts} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Party heading={m.supplier()} who={view.supplier} />
              <Party heading={isInvoice ? m.recipient() : m.issuedTo()} who={view.recipient} />
            </SimpleGrid>
            <ScrollTable label={m.documentLines({ title: view.title })} minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.description()}</Table.Th>
                    <Table.Th ta="right">{m.qty()}</Table.Th>
                    <Table.Th ta="right">{m.unitPrice()}</Table.Th>
                    <Table.Th ta="right">{m.valueExclVat()}</Table.Th>
                    <Table.Th ta="right">{m.vatRate()}</Table.Th>
                    <Table.Th ta="right">{m.vat()}</Table.Th>
                    <Table.Th ta="right">{m.total()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.lines.map((line, index) => (
                    // Lines of a frozen document never move: their position is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a frozen copy's lines keep their order.
                    <Table.Tr key={index}>
                      <Table.Td>
                        {line.description}
                        {line.discount ? (
                          <Text size="sm" c="var(--campus-text-muted)">
                            {m.discountAmount({ amount: line.discount })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{line.quantity}</Table.Td>
                      <MoneyCell>{line.unitPrice}</MoneyCell>
                      <MoneyCell>{line.net}</MoneyCell>
                      <Table.Td ta="right">{line.vatRate}</Table.Td>
                      <MoneyCell>{line.vat}</MoneyCell>
                      <MoneyCell>{line.total}</MoneyCell>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Stack gap={4} align="flex-end">
              <Text>
                {m.labelValue({
                  label: isInvoice ? m.valueBeforeVat() : m.valueCreditedBeforeVat(),
                  value: view.net,
                })}
              </Text>
              <Text>{m.labelValue({ label: view.vatLabel, value: view.vat })}</Text>
              <Text fw={700} size="lg">
                {m.labelValue({ label: isInvoice ? m.total() : m.totalCredited(), value: view.total })}
              </Text>
            </Stack>
          </Stack>
        </Paper>
        {view.invoice ? (
          <Text>
            <Anchor component={Link} to={`/invoices/${view.invoice.id}`}>
              {m.openTaxInvoice({ number: view.invoice.number })}
            </Anchor>
          </Text>
        ) : null}
        {view.creditNotes.length > 0 ? (
          <Stack gap={4}>
            <Title order={2} size="h4">
              {m.creditNotesAgainst()}
            </Title>
            {view.creditNotes.map((note) => (
              <Text key={note.id}>
                <MessageWithParts
                  text={m.creditNoteOfDate({ note: slot("note"), date: note.issueDate, total: note.total })}
                  parts={{
                    note: (
                      <Anchor component={Link} to={`/credit-notes/${note.id}`}>
                        {note.number}
                      </Anchor>
                    ),
                  }}
                />
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
