import { Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { SalePriceFields } from "~/components/sale-price-fields";
import { DELIVERY_LABELS } from "~/lib/course-buyer-facts";
import type { CheckboxPropsFn, FieldPropsFn } from "~/lib/forms";
import type { BuyerFactsView } from "../course-settings.server";
import * as m from "./messages";

const DELIVERY_FIELDS = [
  { name: "deliveryClassroom", mode: "classroom" },
  { name: "deliveryVirtual", mode: "virtual" },
  { name: "deliveryInHouse", mode: "in-house" },
] as const;

/** Course settings › For buyers: what the public course page answers before anyone asks (decision 0070). */
export function BuyerFactsFields({
  facts,
  fieldProps,
  checkboxProps,
}: {
  facts: BuyerFactsView;
  fieldProps: FieldPropsFn;
  checkboxProps: CheckboxPropsFn;
}) {
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <input type="hidden" name="buyerFacts" value="1" />
      <Title order={2} size="h3" component="legend">
        {m.forBuyers()}
      </Title>
      <Text size="sm" c="var(--campus-text-muted)">
        {m.forBuyersIntro()}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={m.priceRand()}
          description={m.priceRandHelp()}
          inputMode="decimal"
          {...fieldProps("price", facts.price)}
        />
        <TextInput
          label={m.priceNote()}
          description={m.priceNoteHelp()}
          {...fieldProps("priceNote", facts.priceNote)}
        />
        <TextInput label={m.cpdPoints()} inputMode="decimal" {...fieldProps("cpdPoints", facts.cpdPoints)} />
        <TextInput
          label={m.accreditation()}
          description={m.accreditationHelp()}
          {...fieldProps("accreditation", facts.accreditation)}
        />
      </SimpleGrid>
      <SalePriceFields
        fieldProps={fieldProps}
        withPrice={false}
        prices={{ earlyPriceCents: facts.earlyPriceCents, earlyPriceUntil: facts.earlyPriceUntil }}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id="delivery-label">
          {m.delivery()}
        </Text>
        <Group gap="lg" role="group" aria-labelledby="delivery-label">
          {DELIVERY_FIELDS.map((field) => (
            <Checkbox
              key={field.name}
              label={DELIVERY_LABELS[field.mode]}
              {...checkboxProps(field.name, facts.delivery.includes(field.mode))}
            />
          ))}
        </Group>
      </Stack>
      <Textarea
        label={m.whoItIsFor()}
        description={m.onePointPerLine()}
        autosize
        minRows={2}
        {...fieldProps("audience", facts.audience)}
      />
      <Textarea
        label={m.questionsAndAnswers()}
        description={m.questionsAndAnswersHelp()}
        autosize
        minRows={4}
        {...fieldProps("faq", facts.faq)}
      />
    </Stack>
  );
}
