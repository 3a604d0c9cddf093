import { Button, Group, Stack, Text } from "@mantine/core";
import { IconBuildingBank, IconCreditCard } from "@tabler/icons-react";
import { Form } from "react-router";
import type { CardPaymentOption } from "../providers/provider";
import * as m from "./messages";

interface CardPaymentButtonsProps {
  orderId: string;
  /** From cardPaymentOptions(process.env) in the order page's loader: only the providers that are set up. */
  options: readonly CardPaymentOption[];
}

/**
 * "Pay by card" on the buyer's order page: one button per enabled provider, posting to
 * /orders/:orderId/pay with the provider as the intent. The server works out what is owed; the
 * order shows as paid once the provider's notification arrives, not when the buyer comes back.
 * Renders nothing when no provider is configured (EFT stays the way to pay).
 */
export function CardPaymentButtons({ orderId, options }: CardPaymentButtonsProps) {
  if (options.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} component="h2" size="lg">
        {m.payNow()}
      </Text>
      <Form method="post" action={`/orders/${encodeURIComponent(orderId)}/pay`}>
        <Group gap="sm" wrap="wrap">
          {options.map((option) => (
            <Button
              key={option.name}
              type="submit"
              name="intent"
              value={option.name}
              variant="default"
              leftSection={
                option.method === "card" ? (
                  <IconCreditCard size={16} aria-hidden />
                ) : (
                  <IconBuildingBank size={16} aria-hidden />
                )
              }
            >
              {option.method === "card"
                ? m.payByCardWith({ provider: option.label })
                : m.payByInstantEftWith({ provider: option.label })}
            </Button>
          ))}
        </Group>
      </Form>
      <Text size="sm" c="dimmed">
        {m.takenToProvider()}
      </Text>
    </Stack>
  );
}
