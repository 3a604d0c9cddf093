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
import * as m from "./messages";
import { OrderTotals } from "./order-totals";

function checkoutPath(code: string) {
  return code ? `/checkout?${new URLSearchParams({ code }).toString()}` : "/checkout";
}

/** The cart: each line with its seats, Remove, the discount code, the server's totals, then Checkout. */
export function CartPage({ cart, formError }: { cart: CartView; formError: string | null }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.yourCart()}</Title>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        {cart.lines.length === 0 ? (
          <Stack gap="sm">
            <Text>{m.cartIsEmpty()}</Text>
            <Group gap="md">
              <Anchor component={Link} to="/courses/online">
                {m.browseOnlineCourses()}
              </Anchor>
              <Anchor component={Link} to="/learning-center">
                {m.seeTrainingSchedule()}
              </Anchor>
              <Anchor component={Link} to="/events">
                {m.seeEvents()}
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
                          <Text fw={600}>{m.amountExclVat({ amount: formatRand(line.netCents) })}</Text>
                          <Text size="sm" c="dimmed">
                            {m.amountInclVat({ amount: formatRand(line.totalCents) })}
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
                        {line.discountCents > 0
                          ? m.perSeatLessDiscount({
                              amount: formatRand(line.unitPriceCents),
                              discount: formatRand(line.discountCents),
                            })
                          : m.perSeatExclVat({ amount: formatRand(line.unitPriceCents) })}
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
                            label={m.seats()}
                            min={1}
                            max={500}
                            defaultValue={line.quantity}
                            allowDecimal={false}
                            allowNegative={false}
                            w={100}
                          />
                          <Button type="submit" variant="default">
                            {m.update()}
                          </Button>
                        </Group>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="intent" value={REMOVE_FROM_CART_INTENT} />
                        <input type="hidden" name="itemType" value={line.itemType} />
                        <input type="hidden" name="itemId" value={line.itemId} />
                        <Button
                          type="submit"
                          variant="subtle"
                          color="red"
                          aria-label={m.removeItem({ item: line.description })}
                        >
                          {m.remove()}
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
                  label={m.discountCode()}
                  defaultValue={cart.discountCode}
                  maxLength={DISCOUNT_CODE_MAX}
                  error={cart.discountError ?? undefined}
                  autoComplete="off"
                />
                <Button type="submit" variant="default">
                  {m.apply()}
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
                  {m.checkout()}
                </Button>
              ) : (
                <Text size="sm">{m.changeItemsToCheckOut()}</Text>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
