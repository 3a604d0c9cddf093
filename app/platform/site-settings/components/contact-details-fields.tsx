import { SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { FieldPropsFn } from "~/lib/forms";
import type { ContactDetails } from "../site-settings.server";

/** Site settings › Contact details: how visitors reach the company (contact page, footer, search engines). */
export function ContactDetailsFields({ contact, fieldProps }: { contact: ContactDetails; fieldProps: FieldPropsFn }) {
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h3" component="legend">
        Contact details
      </Title>
      <Text size="sm" c="var(--campus-text-muted)">
        Shown on the Contact Us page and in the footer of every public page; leave a field empty to hide it.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Phone" type="tel" autoComplete="off" {...fieldProps("contactPhone", contact.phone)} />
        <TextInput
          label="WhatsApp number"
          type="tel"
          description="With the country code, e.g. +27 82 555 0142"
          {...fieldProps("contactWhatsapp", contact.whatsapp)}
        />
        <TextInput label="Public email" type="email" {...fieldProps("contactEmail", contact.email)} />
        <TextInput
          label="Map link"
          type="url"
          description="An https:// link to the office on a map"
          {...fieldProps("contactMapUrl", contact.mapUrl)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea label="Address" autosize minRows={3} {...fieldProps("contactAddress", contact.address)} />
        <Textarea
          label="Office hours"
          autosize
          minRows={3}
          {...fieldProps("contactOfficeHours", contact.officeHours)}
        />
      </SimpleGrid>
    </Stack>
  );
}
