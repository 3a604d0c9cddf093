import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useFetcher } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import { priceInputValue } from "~/lib/course-buyer-facts";
import { VERSION_FIELD } from "~/lib/record-version";
import { REMOVE_COMPANY_PRICE_INTENT, SAVE_BILLING_INTENT, SAVE_COMPANY_PRICE_INTENT } from "../selling-admin.schema";
import type { CompanyBillingView } from "../selling-admin.server";
import * as m from "./messages";
import { FormMessage, fieldFrom, IntentButton, refusedReply, useResetOnSuccess } from "./selling-form-parts";

function BillingForm({ billing }: { billing: CompanyBillingView }) {
  const fetcher = useFetcher<FormReply>();
  const reply = refusedReply(fetcher);
  const field = (name: string, stored: string) => ({ id: `billing-${name}`, ...fieldFrom(reply, name, stored) });
  return (
    <fetcher.Form method="post" noValidate>
      <input type="hidden" name="intent" value={SAVE_BILLING_INTENT} />
      <input type="hidden" name={VERSION_FIELD} value={billing.version} />
      <Stack gap="sm">
        <FormMessage reply={reply} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.registeredName()}
            description={m.registeredNameHint()}
            {...field("legalName", billing.legalName)}
          />
          <TextInput
            label={m.vatNumber()}
            description={m.vatNumberHint()}
            inputMode="numeric"
            {...field("vatNumber", billing.vatNumber)}
          />
          <Textarea
            label={m.billingAddress()}
            autosize
            minRows={2}
            {...field("billingAddress", billing.billingAddress)}
          />
          <TextInput
            label={m.creditTermsDays()}
            description={m.creditTermsHint()}
            inputMode="numeric"
            {...field("creditTermsDays", billing.creditTermsDays ? String(billing.creditTermsDays) : "")}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {m.saveBillingDetails()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

function PriceForm({
  billing,
  line,
}: {
  billing: CompanyBillingView;
  line: CompanyBillingView["prices"][number] | null;
}) {
  const fetcher = useFetcher<FormReply>();
  const reply = refusedReply(fetcher);
  const form = useResetOnSuccess(fetcher);
  const prefix = line ? `price-${line.id}` : "price-new";
  const field = (name: string, stored: string) => ({ id: `${prefix}-${name}`, ...fieldFrom(reply, name, stored) });
  return (
    <fetcher.Form method="post" noValidate ref={line ? undefined : form}>
      <input type="hidden" name="intent" value={SAVE_COMPANY_PRICE_INTENT} />
      <input type="hidden" name={VERSION_FIELD} value={line?.version ?? 0} />
      {line ? <input type="hidden" name="item" value={line.item} /> : null}
      <Stack gap="xs">
        <FormMessage reply={reply} />
        <Group align="flex-end" wrap="wrap">
          {line ? null : (
            <NativeSelect
              label={m.item()}
              style={{ flex: "1 1 16rem" }}
              data={[{ value: "", label: m.chooseAnItem() }, ...billing.items]}
              {...field("item", "")}
            />
          )}
          <TextInput
            label={line ? m.priceFor({ item: line.description }) : m.negotiatedPrice()}
            inputMode="decimal"
            style={{ flex: "0 1 12rem" }}
            {...field("price", line ? priceInputValue(line.priceCents) : "")}
          />
          <Button type="submit" variant={line ? "default" : "filled"} loading={fetcher.state !== "idle"}>
            {line ? m.savePrice() : m.addToPriceList()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/**
 * Admin › Companies › one company › Billing (decision 0082): the registered name, VAT number and
 * address its tax invoices carry, its credit terms, and its negotiated price list.
 */
export function CompanyBillingSection({ billing }: { billing: CompanyBillingView }) {
  return (
    <Stack gap="lg" component="section" aria-labelledby="billing-heading">
      <Paper withBorder p="md">
        <Title order={2} size="h3" id="billing-heading" mb="sm">
          {m.billing()}
        </Title>
        <BillingForm billing={billing} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="xs">
          {m.priceList()}
        </Title>
        <Text size="sm" c="var(--campus-text-muted)" mb="sm">
          {m.priceListIntro()}
        </Text>
        <Stack gap="md">
          {billing.prices.length === 0 ? (
            <Text>{m.noNegotiatedPrices()}</Text>
          ) : (
            <ScrollTable label={m.priceList()} minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.item()}</Table.Th>
                    <Table.Th>{m.listPrice()}</Table.Th>
                    <Table.Th>{m.companyPrice()}</Table.Th>
                    <Table.Th>{m.actions()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {billing.prices.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td>{line.listPriceLabel}</Table.Td>
                      <Table.Td>
                        <PriceForm billing={billing} line={line} />
                      </Table.Td>
                      <Table.Td>
                        <IntentButton
                          intent={REMOVE_COMPANY_PRICE_INTENT}
                          fields={{ priceId: line.id }}
                          label={m.remove()}
                          accessibleName={m.removeFromPriceList({ item: line.description })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          <PriceForm billing={billing} line={null} />
        </Stack>
      </Paper>
    </Stack>
  );
}
