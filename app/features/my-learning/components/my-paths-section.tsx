import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconPlayerPlay, IconRoute } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatNumber } from "~/lib/i18n/format";
import type { MyLearningPath } from "../my-learning.server";
import * as m from "./messages";

const LIST_STYLE = { listStyle: "none", margin: 0, padding: 0 } as const;

/** My learning › My learning paths: each path's courses complete of total and the course to take next. */
export function MyPathsSection({
  paths,
  hasMore,
  limit,
}: {
  paths: MyLearningPath[];
  hasMore: boolean;
  limit: number;
}) {
  if (paths.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="my-paths-heading" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconRoute size={24} stroke={1.6} aria-hidden="true" color="var(--mantine-color-campus-7)" />
        <Title order={2} size="h3" id="my-paths-heading">
          {m.myLearningPaths()}
        </Title>
      </Group>
      <Stack gap="sm" component="ul" style={LIST_STYLE}>
        {paths.map((path) => (
          <Paper key={path.title + (path.pathPage ?? "")} component="li" withBorder p="md" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={3} size="h4">
                  {path.pathPage ? (
                    <Anchor component={Link} to={path.pathPage}>
                      {path.title}
                    </Anchor>
                  ) : (
                    path.title
                  )}
                </Title>
                {path.completedOn ? (
                  <Badge color="green" variant="light">
                    {m.completedOn({ date: path.completedOn })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">
                {m.coursesComplete({ completed: formatNumber(path.completedCourses), count: path.totalCourses })}
              </Text>
              <Progress
                value={path.totalCourses === 0 ? 0 : Math.round((path.completedCourses / path.totalCourses) * 100)}
                aria-label={m.pathCoursesComplete({
                  path: path.title,
                  completed: formatNumber(path.completedCourses),
                  total: formatNumber(path.totalCourses),
                })}
              />
              {path.nextCourse ? (
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm">{m.nextCourse({ course: path.nextCourse.name })}</Text>
                  <Button
                    component={Link}
                    to={path.nextCourse.viewerPath}
                    size="xs"
                    leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                    aria-label={m.continueWith({ course: path.nextCourse.name })}
                  >
                    {m.continueLabel()}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {hasMore ? (
        <Text size="sm" c="dimmed">
          {m.showingRecentPaths({ count: formatNumber(limit) })}
        </Text>
      ) : null}
    </Stack>
  );
}
