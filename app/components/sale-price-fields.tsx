import { SimpleGrid, TextInput } from "@mantine/core";
import { priceInputValue } from "~/lib/course-buyer-facts";
import type { FieldPropsFn } from "~/lib/forms";
import * as m from "./messages";

/**
 * Price, early-bird price and its last day, as every editor that sells shows them (decision 0082):
 * rand excluding VAT, typed as "12500" or "R 12 500.00". `withPrice` false leaves the price out
 * (the course settings have their own).
 */
export function SalePriceFields({
  fieldProps,
  prices,
  withPrice = true,
  priceDescription = "Excluding VAT; leave empty to not sell it online",
}: {
  fieldProps: FieldPropsFn;
  prices: { priceCents?: number | null; earlyPriceCents: number | null; earlyPriceUntil: string | null };
  withPrice?: boolean;
  priceDescription?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: withPrice ? 3 : 2 }}>
      {withPrice ? (
        <TextInput
          label={m.priceLabel()}
          description={priceDescription}
          inputMode="decimal"
          {...fieldProps("price", priceInputValue(prices.priceCents ?? null))}
        />
      ) : null}
      <TextInput
        label={m.earlyPriceLabel()}
        description={m.earlyPriceDescription()}
        inputMode="decimal"
        {...fieldProps("earlyPrice", priceInputValue(prices.earlyPriceCents))}
      />
      <TextInput
        label={m.earlyUntilLabel()}
        description={m.earlyUntilDescription()}
        type="date"
        {...fieldProps("earlyPriceUntil", prices.earlyPriceUntil ?? "")}
      />
    </SimpleGrid>
  );
}
