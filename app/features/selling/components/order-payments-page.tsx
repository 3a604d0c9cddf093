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
import * as m from "./messages";
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

/** Staff › an order's payments: the money so far, the buyer's proofs, and m.recordPaymentTitle(). */
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
            <Title order={1}>{m.paymentsForOrder({ number: view.orderNumber })}</Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {m.buyerAndReference({ name: view.buyerName, email: view.buyerEmail, reference: view.paymentReference })}
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
          <Figure label={m.orderTotal()} value={formatRand(view.totalCents)} />
          <Figure label={m.received()} value={formatRand(view.paidCents)} />
          <Figure label={m.stillToPay()} value={formatRand(view.dueCents)} tone={view.dueCents ? "red.8" : undefined} />
          <Figure
            label={m.buyersCredit()}
            value={formatRand(view.creditCents)}
            tone={view.creditCents ? "teal.8" : undefined}
          />
        </SimpleGrid>
        {view.creditCents > 0 ? (
          <Alert color="teal" title={m.overpaid()}>
            {m.overpaidText({ amount: formatRand(view.creditCents) })}
          </Alert>
        ) : null}
        {reply?.ok ? (
          <Alert color="teal" role="status" title={m.paymentRecorded()}>
            {reply.message}
          </Alert>
        ) : null}
        {reply && !reply.ok && reply.formError ? (
          <Alert color="red" role="alert" title={m.paymentNotRecorded()}>
            {reply.formError}
          </Alert>
        ) : null}
        <Stack gap="xs">
          <Title order={2} size="h3">
            {m.paymentsReceived()}
          </Title>
          {view.payments.length === 0 ? (
            <Text size="sm">{m.noPaymentRecorded()}</Text>
          ) : (
            <ScrollTable label={m.paymentsReceived()} minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.date()}</Table.Th>
                    <Table.Th ta="right">{m.amount()}</Table.Th>
                    <Table.Th>{m.method()}</Table.Th>
                    <Table.Th>{m.from()}</Table.Th>
                    <Table.Th>{m.note()}</Table.Th>
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
            {m.proofFromBuyer()}
          </Title>
          <ProofList orderId={view.orderId} proofs={proofs} timeZone={timeZone} />
        </Stack>
        {view.canTakePayment ? (
          <Form method="post">
            <input type="hidden" name="intent" value={RECORD_PAYMENT_INTENT} />
            <Stack gap="sm">
              <Title order={2} size="h3">
                {m.recordPaymentTitle()}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  name="amount"
                  label={m.amountRand()}
                  description={m.amountHint()}
                  inputMode="decimal"
                  required
                  defaultValue={values.amount ?? (view.dueCents ? (view.dueCents / 100).toFixed(2) : "")}
                  error={errors.amount}
                />
                <TextInput
                  name="receivedOn"
                  type="date"
                  label={m.dateReceived()}
                  required
                  defaultValue={values.receivedOn ?? today}
                  error={errors.receivedOn}
                />
                <NativeSelect
                  name="method"
                  label={m.method()}
                  data={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                  defaultValue={values.method ?? "eft"}
                  error={errors.method}
                />
              </SimpleGrid>
              <TextInput
                name="note"
                label={m.note()}
                description={m.noteHint()}
                defaultValue={values.note ?? ""}
                error={errors.note}
              />
              <Button type="submit" loading={busy} w="fit-content">
                {m.recordPaymentTitle()}
              </Button>
            </Stack>
          </Form>
        ) : (
          <Text size="sm">{m.takesNoPayment({ status: ORDER_STATUS_LABELS[view.status].toLowerCase() })}</Text>
        )}
        <Anchor href="/staff/bank-statements" size="sm">
          {m.bankStatementsLink()}
        </Anchor>
      </Stack>
    </Paper>
  );
}
