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

const SEAT_STATUS_LABELS: Record<SeatStatus, string> = {
  held: "Held until paid",
  unassigned: "Credit (not yet assigned)",
  assigned: "Assigned",
  cancelled: "Cancelled",
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
          <IconArrowLeft size={14} aria-hidden="true" /> All orders
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Order {order.number}
          </Title>
          <Group gap="xs">
            <OrderStatusBadge status={order.status} />
            <Text size="sm" c="var(--campus-text-muted)">
              Placed {order.placed}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {isOpen && owed > 0 ? (
            // Recording a payment is the EFT screens' (linked by path).
            <Button component={Link} to={`/staff/orders/${order.id}/payments`}>
              Record a payment
            </Button>
          ) : null}
          {canCancelSeats && invoices.length > 0 && order.status !== "cancelled" ? (
            // Credit notes are fulfilment's: cancelling seats on the order's cancel page issues one (decision 0083).
            <Button component={Link} to={`/orders/${order.id}/cancel`} variant="default">
              Issue a credit note
            </Button>
          ) : null}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title="Buyer">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Name">{order.buyerName}</Fact>
            <Fact label="Email">{order.buyerEmail}</Fact>
            <Fact label="Phone">{order.buyerPhone}</Fact>
            {order.buyerKind === "company" ? <Fact label="Company">{order.companyName}</Fact> : null}
            {order.buyerKind === "company" ? <Fact label="VAT number">{order.companyVatNumber}</Fact> : null}
            <Fact label="Purchase order">{order.purchaseOrder}</Fact>
            <Fact label="Billing address">{order.billingAddress}</Fact>
          </SimpleGrid>
        </Section>
        <Section title="Payment">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Method">{methodLabel(order.paymentMethod)}</Fact>
            <Fact label="Payment reference">{order.paymentReference}</Fact>
            <Fact label="Total">{formatRand(order.totalCents)}</Fact>
            <Fact label="Paid">{formatRand(order.paidCents)}</Fact>
            <Fact label="Still owed">{order.status === "cancelled" ? "—" : formatRand(owed)}</Fact>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

      <Section title="Lines">
        <ScrollTable label="Order lines" minWidth={620}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Discount</Table.Th>
                <Table.Th ta="right">Excl. VAT</Table.Th>
                <Table.Th ta="right">VAT</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
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
                <Table.Th colSpan={4}>Total</Table.Th>
                <Table.Th ta="right">{formatRand(order.subtotalCents - order.discountCents)}</Table.Th>
                <Table.Th ta="right">{formatRand(order.vatCents)}</Table.Th>
                <Table.Th ta="right">{formatRand(order.totalCents)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollTable>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Invoices and credit notes">
          {documents.length === 0 ? (
            <Text size="sm">
              None issued yet: the tax invoice is issued once the order is paid, or at once on account.
            </Text>
          ) : (
            <Stack gap="xs">
              {documents.map((document) => (
                <Group key={document.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    <Anchor component={Link} to={documentPath(document)}>
                      {DOCUMENT_KIND_LABELS[document.kind]} {document.number}
                    </Anchor>{" "}
                    of {document.issueDate}
                    {document.dueDate ? `, due ${document.dueDate}` : ""}
                  </Text>
                  <Text size="sm">{formatRand(document.totalCents)}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Payments">
          {payments.length === 0 ? (
            <Text size="sm">No payment received yet.</Text>
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
        <Section title="Seats">
          {seats.length === 0 ? (
            <Text size="sm">No seats.</Text>
          ) : (
            <ScrollTable label="Seats" minWidth={420}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Attendee</Table.Th>
                    <Table.Th>Seat</Table.Th>
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
        <Section title="Proofs of payment">
          {proofs.length === 0 ? (
            <Text size="sm">None uploaded.</Text>
          ) : (
            <Stack gap="xs">
              {proofs.map((proof) => (
                <Text key={proof.id} size="sm">
                  {proof.originalName}, uploaded {proof.uploaded}
                </Text>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <Section title="History">
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
