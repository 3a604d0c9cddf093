import { Anchor, Blockquote, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { localizedPath } from "~/lib/i18n/localized-path";
import * as m from "../messages";
import type { HomeContent } from "../site-pages.schema";

/** The sections that tell a visitor why to trust the company: reasons, clients' words, logos, bodies. */

interface TitledCardsProps {
  items: Array<{ title: string; text: string }>;
  tinted?: boolean;
  /** Columns from the md breakpoint (one on phones, two from sm). */
  columns?: 2 | 3;
  /** "1. Gap analysis": the items are steps in order. */
  numbered?: boolean;
}

export function TitledCards({ items, tinted, columns = 2, numbered }: TitledCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="md">
      {items.map((item, index) => (
        <Card key={item.title} withBorder padding="lg" bg={tinted ? "var(--campus-current-bg)" : undefined}>
          <Title order={3} size="h4" mb={4}>
            {numbered ? `${index + 1}. ` : null}
            {item.title}
          </Title>
          <Text size="sm">{item.text}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The clients' words under the page's own heading; left out while there are none. */
export function Testimonials({
  heading,
  testimonials,
}: {
  heading: string;
  testimonials: HomeContent["testimonials"];
}) {
  if (testimonials.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2}>{heading}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {testimonials.map((testimonial) => (
          <Blockquote key={`${testimonial.name}-${testimonial.quote.slice(0, 24)}`} color="campus" p="md" m={0}>
            <Text size="sm">{testimonial.quote}</Text>
            <Text size="sm" fw={700} mt="sm">
              {testimonial.name}
            </Text>
            <Text size="xs" c="var(--campus-text-soft)">
              {testimonial.role}
            </Text>
          </Blockquote>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ClientLogos({ clients }: { clients: HomeContent["clientLogos"] }) {
  if (clients.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2}>{m.ourClients()}</Title>
      <Group gap="xl" justify="flex-start" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {clients.map((client) => {
          const logo = <Image src={client.logo} alt={client.name} h={56} w="auto" maw={160} fit="contain" />;
          return (
            <li key={`${client.name}-${client.logo}`}>
              {client.link ? (
                <Anchor href={client.link} rel="noopener noreferrer" target="_blank" display="block">
                  {logo}
                </Anchor>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </Group>
    </Stack>
  );
}

/** Accreditations on the home page and affiliations on About Us: a body's name, what it means, its logo. */
export function AffiliationCards({ items }: { items: HomeContent["accreditations"] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {items.map((item) => (
        <Card key={item.name} withBorder padding="md">
          <Group wrap="nowrap" align="flex-start" gap="md">
            {item.logo ? <Image src={item.logo} alt="" h={48} w={48} fit="contain" /> : null}
            <Stack gap={4}>
              <Title order={3} size="h4">
                {item.name}
              </Title>
              <Text size="sm">{item.detail}</Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The home page's closing invitation: one dark card, one button to a page of this site. */
export function CallToAction({ content }: { content: HomeContent }) {
  return (
    <Paper radius="md" bg="campus.9" c="white" p={{ base: "lg", sm: 48 }}>
      <Stack gap="sm" maw={720}>
        <Title order={2} c="white">
          {content.ctaTitle}
        </Title>
        <Text size="lg">{content.ctaText}</Text>
        <Group>
          <Button
            component={Link}
            to={localizedPath(content.ctaButtonLink)}
            size="md"
            color="white"
            variant="white"
            c="campus.9"
          >
            {content.ctaButtonLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
