import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import * as m from "../messages";
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
          {m.navPageContent()}
        </Title>
        <Text>{m.pageContentIntro()}</Text>
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
                  ? page.publishedBy
                    ? m.publishedOnBy({ date: page.publishedAt, name: page.publishedBy })
                    : m.publishedOn({ date: page.publishedAt })
                  : m.startedWith()}
              </Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to={`/admin/site-content/${page.key}`}
                  aria-label={m.editNamed({ name: page.name })}
                >
                  {m.edit()}
                </Button>
                <Anchor component={Link} to={page.path} size="sm">
                  {m.viewPage({ name: page.name.toLowerCase() })}
                </Anchor>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
