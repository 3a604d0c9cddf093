import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

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
  const provider = providerLabel ?? "The payment provider";
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{outcome === "returned" ? "Thank you" : "Payment not completed"}</Title>
        {outcome === "returned" ? (
          <Text>
            {provider} is confirming your payment. Your order shows as paid as soon as {provider} tells us, usually
            within a minute, and your tax invoice is then emailed and on the order's page.
          </Text>
        ) : (
          <Text>
            You left {providerLabel ?? "the payment provider"} before paying, or the payment did not go through. Nothing
            was charged by us. You can try again, choose another way to pay, or pay by EFT with the reference on your
            order.
          </Text>
        )}
        {orderPath ? (
          <Anchor component={Link} to={orderPath}>
            Go to your order
          </Anchor>
        ) : (
          <Anchor component={Link} to="/my-learning">
            Go to My learning
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
