import { Box, Card, Container, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { AFFILIATIONS, MISSION, PARTNERSHIP_BENEFITS, VALUES, VISION } from "~/features/site-content/company-profile";
import { loadSiteSettingsView } from "~/features/site-settings/site-settings.server";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/about-us";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, { title: "About Us", description: loaderData?.aboutText ?? "" });

export async function loader() {
  const { siteName, aboutText } = await loadSiteSettingsView(getDb());
  return { siteName, aboutText };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { siteName, aboutText } = loaderData;
  return (
    <>
      <Box bg="campus.9" c="white" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          <Stack gap="sm" maw={760}>
            <Title order={1} c="white">
              About {siteName}
            </Title>
            <Text size="lg" style={{ whiteSpace: "pre-line" }}>
              {aboutText}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Card withBorder padding="lg">
              <Title order={2} size="h3" mb="xs">
                Our mission
              </Title>
              <Text>{MISSION}</Text>
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h3" mb="xs">
                Our vision
              </Title>
              <Text>{VISION}</Text>
            </Card>
          </SimpleGrid>

          <Stack gap="sm">
            <Title order={2}>How we work</Title>
            <List spacing="xs">
              {VALUES.map((value) => (
                <List.Item key={value.name}>
                  <strong>{value.name}.</strong> {value.text}
                </List.Item>
              ))}
            </List>
          </Stack>

          <Stack gap="sm">
            <Title order={2}>Affiliations</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {AFFILIATIONS.map((affiliation) => (
                <Card key={affiliation.name} withBorder padding="md">
                  <Title order={3} size="h4" mb={4}>
                    {affiliation.name}
                  </Title>
                  <Text size="sm">{affiliation.detail}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="sm">
            <Title order={2}>Partnership benefits</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {PARTNERSHIP_BENEFITS.map((benefit) => (
                <Card key={benefit.title} withBorder padding="md" bg="campus.0">
                  <Title order={3} size="h4" mb={4}>
                    {benefit.title}
                  </Title>
                  <Text size="sm">{benefit.text}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
