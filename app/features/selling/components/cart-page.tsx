import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link } from "react-router";
import { formatRand } from "~/lib/course-buyer-facts";
import { DISCOUNT_CODE_MAX, REMOVE_FROM_CART_INTENT, SET_QUANTITY_INTENT } from "../checkout.schema";
import type { CartView } from "../checkout.server";
import { OrderTotals } from "./order-totals";

function checkoutPath(code: string) {
  return code ? `/checkout?${new URLSearchParams({ code }).toString()}` : "/checkout";
}

/** The cart: each line with its seats, Remove, the discount code, the server's totals, then Checkout. */
export function CartPage({ cart, formError }: { cart: CartView; formError: string | null }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Your cart</Title>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        {cart.lines.length === 0 ? (
          <Stack gap="sm">
            <Text>Your cart is empty.</Text>
            <Group gap="md">
              <Anchor component={Link} to="/courses/online">
                Browse online courses
              </Anchor>
              <Anchor component={Link} to="/learning-center">
                See the training schedule
              </Anchor>
              <Anchor component={Link} to="/events">
                See events
              </Anchor>
            </Group>
          </Stack>
        ) : (
          <>
            <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {cart.lines.map((line, index) => (
                <Paper component="li" withBorder p="md" radius="md" key={`${line.itemType}-${line.itemId}`}>
                  <Stack gap="xs">
                    <Group justify="space-between" align="flex-start" wrap="wrap">
                      <Anchor component={Link} to={line.path} fw={600}>
                        {line.description}
                      </Anchor>
                      {line.problem ? null : (
                        <Stack gap={0}>
                          <Text fw={600}>{formatRand(line.netCents)} excl. VAT</Text>
                          <Text size="sm" c="dimmed">
                            {formatRand(line.totalCents)} incl. VAT
                          </Text>
                        </Stack>
                      )}
                    </Group>
                    {line.problem ? (
                      <Text c="red.8" size="sm" role="alert">
                        {line.problem}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {formatRand(line.unitPriceCents)} excl. VAT per seat
                        {line.discountCents > 0 ? `, less ${formatRand(line.discountCents)} discount` : ""}
                      </Text>
                    )}
                    <Group gap="sm" align="flex-end" wrap="wrap">
                      <Form method="post">
                        <input type="hidden" name="intent" value={SET_QUANTITY_INTENT} />
                        <input type="hidden" name="itemType" value={line.itemType} />
                        <input type="hidden" name="itemId" value={line.itemId} />
                        <Group gap="xs" align="flex-end">
                          <NumberInput
                            id={`quantity-${index}`}
                            name="quantity"
                            label="Seats"
                            min={1}
                            max={500}
                            defaultValue={line.quantity}
                            allowDecimal={false}
                            allowNegative={false}
                            w={100}
                          />
                          <Button type="submit" variant="default">
                            Update
                          </Button>
                        </Group>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="intent" value={REMOVE_FROM_CART_INTENT} />
                        <input type="hidden" name="itemType" value={line.itemType} />
                        <input type="hidden" name="itemId" value={line.itemId} />
                        <Button type="submit" variant="subtle" color="red" aria-label={`Remove ${line.description}`}>
                          Remove
                        </Button>
                      </Form>
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
            <Form method="get">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  name="code"
                  label="Discount code"
                  defaultValue={cart.discountCode}
                  maxLength={DISCOUNT_CODE_MAX}
                  error={cart.discountError ?? undefined}
                  autoComplete="off"
                />
                <Button type="submit" variant="default">
                  Apply
                </Button>
              </Group>
            </Form>
            {cart.totals ? (
              <Paper withBorder p="md" radius="md">
                <OrderTotals totals={cart.totals} />
              </Paper>
            ) : null}
            <Group justify="flex-end">
              {cart.canCheckOut ? (
                <Button component={Link} to={checkoutPath(cart.discountError ? "" : cart.discountCode)} size="md">
                  Checkout
                </Button>
              ) : (
                <Text size="sm">Change or remove the items marked above to check out.</Text>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
