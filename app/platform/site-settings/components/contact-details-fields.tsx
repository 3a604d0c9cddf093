import { SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { FieldPropsFn } from "~/lib/forms";
import type { ContactDetails } from "../site-settings.server";
import * as m from "./messages";

/** Site settings › Contact details: how visitors reach the company (contact page, footer, search engines). */
export function ContactDetailsFields({ contact, fieldProps }: { contact: ContactDetails; fieldProps: FieldPropsFn }) {
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h3" component="legend">
        {m.contactDetails()}
      </Title>
      <Text size="sm" c="var(--campus-text-muted)">
        {m.shownOnTheContactUs()}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={m.phone()} type="tel" autoComplete="off" {...fieldProps("contactPhone", contact.phone)} />
        <TextInput
          label={m.whatsappNumber()}
          type="tel"
          description={m.withTheCountryCodeE()}
          {...fieldProps("contactWhatsapp", contact.whatsapp)}
        />
        <TextInput label={m.publicEmail()} type="email" {...fieldProps("contactEmail", contact.email)} />
        <TextInput
          label={m.mapLink()}
          type="url"
          description={m.anHttpsLinkToThe()}
          {...fieldProps("contactMapUrl", contact.mapUrl)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea label={m.address()} autosize minRows={3} {...fieldProps("contactAddress", contact.address)} />
        <Textarea
          label={m.officeHours()}
          autosize
          minRows={3}
          {...fieldProps("contactOfficeHours", contact.officeHours)}
        />
      </SimpleGrid>
    </Stack>
  );
}
