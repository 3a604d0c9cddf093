import { Alert, Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatRand } from "~/lib/course-buyer-facts";
import type { OrderView } from "../order-view.server";
import type { CardPaymentOption } from "../providers/provider";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";
import { OrderPaymentSection } from "./order-payment-section";
import { LinesTable, OrderTotals } from "./order-totals";

const STATUS_COLOURS: Record<OrderView["status"], string> = {
  quote: "gray",
  awaiting_account: "yellow",
  awaiting_payment: "yellow",
  on_account: "blue",
  paid: "teal",
  cancelled: "red",
};

function NextStep({ order }: { order: OrderView }) {
  if (order.status === "awaiting_account") return <Alert color="yellow">{m.confirmEmailToProceed()}</Alert>;
  if (order.status === "on_account") return <Alert color="blue">{m.orderOnAccountBelow()}</Alert>;
  if (order.status === "paid") return <Alert color="teal">{m.yourOrderIsPaid()}</Alert>;
  if (order.status === "cancelled") return <Alert color="red">{m.orderWasCancelled()}</Alert>;
  return null;
}

const CANCELLABLE = new Set<OrderView["status"]>(["awaiting_payment", "on_account", "paid"]);

/** The order's tax invoice and credit notes, each a page with its PDF. */
function OrderDocuments({ order }: { order: OrderView }) {
  if (order.documents.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-documents">
      <Stack gap="xs">
        <Title order={2} size="h4" id="order-documents">
          {m.taxInvoiceAndCreditNotes()}
        </Title>
        {order.documents.map((document) => {
          const path = document.kind === "tax_invoice" ? `/invoices/${document.id}` : `/credit-notes/${document.id}`;
          return (
            <Group key={document.id} gap="sm" wrap="wrap">
              <Anchor component={Link} to={path}>
                {document.kind === "tax_invoice"
                  ? m.taxInvoiceNumber({ number: document.number })
                  : m.creditNoteNumber({ number: document.number })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {document.issuedOn}
              </Text>
              <Anchor href={`${path}/pdf`} size="sm">
                {/* i18n-exempt: a file format's name */}
                PDF
              </Anchor>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The buyer's order: status, lines, totals, payment reference and what to do next. */
export function OrderPage({ order, cardOptions }: { order: OrderView; cardOptions: readonly CardPaymentOption[] }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{m.orderNumberTitle({ number: order.number })}</Title>
          <Group gap="sm">
            <Badge color={STATUS_COLOURS[order.status]} variant="outline" size="lg" c="var(--mantine-color-text)">
              {order.statusLabel}
            </Badge>
            <Text size="sm" c="dimmed">
              {m.placedOn({ date: order.placedOn })}
            </Text>
          </Group>
        </Stack>
        <NextStep order={order} />
        <OrderPaymentSection order={order} cardOptions={cardOptions} />
        <OrderDocuments order={order} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-lines">
          <Stack gap="sm">
            <Title order={2} size="h4" id="order-lines">
              {m.whatYouOrdered()}
            </Title>
            <LinesTable
              lines={order.lines.map((line) => ({
                key: line.id,
                description: line.description,
                quantity: line.quantity,
                netCents: line.netCents,
                totalCents: line.totalCents,
              }))}
            />
            <OrderTotals totals={order} />
            {order.paidCents > 0 ? <Text size="sm">{m.paidSoFar({ amount: formatRand(order.paidCents) })}</Text> : null}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-holder">
          <Stack gap={4}>
            <Title order={2} size="h4" id="order-holder">
              {m.buyer()}
            </Title>
            <Text>{order.companyName || order.buyerName}</Text>
            {order.companyName ? <Text size="sm">{m.attention({ name: order.buyerName })}</Text> : null}
            <Text size="sm">{order.buyerEmail}</Text>
            {order.vatNumber ? <Text size="sm">{m.vatNumberColon({ number: order.vatNumber })}</Text> : null}
            {order.billingAddress ? (
              <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                {order.billingAddress}
              </Text>
            ) : null}
            {order.purchaseOrder ? (
              <Text size="sm">{m.purchaseOrderColon({ number: order.purchaseOrder })}</Text>
            ) : null}
            <Text size="sm">{m.paymentMethodColon({ method: order.paymentMethodLabel })}</Text>
            <Text size="sm">{m.paymentReferenceColon({ reference: order.paymentReference })}</Text>
          </Stack>
        </Paper>
        {CANCELLABLE.has(order.status) ? (
          <Text size="sm">
            <MessageWithParts
              text={m.plansChanged({ cancelSeats: slot("cancelSeats") })}
              parts={{
                cancelSeats: (
                  <Anchor component={Link} to={`/orders/${order.id}/cancel`}>
                    {m.cancelSeats()}
                  </Anchor>
                ),
              }}
            />
          </Text>
        ) : null}
        <Anchor component={Link} to="/my-learning" size="sm">
          {m.backToMyLearning()}
        </Anchor>
      </Stack>
    </Container>
  );
}
