import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { SitePageKey } from "../site-pages.schema";
import { PublishStateBadge } from "./publish-state-badge";
import { SiteSettingsNav } from "./site-settings-nav";

interface PageSummary {
  key: SitePageKey;
  name: string;
  path: string;
  hasUnpublishedChanges: boolean;
  publishedBy: string | null;
  publishedAt: string | null;
}

/** Site settings › Page content: the public pages whose copy the company edits. */
export function PageContentList({ pages }: { pages: PageSummary[] }) {
  return (
    <Stack gap="md">
      <SiteSettingsNav current="Page content" />
      <Stack gap={4}>
        <Title order={1} size="h2">
          Page content
        </Title>
        <Text>
          The words, images and buttons of the public pages. Each page keeps a draft you can preview; visitors see it
          once you publish.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {pages.map((page) => (
          <Card key={page.key} withBorder padding="lg" radius="md">
            <Stack gap="xs" h="100%">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h3">
                  {page.name}
                </Title>
                <PublishStateBadge hasUnpublishedChanges={page.hasUnpublishedChanges} />
              </Group>
              <Text size="sm" c="var(--campus-text-soft)" style={{ flexGrow: 1 }}>
                {page.publishedAt
                  ? `Published ${page.publishedAt}${page.publishedBy ? ` by ${page.publishedBy}` : ""}`
                  : "The content the site started with"}
              </Text>
              <Group gap="sm">
                <Button component={Link} to={`/admin/site-content/${page.key}`} aria-label={`Edit ${page.name}`}>
                  Edit
                </Button>
                <Anchor component={Link} to={page.path} size="sm">
                  View the {page.name.toLowerCase()} page
                </Anchor>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
