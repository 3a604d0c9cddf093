import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { telephoneHref, whatsAppHref } from "~/lib/contact-links";
import type { ContactDetails } from "../site-settings.server";
import * as m from "./messages";

/** The contact page's "Reach us": every detail the admin filled in, as links a phone can act on. */
export function ReachUsCard({ contact }: { contact: ContactDetails }) {
  const hasAny = Object.values(contact).some(Boolean);
  if (!hasAny) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {m.reachUs()}
        </Title>
        {contact.phone ? (
          <Detail label={m.phone()}>
            <Anchor href={telephoneHref(contact.phone)}>{contact.phone}</Anchor>
          </Detail>
        ) : null}
        {contact.whatsapp ? (
          <Detail label={m.whatsapp()}>
            <Anchor href={whatsAppHref(contact.whatsapp)} target="_blank" rel="noopener">
              {contact.whatsapp}
            </Anchor>
          </Detail>
        ) : null}
        {contact.email ? (
          <Detail label={m.email()}>
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
          </Detail>
        ) : null}
        {contact.address ? (
          <Detail label={m.address()}>
            <Text component="address" style={{ whiteSpace: "pre-line", fontStyle: "normal" }}>
              {contact.address}
            </Text>
            {contact.mapUrl ? (
              <Anchor href={contact.mapUrl} target="_blank" rel="noopener">
                {m.openInAMap()}
              </Anchor>
            ) : null}
          </Detail>
        ) : null}
        {contact.officeHours ? (
          <Detail label={m.officeHours()}>
            <Text style={{ whiteSpace: "pre-line" }}>{contact.officeHours}</Text>
          </Detail>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
