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
            label="Registered name"
            description="As on its tax invoices; empty: the company's name"
            {...field("legalName", billing.legalName)}
          />
          <TextInput
            label="VAT number"
            description="10 digits starting with 4; empty if not registered"
            inputMode="numeric"
            {...field("vatNumber", billing.vatNumber)}
          />
          <Textarea label="Billing address" autosize minRows={2} {...field("billingAddress", billing.billingAddress)} />
          <TextInput
            label="Credit terms (days)"
            description="Buys on account and pays within these days; empty: pays before its seats are booked"
            inputMode="numeric"
            {...field("creditTermsDays", billing.creditTermsDays ? String(billing.creditTermsDays) : "")}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            Save billing details
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
              label="Item"
              style={{ flex: "1 1 16rem" }}
              data={[{ value: "", label: "Choose an item" }, ...billing.items]}
              {...field("item", "")}
            />
          )}
          <TextInput
            label={line ? `Price for ${line.description}` : "Negotiated price (rand, excl. VAT)"}
            inputMode="decimal"
            style={{ flex: "0 1 12rem" }}
            {...field("price", line ? priceInputValue(line.priceCents) : "")}
          />
          <Button type="submit" variant={line ? "default" : "filled"} loading={fetcher.state !== "idle"}>
            {line ? "Save price" : "Add to price list"}
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
          Billing
        </Title>
        <BillingForm billing={billing} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="xs">
          Price list
        </Title>
        <Text size="sm" c="var(--campus-text-muted)" mb="sm">
          The company pays these prices instead of the list price (an early-bird price still applies when it is lower).
        </Text>
        <Stack gap="md">
          {billing.prices.length === 0 ? (
            <Text>No negotiated prices yet.</Text>
          ) : (
            <ScrollTable label="Price list" minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>List price</Table.Th>
                    <Table.Th>Company price</Table.Th>
                    <Table.Th>Actions</Table.Th>
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
                          label="Remove"
                          accessibleName={`Remove ${line.description} from the price list`}
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
