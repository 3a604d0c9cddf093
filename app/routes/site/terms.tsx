import { Container, List, Stack, Text, Title } from "@mantine/core";
import { PreviewBanner } from "~/features/site-content/components/preview-banner";
import { loadPublishedAt } from "~/features/site-content/page-content.server";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/terms";
import * as m from "./messages";
import { loadPageCopy, pageReply } from "./page-copy.server";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: m.termsTitle(),
    description: m.termsDescription(),
    noIndex: loaderData?.isPreview,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const [copy, publishedAt, timeZone] = await Promise.all([
    loadPageCopy(request, db, "terms"),
    loadPublishedAt(db, "terms"),
    getSiteTimeZone(db),
  ]);
  return pageReply({ ...copy, lastUpdated: formatDate(publishedAt, timeZone, "long") });
}

/** A section's text: paragraphs split by a blank line; a paragraph whose lines all start "- " is a list. */
function SectionText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== "");
  return blocks.map((block) => {
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    if (lines.every((line) => line.trimStart().startsWith("- "))) {
      return (
        <List key={block}>
          {lines.map((line) => (
            <List.Item key={line}>{line.trimStart().slice(2)}</List.Item>
          ))}
        </List>
      );
    }
    return (
      <Text key={block} style={{ whiteSpace: "pre-line" }}>
        {block}
      </Text>
    );
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { content, isPreview, lastUpdated } = loaderData;
  return (
    <>
      {isPreview ? <PreviewBanner pageKey="terms" /> : null}
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>{m.termsTitle()}</Title>
          <Text>{content.intro}</Text>
          {content.sections.map((section) => (
            <Stack key={section.heading} gap="xs">
              <Title order={2} size="h3">
                {section.heading}
              </Title>
              <SectionText text={section.text} />
            </Stack>
          ))}
          <Text c="dimmed" size="sm">
            {m.lastUpdated({ date: lastUpdated })}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
