import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Form } from "react-router";
import { formatRand } from "~/lib/course-buyer-facts";
import { ADD_TO_CART_INTENT } from "../checkout.schema";
import * as m from "./messages";

/** What a Buy button needs: the price today from the server (offers.server.ts), never from the page. */
export interface OfferView {
  itemType: "course" | "schedule_date" | "event";
  itemId: string;
  priceCents: number;
  priceWithVatCents: number;
  soldOut: boolean;
}

/** "R 4 500 excl. VAT" and, beside it, the amount with VAT: one way on every page. */
export function PriceTag({ offer }: { offer: Pick<OfferView, "priceCents" | "priceWithVatCents"> }) {
  return (
    <Stack gap={0}>
      <Text fw={700}>{m.amountExclVat({ amount: formatRand(offer.priceCents) })}</Text>
      {offer.priceWithVatCents > 0 ? (
        <Text size="sm" c="dimmed">
          {m.amountInclVat({ amount: formatRand(offer.priceWithVatCents) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Adds one seat to the cart (a plain form: works without JavaScript) and goes to the cart. */
export function BuyButton({ offer, label = m.buy() }: { offer: OfferView; label?: string }) {
  if (offer.soldOut) {
    return (
      <Text size="sm" fw={600}>
        {m.fullyBooked()}
      </Text>
    );
  }
  return (
    <Form method="post" action="/cart">
      <input type="hidden" name="intent" value={ADD_TO_CART_INTENT} />
      <input type="hidden" name="itemType" value={offer.itemType} />
      <input type="hidden" name="itemId" value={offer.itemId} />
      <Button type="submit">{label}</Button>
    </Form>
  );
}

/** The price and the Buy button together, as the course page shows them. */
export function BuyPanel({ offer, title }: { offer: OfferView; title: string }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={m.buyTitle({ title })} component="section">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PriceTag offer={offer} />
        <BuyButton offer={offer} label={m.buyThisCourse()} />
      </Group>
    </Paper>
  );
}

/** A schedule date's price and Buy, small enough for a table cell and a phone's block. */
export function ScheduleBuy({ offer }: { offer: OfferView }) {
  return (
    <Group gap="sm" mt={4} align="center" wrap="wrap">
      <Text size="sm">
        {offer.priceWithVatCents > 0
          ? m.priceExclInclVat({
              price: formatRand(offer.priceCents),
              withVat: formatRand(offer.priceWithVatCents),
            })
          : m.amountExclVat({ amount: formatRand(offer.priceCents) })}
      </Text>
      {offer.soldOut ? (
        <Text size="sm" fw={600}>
          {m.fullyBooked()}
        </Text>
      ) : (
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value={ADD_TO_CART_INTENT} />
          <input type="hidden" name="itemType" value={offer.itemType} />
          <input type="hidden" name="itemId" value={offer.itemId} />
          <Button type="submit" size="compact-sm">
            {m.buy()}
            <span className="visually-hidden">{m.aSeatHidden()}</span>
          </Button>
        </Form>
      )}
    </Group>
  );
}
