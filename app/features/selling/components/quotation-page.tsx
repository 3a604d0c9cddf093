import { Alert, Anchor, Button, Container, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { QuotationView } from "../quotations.server";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";
import { MoneyCell } from "./money-cell";

const STATUS_WORDS: Record<string, string> = {
  get awaiting_payment() {
    return m.nowAwaitingPayment();
  },
  get on_account() {
    return m.nowOnAccount();
  },
  get awaiting_account() {
    return m.nowAwaitingAccount();
  },
  get paid() {
    return m.nowPaid();
  },
};

/** The buyer's quotation: priced lines, totals, valid-until, and Accept quotation while it is open. */
export function QuotationPage({ view, formError }: { view: QuotationView; formError?: string | null }) {
  const navigation = useNavigation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <MessageWithParts
            text={m.quotationTitle({ number: slot("number") })}
            parts={{ number: <span style={{ whiteSpace: "nowrap" }}>{view.number}</span> }}
          />
        </Title>
        {view.state === "expired" ? (
          <Alert color="orange" role="status">
            {m.quotationExpired()}
          </Alert>
        ) : null}
        {view.state === "cancelled" ? (
          <Alert color="orange" role="status">
            {m.quotationWithdrawn()}
          </Alert>
        ) : null}
        {view.acceptedAs ? (
          <Alert color="green" role="status">
            {m.accepted()} {STATUS_WORDS[view.acceptedAs.status] ?? ""}
            {view.acceptedAs.status === "awaiting_payment"
              ? m.payEftWithReference({ reference: view.acceptedAs.paymentReference })
              : ""}
          </Alert>
        ) : null}
        {view.invoice ? (
          <Text>
            <Anchor component={Link} to={`/invoices/${view.invoice.id}`}>
              {m.openTaxInvoice({ number: view.invoice.number })}
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
              {view.companyName ? <Text>{m.attention({ name: view.buyerName })}</Text> : null}
              {view.billingAddress ? <Text style={{ whiteSpace: "pre-line" }}>{view.billingAddress}</Text> : null}
              {view.vatNumber ? <Text>{m.vatRegistrationLine({ number: view.vatNumber })}</Text> : null}
              {view.purchaseOrder ? <Text>{m.purchaseOrderColon({ number: view.purchaseOrder })}</Text> : null}
            </div>
            <Text>
              <MessageWithParts
                text={m.validUntilStrong({ date: slot("date") })}
                parts={{ date: <strong>{view.validUntil}</strong> }}
              />
            </Text>
            <ScrollTable label={m.quotationLines()} minWidth={640}>
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
                    // biome-ignore lint/suspicious/noArrayIndexKey: a quotation's lines keep their order.
                    <Table.Tr key={index}>
                      <Table.Td>
                        {line.description}
                        {line.discount ? <Text size="sm">{m.discountAmount({ amount: line.discount })}</Text> : null}
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
              <Text>{m.valueBeforeVatColon({ amount: view.net })}</Text>
              <Text>{m.vatColon({ amount: view.vat })}</Text>
              <Text fw={700} size="lg">
                {m.totalColon({ amount: view.total })}
              </Text>
            </Stack>
          </Stack>
        </Paper>
        {view.state === "open" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="accept" />
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{m.acceptingPlaces()}</Text>
              <Button type="submit" loading={navigation.state === "submitting"}>
                {m.acceptQuotation()}
              </Button>
            </Stack>
          </Form>
        ) : null}
      </Stack>
    </Container>
  );
}
