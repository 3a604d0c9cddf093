import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PreviewBanner } from "~/features/site-content/components/preview-banner";
import { Testimonials, TitledCards } from "~/features/site-content/components/trust-sections";
import { localizedPath } from "~/lib/i18n/localized-path";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/services";
import * as m from "./messages";
import { loadPageCopy, pageReply } from "./page-copy.server";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: m.servicesTitle(),
    description: loaderData?.content.intro ?? "",
    noIndex: loaderData?.isPreview,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return pageReply(await loadPageCopy(request, getDb(), "services"));
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content, isPreview } = loaderData;
  // SPEC 2 names the three blocks and their course lists; the company writes what each says.
  const blocks = [
    { type: "accreditation", title: m.servicesAccreditation(), text: content.accreditationText },
    { type: "certification", title: m.servicesCertification(), text: content.certificationText },
    { type: "improvement", title: m.servicesImprovement(), text: content.improvementText },
  ];
  return (
    <>
      {isPreview ? <PreviewBanner pageKey="services" /> : null}
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack gap="xs" maw={760}>
            <Title order={1}>{m.servicesTitle()}</Title>
            <Text size="lg">{content.intro}</Text>
          </Stack>

          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {blocks.map((block) => (
              <Card key={block.type} withBorder padding="lg">
                <Stack gap="sm" h="100%">
                  <Title order={2} size="h3">
                    {block.title}
                  </Title>
                  <Text size="sm" style={{ flexGrow: 1 }}>
                    {block.text}
                  </Text>
                  <Button component={Link} to={localizedPath(`/courses/${block.type}`)} variant="light">
                    {m.servicesCourses({ kind: block.title })}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>

          <Stack gap="md">
            <Title order={2}>{m.consultingTitle()}</Title>
            <Text maw={760}>{content.consultingIntro}</Text>
            <TitledCards items={content.consultingSteps} numbered />
            <Group>
              <Button component={Link} to={localizedPath("/consulting")}>
                {m.bookConsulting()}
              </Button>
            </Group>
          </Stack>

          <Testimonials heading={m.testimonials()} testimonials={content.testimonials} />
        </Stack>
      </Container>
    </>
  );
}
