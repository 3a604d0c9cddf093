import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatRand } from "~/lib/course-buyer-facts";
import type { OrderView } from "../order-view.server";

/**
 * How to pay, on the buyer's order page. For EFT: the reference and the bank account from Site
 * settings. The pro-forma invoice (PDF) and the proof-of-payment upload, and "Pay by card", are
 * added here by their own parts of selling: this section is theirs to fill.
 */
export function OrderPaymentSection({ order }: { order: OrderView }) {
  const outstanding = Math.max(order.totalCents - order.paidCents, 0);
  if (order.status !== "awaiting_payment") return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-payment">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-payment">
          How to pay
        </Title>
        {order.paymentMethod === "eft" ? (
          <>
            <Text>
              Pay <strong>{formatRand(outstanding)}</strong> by EFT using reference{" "}
              <strong data-testid="payment-reference">{order.paymentReference}</strong>, so we can match your payment to
              your order.
            </Text>
            {order.bank ? (
              <Table variant="vertical" layout="fixed" withTableBorder>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={140}>Bank</Table.Th>
                    <Table.Td>{order.bank.bankName}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Account name</Table.Th>
                    <Table.Td>{order.bank.accountName}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Account number</Table.Th>
                    <Table.Td>{order.bank.accountNumber}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Branch code</Table.Th>
                    <Table.Td>{order.bank.branchCode}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Reference</Table.Th>
                    <Table.Td>{order.paymentReference}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                Our bank details follow by email. Please contact us if they have not arrived.
              </Text>
            )}
          </>
        ) : (
          <Text>
            Pay {formatRand(outstanding)} with {order.paymentMethodLabel}. Your payment reference is{" "}
            <strong>{order.paymentReference}</strong>.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
