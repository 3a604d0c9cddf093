import { SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { FieldPropsFn } from "~/lib/forms";
import type { SupplierDetails } from "../site-settings.server";

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
        Invoicing
      </Title>
      <Text size="sm" c="var(--campus-text-muted)">
        Tax invoices print the registered name, the address above and the VAT registration number; none is issued until
        the VAT number and address are set.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Registered name"
          description="As registered with CIPC, e.g. Campus Quality Consulting (Pty) Ltd"
          {...fieldProps("legalName", supplier.legalName)}
        />
        <TextInput
          label="VAT registration number"
          inputMode="numeric"
          description="10 digits starting with 4"
          {...fieldProps("vatNumber", supplier.vatNumber)}
        />
        <TextInput label="Bank" {...fieldProps("bankName", supplier.bankName)} />
        <TextInput label="Account name" {...fieldProps("bankAccountName", supplier.bankAccountName)} />
        <TextInput
          label="Account number"
          inputMode="numeric"
          {...fieldProps("bankAccountNumber", supplier.bankAccountNumber)}
        />
        <TextInput
          label="Branch code"
          inputMode="numeric"
          description="6 digits"
          {...fieldProps("bankBranchCode", supplier.bankBranchCode)}
        />
        <TextInput
          label="Cancellation period (days)"
          inputMode="numeric"
          description="A seat on a date that starts within this many days cannot be cancelled; 0 allows it always."
          {...fieldProps("cancellationDays", String(supplier.cancellationDays))}
        />
      </SimpleGrid>
    </Stack>
  );
}
