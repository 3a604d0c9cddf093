import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { TaxDocumentView } from "../tax-document-view.server";
import { MoneyCell } from "./money-cell";

function Party({ heading, who }: { heading: string; who: TaxDocumentView["supplier"] }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="var(--campus-text-muted)">
        {heading}
      </Text>
      <Text fw={700}>{who.name}</Text>
      {who.address ? <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{who.address}</Text> : null}
      {who.vatNumber ? <Text>VAT registration number: {who.vatNumber}</Text> : null}
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
    [isInvoice ? "Invoice number" : "Credit note number", view.number],
    ["Date of issue", view.issueDate],
  ];
  if (view.invoice) facts.push(["Credits tax invoice", `${view.invoice.number} dated ${view.invoice.issueDate}`]);
  if (view.dueDate) facts.push(["Due date", view.dueDate]);
  if (view.purchaseOrder) facts.push(["Purchase order", view.purchaseOrder]);
  if (view.reason) facts.push(["Reason", view.reason]);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={1}>
            {view.title} <span style={{ whiteSpace: "nowrap" }}>{view.number}</span>
          </Title>
          <Button component="a" href={pdfHref} download leftSection={<IconDownload size={16} aria-hidden />}>
            Download PDF
          </Button>
        </Group>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <Stack gap="lg">
            <Facts rows={facts} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Party heading="Supplier" who={view.supplier} />
              <Party heading={isInvoice ? "Recipient" : "Issued to"} who={view.recipient} />
            </SimpleGrid>
            <ScrollTable label={`${view.title} lines`} minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                    <Table.Th ta="right">Unit price</Table.Th>
                    <Table.Th ta="right">Value excl. VAT</Table.Th>
                    <Table.Th ta="right">VAT rate</Table.Th>
                    <Table.Th ta="right">VAT</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
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
                            Discount {line.discount}
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
                {isInvoice ? "Value before VAT" : "Value credited before VAT"}: {view.net}
              </Text>
              <Text>
                {view.vatLabel}: {view.vat}
              </Text>
              <Text fw={700} size="lg">
                {isInvoice ? "Total" : "Total credited"}: {view.total}
              </Text>
            </Stack>
          </Stack>
        </Paper>
        {view.invoice ? (
          <Text>
            <Anchor component={Link} to={`/invoices/${view.invoice.id}`}>
              Open tax invoice {view.invoice.number}
            </Anchor>
          </Text>
        ) : null}
        {view.creditNotes.length > 0 ? (
          <Stack gap={4}>
            <Title order={2} size="h4">
              Credit notes against this invoice
            </Title>
            {view.creditNotes.map((note) => (
              <Text key={note.id}>
                <Anchor component={Link} to={`/credit-notes/${note.id}`}>
                  {note.number}
                </Anchor>{" "}
                of {note.issueDate}: {note.total}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
