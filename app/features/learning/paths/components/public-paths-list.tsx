import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import type { PublishedPathCard } from "../public-paths.server";

/** /paths: the published learning paths, newest first (a plain document, decision 0056). */
export function PublicPathsList({
  paths,
  next,
  isFirst,
}: {
  paths: PublishedPathCard[];
  next: string | null;
  isFirst: boolean;
}) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>Learning paths</Title>
          <Text size="lg">
            Online courses in the order to take them, from foundation to lead auditor. Enrol once for the whole path and
            receive a path certificate when you complete it.
          </Text>
          <Anchor component={Link} to="/courses/online">
            Browse single online courses
          </Anchor>
        </Stack>
        {paths.length === 0 ? (
          <EmptyState heading="No learning paths yet" text="There are no published learning paths at the moment." />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {paths.map((path) => (
              <Paper key={path.slug} withBorder p="lg" radius="md">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    <Anchor component={Link} to={`/paths/${path.slug}`}>
                      {path.title}
                    </Anchor>
                  </Title>
                  <Text size="sm" c="var(--campus-text-muted)">
                    {path.courseCount === 1 ? "1 course" : `${path.courseCount} courses`}
                  </Text>
                  {path.summary ? <Text size="sm">{path.summary}</Text> : null}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {isFirst && !next ? null : (
          <nav aria-label="Pages of learning paths">
            <Stack gap="xs">
              {isFirst ? null : (
                <Anchor component={Link} to="/paths">
                  ← Newest paths
                </Anchor>
              )}
              {next ? (
                <Anchor component={Link} to={`/paths?after=${next}`}>
                  More paths →
                </Anchor>
              ) : null}
            </Stack>
          </nav>
        )}
      </Stack>
    </Container>
  );
}
