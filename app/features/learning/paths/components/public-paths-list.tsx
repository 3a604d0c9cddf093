import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import type { PublishedPathCard } from "../public-paths.server";
import * as m from "./messages";

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
          <Title order={1}>{m.learningPaths()}</Title>
          <Text size="lg">{m.onlineCoursesOrderTakeThem()}</Text>
          <Anchor component={Link} to="/courses/online">
            {m.browseSingleOnlineCourses()}
          </Anchor>
        </Stack>
        {paths.length === 0 ? (
          <EmptyState heading={m.noLearningPathsYet()} text={m.thereNoPublishedLearningPaths()} />
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
                    {m.courseCount({ count: path.courseCount })}
                  </Text>
                  {path.summary ? <Text size="sm">{path.summary}</Text> : null}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {isFirst && !next ? null : (
          <nav aria-label={m.pagesLearningPaths()}>
            <Stack gap="xs">
              {isFirst ? null : (
                <Anchor component={Link} to="/paths">
                  {m.newestPaths()}
                </Anchor>
              )}
              {next ? (
                <Anchor component={Link} to={`/paths?after=${next}`}>
                  {m.morePaths()}
                </Anchor>
              ) : null}
            </Stack>
          </nav>
        )}
      </Stack>
    </Container>
  );
}
