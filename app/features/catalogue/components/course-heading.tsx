import { Anchor, AspectRatio, Badge, Box, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OfferedIn } from "~/components/content-language";
import { localizedPath } from "~/lib/i18n/localized-path";
import { CATALOGUE_TYPE_LABELS } from "../catalogue.schema";
import * as m from "../messages";

interface CourseHeadingProps {
  course: {
    name: string;
    title: string;
    subtitle: string;
    type: string;
    coverUrl: string | null;
    offeredIn?: string[];
  };
  isOnline: boolean;
  /** A phone's shortcut to the panel beside the text (it sits below it on a narrow screen). */
  jumpLink: ReactNode;
}

/** The top of a course's page: the way back to its catalogue, its badges, name, title, subtitle and cover. */
export function CourseHeading({ course, isOnline, jumpLink }: CourseHeadingProps) {
  const typeLabel = CATALOGUE_TYPE_LABELS[course.type]?.() ?? course.type;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={localizedPath(isOnline ? "/courses/online" : `/courses/${course.type}`)} size="sm">
        {isOnline ? m.onlineCourses() : m.typeCourses({ type: typeLabel })}
      </Anchor>
      <Stack gap={6}>
        <Group gap={6}>
          {isOnline ? (
            <Badge color="teal.9" variant="filled">
              {m.onlineCourse()}
            </Badge>
          ) : null}
          <Badge variant="light">{typeLabel}</Badge>
        </Group>
        <Title order={1}>{course.name}</Title>
        {course.title && course.title !== course.name ? (
          <Text size="xl" fw={600} c="var(--campus-link)">
            {course.title}
          </Text>
        ) : null}
        {course.subtitle ? <Text c="var(--campus-text-soft)">{course.subtitle}</Text> : null}
        {course.offeredIn?.length ? <OfferedIn languages={course.offeredIn} /> : null}
        <Box hiddenFrom="md">{jumpLink}</Box>
      </Stack>
      <AspectRatio ratio={16 / 9}>
        {course.coverUrl ? (
          <Image src={course.coverUrl} alt="" radius="md" />
        ) : (
          <Box bg="campus.8" aria-hidden="true" style={{ borderRadius: 8 }} />
        )}
      </AspectRatio>
    </Stack>
  );
}
