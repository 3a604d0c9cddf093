import { Box, Card, Container, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PreviewBanner } from "~/features/site-content/components/preview-banner";
import { AffiliationCards, TitledCards } from "~/features/site-content/components/trust-sections";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { loadSiteSettingsView } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/about-us";
import * as m from "./messages";
import { loadPageCopy, pageReply } from "./page-copy.server";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: m.aboutTitle(),
    description: loaderData?.aboutText ?? "",
    noIndex: loaderData?.isPreview,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const [copy, { siteName, aboutText }] = await Promise.all([
    loadPageCopy(request, db, "about"),
    loadSiteSettingsView(db),
  ]);
  return pageReply({ ...copy, siteName, aboutText });
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { siteName, aboutText, content, isPreview } = loaderData;
  return (
    <>
      {isPreview ? <PreviewBanner pageKey="about" /> : null}
      <Box bg="campus.9" c="white" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          <Stack gap="sm" maw={760}>
            <Title order={1} c="white">
              {m.aboutHeading({ siteName })}
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
                {m.aboutMission()}
              </Title>
              <Text>{content.mission}</Text>
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h3" mb="xs">
                {m.aboutVision()}
              </Title>
              <Text>{content.vision}</Text>
            </Card>
          </SimpleGrid>

          <Stack gap="sm">
            <Title order={2}>{m.aboutHowWeWork()}</Title>
            <List spacing="xs">
              {content.values.map((value) => (
                <List.Item key={value.name}>
                  <strong>{value.name}.</strong> {value.text}
                </List.Item>
              ))}
            </List>
          </Stack>

          <Stack gap="sm">
            <Title order={2}>{m.aboutAffiliations()}</Title>
            <AffiliationCards items={content.affiliations} />
          </Stack>

          <Stack gap="sm">
            <Title order={2}>{m.aboutBenefits()}</Title>
            <TitledCards items={content.benefits} tinted />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
