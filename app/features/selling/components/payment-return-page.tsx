import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import * as m from "./messages";

interface PaymentReturnPageProps {
  outcome: "returned" | "cancelled";
  /** The provider's name, or null when the address did not name one we know. */
  providerLabel: string | null;
  /** The order's page, or null when the address did not name an order. */
  orderPath: string | null;
}

/**
 * Where a provider sends the buyer back. Coming back proves nothing (anyone can open this address),
 * so the page never says "paid": the provider's own notification marks the order paid.
 */
export function PaymentReturnPage({ outcome, providerLabel, orderPath }: PaymentReturnPageProps) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{outcome === "returned" ? m.thankYou() : m.paymentNotCompleted()}</Title>
        {outcome === "returned" ? (
          <Text>
            {providerLabel ? m.providerConfirming({ provider: providerLabel }) : m.unknownProviderConfirming()}
          </Text>
        ) : (
          <Text>{providerLabel ? m.leftProvider({ provider: providerLabel }) : m.leftUnknownProvider()}</Text>
        )}
        {orderPath ? (
          <Anchor component={Link} to={orderPath}>
            {m.goToYourOrder()}
          </Anchor>
        ) : (
          <Anchor component={Link} to="/my-learning">
            {m.goToMyLearning()}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
