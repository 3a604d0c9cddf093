import { SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { FieldPropsFn } from "~/lib/forms";
import type { SupplierDetails } from "../site-settings.server";
import * as m from "./messages";

/**
 * Site settings › Invoicing: the company as its tax invoices name it (with the contact address
 * above), the bank account on pro-forma invoices, and the cancellation policy.
 */
export function SupplierDetailsFields({
  supplier,
  fieldProps,
}: {
  supplier: SupplierDetails;
  fieldProps: FieldPropsFn;
}) {
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h3" component="legend">
        {m.invoicing()}
      </Title>
      <Text size="sm" c="var(--campus-text-muted)">
        {m.taxInvoicesPrintTheRegistered()}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={m.registeredName()}
          description={m.asRegisteredWithCipcE()}
          {...fieldProps("legalName", supplier.legalName)}
        />
        <TextInput
          label={m.vatRegistrationNumber()}
          inputMode="numeric"
          description={m.t10DigitsStartingWith4()}
          {...fieldProps("vatNumber", supplier.vatNumber)}
        />
        <TextInput label={m.bank()} {...fieldProps("bankName", supplier.bankName)} />
        <TextInput label={m.accountName()} {...fieldProps("bankAccountName", supplier.bankAccountName)} />
        <TextInput
          label={m.accountNumber()}
          inputMode="numeric"
          {...fieldProps("bankAccountNumber", supplier.bankAccountNumber)}
        />
        <TextInput
          label={m.branchCode()}
          inputMode="numeric"
          description={m.t6Digits()}
          {...fieldProps("bankBranchCode", supplier.bankBranchCode)}
        />
        <TextInput
          label={m.cancellationPeriodDays()}
          inputMode="numeric"
          description={m.aSeatOnADate()}
          {...fieldProps("cancellationDays", String(supplier.cancellationDays))}
        />
      </SimpleGrid>
    </Stack>
  );
}
