import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { formatRand } from "~/lib/course-buyer-facts";
import type { PaymentMethod, SeatStatus } from "~db/schema";
import { DOCUMENT_KIND_LABELS, documentPath, PAYMENT_METHOD_LABELS } from "../finance.schema";
import type { OrderRecord } from "../selling-records.server";
import type { StaffOrderView } from "../staff-order.server";
import { formatVatRate, type PricedLine } from "../vat";
import { OrderStatusBadge } from "./finance-lists";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";

const SEAT_STATUS_LABELS: Record<SeatStatus, string> = {
  get held() {
    return m.seatHeld();
  },
  get unassigned() {
    return m.seatUnassigned();
  },
  get assigned() {
    return m.seatAssigned();
  },
  get cancelled() {
    return m.seatCancelled();
  },
};

export interface StaffOrderPageProps {
  /** Whether the viewer may cancel seats (an admin): the credit note is issued on the order's cancel page. */
  canCancelSeats: boolean;
  order: Pick<
    OrderRecord,
    | "id"
    | "number"
    | "status"
    | "buyerKind"
    | "buyerName"
    | "buyerEmail"
    | "buyerPhone"
    | "companyName"
    | "companyVatNumber"
    | "billingAddress"
    | "purchaseOrder"
    | "paymentMethod"
    | "paymentReference"
    | "subtotalCents"
    | "discountCents"
    | "vatCents"
    | "totalCents"
    | "paidCents"
  > & { placed: string };
  lines: Array<{ id: string; description: string } & PricedLine>;
  seats: Array<{ id: string; description: string; attendeeName: string; attendeeEmail: string; status: SeatStatus }>;
  payments: Array<{ id: string; amountCents: number; receivedOn: string; method: string; externalReference: string }>;
  documents: StaffOrderView["documents"];
  proofs: Array<{ id: string; originalName: string; uploaded: string }>;
  history: Array<{ at: string; what: string }>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="var(--campus-text-muted)">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {children || "—"}
      </Text>
    </div>
  );
}

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/**
 * An order for finance and admins: what was bought, by whom, what was paid and issued, and what
 * happened when. Its actions live on their own pages (record a payment, issue a credit note, the
 * invoice itself), linked from here.
 */
export function StaffOrderPage({
  order,
  lines,
  seats,
  payments,
  documents,
  proofs,
  history,
  canCancelSeats,
}: StaffOrderPageProps) {
  const owed = Math.max(0, order.totalCents - order.paidCents);
  const invoices = documents.filter((document) => document.kind === "tax_invoice");
  const isOpen = order.status !== "cancelled" && order.status !== "quote";
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/staff/orders" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" /> {m.allOrders()}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {m.orderNumberTitle({ number: order.number })}
          </Title>
          <Group gap="xs">
            <OrderStatusBadge status={order.status} />
            <Text size="sm" c="var(--campus-text-muted)">
              {m.placedOn({ date: order.placed })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {isOpen && owed > 0 ? (
            // Recording a payment is the EFT screens' (linked by path).
            <Button component={Link} to={`/staff/orders/${order.id}/payments`}>
              {m.recordPayment()}
            </Button>
          ) : null}
          {canCancelSeats && invoices.length > 0 && order.status !== "cancelled" ? (
            // Credit notes are fulfilment's: cancelling seats on the order's cancel page issues one (decision 0083).
            <Button component={Link} to={`/orders/${order.id}/cancel`} variant="default">
              {m.issueCreditNote()}
            </Button>
          ) : null}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={m.buyer()}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={m.name()}>{order.buyerName}</Fact>
            <Fact label={m.email()}>{order.buyerEmail}</Fact>
            <Fact label={m.phone()}>{order.buyerPhone}</Fact>
            {order.buyerKind === "company" ? <Fact label={m.company()}>{order.companyName}</Fact> : null}
            {order.buyerKind === "company" ? <Fact label={m.vatNumber()}>{order.companyVatNumber}</Fact> : null}
            <Fact label={m.purchaseOrder()}>{order.purchaseOrder}</Fact>
            <Fact label={m.billingAddress()}>{order.billingAddress}</Fact>
          </SimpleGrid>
        </Section>
        <Section title={m.payment()}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={m.method()}>{methodLabel(order.paymentMethod)}</Fact>
            <Fact label={m.paymentReference()}>{order.paymentReference}</Fact>
            <Fact label={m.total()}>{formatRand(order.totalCents)}</Fact>
            <Fact label={m.paid()}>{formatRand(order.paidCents)}</Fact>
            <Fact label={m.stillOwed()}>{order.status === "cancelled" ? "—" : formatRand(owed)}</Fact>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

      <Section title={m.lines()}>
        <ScrollTable label={m.orderLines()} minWidth={620}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.item()}</Table.Th>
                <Table.Th ta="right">{m.quantity()}</Table.Th>
                <Table.Th ta="right">{m.unitPrice()}</Table.Th>
                <Table.Th ta="right">{m.discount()}</Table.Th>
                <Table.Th ta="right">{m.exclVat()}</Table.Th>
                <Table.Th ta="right">{m.vat()}</Table.Th>
                <Table.Th ta="right">{m.total()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatRand(line.unitPriceCents)}</Table.Td>
                  <Table.Td ta="right">{line.discountCents ? formatRand(line.discountCents) : "—"}</Table.Td>
                  <Table.Td ta="right">{formatRand(line.netCents)}</Table.Td>
                  <Table.Td ta="right">
                    {formatRand(line.vatCents)} ({formatVatRate(line.vatRateBasisPoints)})
                  </Table.Td>
                  <Table.Td ta="right">{formatRand(line.totalCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{m.total()}</Table.Th>
                <Table.Th ta="right">{formatRand(order.subtotalCents - order.discountCents)}</Table.Th>
                <Table.Th ta="right">{formatRand(order.vatCents)}</Table.Th>
                <Table.Th ta="right">{formatRand(order.totalCents)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollTable>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={m.invoicesAndCreditNotes()}>
          {documents.length === 0 ? (
            <Text size="sm">{m.noneIssuedYet()}</Text>
          ) : (
            <Stack gap="xs">
              {documents.map((document) => (
                <Group key={document.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    <MessageWithParts
                      text={
                        document.dueDate
                          ? m.documentOfDue({ document: slot("link"), date: document.issueDate, due: document.dueDate })
                          : m.documentOf({ document: slot("link"), date: document.issueDate })
                      }
                      parts={{
                        link: (
                          <Anchor component={Link} to={documentPath(document)}>
                            {DOCUMENT_KIND_LABELS[document.kind]} {document.number}
                          </Anchor>
                        ),
                      }}
                    />
                  </Text>
                  <Text size="sm">{formatRand(document.totalCents)}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
        <Section title={m.payments()}>
          {payments.length === 0 ? (
            <Text size="sm">{m.noPaymentYet()}</Text>
          ) : (
            <Stack gap="xs">
              {payments.map((payment) => (
                <Group key={payment.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {payment.receivedOn}, {methodLabel(payment.method)}
                    {payment.externalReference ? ` (${payment.externalReference})` : ""}
                  </Text>
                  <Text size="sm">{formatRand(payment.amountCents)}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={m.seats()}>
          {seats.length === 0 ? (
            <Text size="sm">{m.noSeats()}</Text>
          ) : (
            <ScrollTable label={m.seats()} minWidth={420}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.item()}</Table.Th>
                    <Table.Th>{m.attendee()}</Table.Th>
                    <Table.Th>{m.seat()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {seats.map((seat) => (
                    <Table.Tr key={seat.id}>
                      <Table.Td>{seat.description}</Table.Td>
                      <Table.Td>{seat.attendeeName || seat.attendeeEmail || "—"}</Table.Td>
                      <Table.Td>{SEAT_STATUS_LABELS[seat.status]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Section>
        <Section title={m.proofsOfPayment()}>
          {proofs.length === 0 ? (
            <Text size="sm">{m.noneUploaded()}</Text>
          ) : (
            <Stack gap="xs">
              {proofs.map((proof) => (
                <Text key={proof.id} size="sm">
                  {m.proofUploaded({ name: proof.originalName, date: proof.uploaded })}
                </Text>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <Section title={m.history()}>
        <Stack gap={4} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {history.map((event) => (
            <Text key={`${event.at}-${event.what}`} size="sm" component="li">
              <Text span c="var(--campus-text-muted)">
                {event.at}
              </Text>{" "}
              {event.what}
            </Text>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
