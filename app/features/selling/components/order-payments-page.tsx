import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useActionData, useNavigation } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import { formatRand } from "~/lib/course-buyer-facts";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, RECORD_PAYMENT_INTENT } from "../eft.schema";
import type { OrderPaymentsView } from "../order-payments.server";
import { ORDER_STATUS_LABELS, PAYMENT_SOURCE_LABELS } from "../order-status";
import type { ProofView } from "../proofs-of-payment.server";
import { MoneyCell } from "./money-cell";
import { ProofList } from "./proof-upload-form";

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={tone}>
        {value}
      </Text>
    </Stack>
  );
}

/** Staff › an order's payments: the money so far, the buyer's proofs, and "Record payment". */
export function OrderPaymentsPage({
  view,
  proofs,
  today,
  timeZone,
}: {
  view: OrderPaymentsView;
  proofs: ProofView[];
  today: string;
  timeZone: string;
}) {
  const reply = useActionData<FormReply<{ message?: string }>>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  const values = reply && !reply.ok ? (reply.values ?? {}) : {};
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={1}>Payments for order {view.orderNumber}</Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {view.buyerName} ({view.buyerEmail}), reference {view.paymentReference}
            </Text>
          </Stack>
          <Badge
            size="lg"
            color={view.status === "paid" ? "teal.9" : view.status === "cancelled" ? "gray.7" : "orange.9"}
          >
            {ORDER_STATUS_LABELS[view.status]}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Order total" value={formatRand(view.totalCents)} />
          <Figure label="Received" value={formatRand(view.paidCents)} />
          <Figure label="Still to pay" value={formatRand(view.dueCents)} tone={view.dueCents ? "red.8" : undefined} />
          <Figure
            label="Buyer's credit"
            value={formatRand(view.creditCents)}
            tone={view.creditCents ? "teal.8" : undefined}
          />
        </SimpleGrid>
        {view.creditCents > 0 ? (
          <Alert color="teal" title="Overpaid">
            {formatRand(view.creditCents)} more than the order's total was received. It is kept as the buyer's credit.
          </Alert>
        ) : null}
        {reply?.ok ? (
          <Alert color="teal" role="status" title="Payment recorded">
            {reply.message}
          </Alert>
        ) : null}
        {reply && !reply.ok && reply.formError ? (
          <Alert color="red" role="alert" title="Payment not recorded">
            {reply.formError}
          </Alert>
        ) : null}
        <Stack gap="xs">
          <Title order={2} size="h3">
            Payments received
          </Title>
          {view.payments.length === 0 ? (
            <Text size="sm">No payment recorded yet.</Text>
          ) : (
            <ScrollTable label="Payments received" minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>Method</Table.Th>
                    <Table.Th>From</Table.Th>
                    <Table.Th>Note</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.payments.map((payment) => (
                    <Table.Tr key={payment.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{payment.receivedOn}</Table.Td>
                      <MoneyCell>{formatRand(payment.amountCents)}</MoneyCell>
                      <Table.Td>
                        {PAYMENT_METHOD_LABELS[payment.method as keyof typeof PAYMENT_METHOD_LABELS] ?? payment.method}
                      </Table.Td>
                      <Table.Td>
                        {PAYMENT_SOURCE_LABELS[payment.source] ?? payment.source}
                        {payment.recordedBy ? ` (${payment.recordedBy})` : ""}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>
                        {[payment.note, payment.externalReference].filter(Boolean).join(" · ") || "—"}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Proof of payment from the buyer
          </Title>
          <ProofList orderId={view.orderId} proofs={proofs} timeZone={timeZone} />
        </Stack>
        {view.canTakePayment ? (
          <Form method="post">
            <input type="hidden" name="intent" value={RECORD_PAYMENT_INTENT} />
            <Stack gap="sm">
              <Title order={2} size="h3">
                Record payment
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  name="amount"
                  label="Amount (rand)"
                  description="As received, e.g. 4 500 or 4500.50"
                  inputMode="decimal"
                  required
                  defaultValue={values.amount ?? (view.dueCents ? (view.dueCents / 100).toFixed(2) : "")}
                  error={errors.amount}
                />
                <TextInput
                  name="receivedOn"
                  type="date"
                  label="Date received"
                  required
                  defaultValue={values.receivedOn ?? today}
                  error={errors.receivedOn}
                />
                <NativeSelect
                  name="method"
                  label="Method"
                  data={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                  defaultValue={values.method ?? "eft"}
                  error={errors.method}
                />
              </SimpleGrid>
              <TextInput
                name="note"
                label="Note"
                description="Optional: the bank's reference, who paid, a receipt number"
                defaultValue={values.note ?? ""}
                error={errors.note}
              />
              <Button type="submit" loading={busy} w="fit-content">
                Record payment
              </Button>
            </Stack>
          </Form>
        ) : (
          <Text size="sm">This order takes no payment ({ORDER_STATUS_LABELS[view.status].toLowerCase()}).</Text>
        )}
        <Anchor href="/staff/bank-statements" size="sm">
          Bank statements: import and match EFT payments
        </Anchor>
      </Stack>
    </Paper>
  );
}
