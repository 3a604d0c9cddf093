import { Alert, Anchor, Button, Container, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { QuotationView } from "../quotations.server";
import { MoneyCell } from "./money-cell";

const STATUS_WORDS: Record<string, string> = {
  awaiting_payment: "It is now an order awaiting payment.",
  on_account: "It is now an order on account: its tax invoice has been issued.",
  awaiting_account: "It is now an order waiting for the buyer's account.",
  paid: "It is now a paid order.",
};

/** The buyer's quotation: priced lines, totals, valid-until, and Accept quotation while it is open. */
export function QuotationPage({ view, formError }: { view: QuotationView; formError?: string | null }) {
  const navigation = useNavigation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          Quotation <span style={{ whiteSpace: "nowrap" }}>{view.number}</span>
        </Title>
        {view.state === "expired" ? (
          <Alert color="orange" role="status">
            This quotation has expired. Ask us for a new one.
          </Alert>
        ) : null}
        {view.state === "cancelled" ? (
          <Alert color="orange" role="status">
            This quotation was withdrawn.
          </Alert>
        ) : null}
        {view.acceptedAs ? (
          <Alert color="green" role="status">
            Accepted. {STATUS_WORDS[view.acceptedAs.status] ?? ""}
            {view.acceptedAs.status === "awaiting_payment"
              ? ` Pay by EFT using the reference ${view.acceptedAs.paymentReference}.`
              : ""}
          </Alert>
        ) : null}
        {view.invoice ? (
          <Text>
            <Anchor component={Link} to={`/invoices/${view.invoice.id}`}>
              Open tax invoice {view.invoice.number}
            </Anchor>
          </Text>
        ) : null}
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <Stack gap="md">
            <div>
              <Text fw={700}>{view.companyName || view.buyerName}</Text>
              {view.companyName ? <Text>Attention: {view.buyerName}</Text> : null}
              {view.billingAddress ? <Text style={{ whiteSpace: "pre-line" }}>{view.billingAddress}</Text> : null}
              {view.vatNumber ? <Text>VAT registration number: {view.vatNumber}</Text> : null}
              {view.purchaseOrder ? <Text>Purchase order: {view.purchaseOrder}</Text> : null}
            </div>
            <Text>
              Valid until: <strong>{view.validUntil}</strong>
            </Text>
            <ScrollTable label="Quotation lines" minWidth={640}>
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
                    // biome-ignore lint/suspicious/noArrayIndexKey: a quotation's lines keep their order.
                    <Table.Tr key={index}>
                      <Table.Td>
                        {line.description}
                        {line.discount ? <Text size="sm">Discount {line.discount}</Text> : null}
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
              <Text>Value before VAT: {view.net}</Text>
              <Text>VAT: {view.vat}</Text>
              <Text fw={700} size="lg">
                Total: {view.total}
              </Text>
            </Stack>
          </Stack>
        </Paper>
        {view.state === "open" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="accept" />
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Accepting places the order at these prices and holds the seats.</Text>
              <Button type="submit" loading={navigation.state === "submitting"}>
                Accept quotation
              </Button>
            </Stack>
          </Form>
        ) : null}
      </Stack>
    </Container>
  );
}
