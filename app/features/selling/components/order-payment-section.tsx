import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatRand } from "~/lib/course-buyer-facts";
import type { OrderView } from "../order-view.server";
import type { CardPaymentOption } from "../providers/provider";
import { CardPaymentButtons } from "./card-payment-buttons";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";
import { ProFormaLink } from "./pro-forma-page";
import { ProofUploadForm } from "./proof-upload-form";

/**
 * How to pay, on the buyer's order page. For EFT: the reference, the bank account from Site
 * settings, the pro-forma invoice and the proof-of-payment upload; and "Pay now" with each card or
 * instant-EFT provider that is set up (decisions 0084, 0086).
 */
export function OrderPaymentSection({
  order,
  cardOptions,
}: {
  order: OrderView;
  cardOptions: readonly CardPaymentOption[];
}) {
  const outstanding = Math.max(order.totalCents - order.paidCents, 0);
  if (order.status !== "awaiting_payment") return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-payment">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-payment">
          {m.howToPay()}
        </Title>
        {order.paymentMethod === "eft" ? (
          <>
            <Text>
              <MessageWithParts
                text={m.payEftSentence({ amount: slot("amount"), reference: slot("reference") })}
                parts={{
                  amount: <strong>{formatRand(outstanding)}</strong>,
                  reference: <strong data-testid="payment-reference">{order.paymentReference}</strong>,
                }}
              />
            </Text>
            {order.bank ? (
              <Table variant="vertical" layout="fixed" withTableBorder>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={140}>{m.bank()}</Table.Th>
                    <Table.Td>{order.bank.bankName}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{m.accountName()}</Table.Th>
                    <Table.Td>{order.bank.accountName}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{m.accountNumber()}</Table.Th>
                    <Table.Td>{order.bank.accountNumber}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{m.branchCode()}</Table.Th>
                    <Table.Td>{order.bank.branchCode}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{m.reference()}</Table.Th>
                    <Table.Td>{order.paymentReference}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                {m.bankDetailsByEmail()}
              </Text>
            )}
          </>
        ) : (
          <Text>
            <MessageWithParts
              text={m.payWithProvider({
                amount: formatRand(outstanding),
                method: order.paymentMethodLabel,
                reference: slot("reference"),
              })}
              parts={{ reference: <strong>{order.paymentReference}</strong> }}
            />
          </Text>
        )}
        <CardPaymentButtons orderId={order.id} options={cardOptions} />
        {order.paymentMethod === "eft" ? (
          <>
            <ProFormaLink orderId={order.id} />
            <Text size="sm">{m.paidAlready()}</Text>
            <ProofUploadForm orderId={order.id} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
