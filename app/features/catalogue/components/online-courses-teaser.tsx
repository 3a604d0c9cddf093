import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { localizedPath } from "~/lib/i18n/localized-path";
import type { CatalogueCard } from "../catalogue.server";
import * as m from "../messages";
import { CourseCardGrid } from "./course-card-grid";

/** The home page's way to the online courses: the newest few and the whole list. */
export function OnlineCoursesTeaser({ courses }: { courses: CatalogueCard[] }) {
  if (courses.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="online-courses-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2} id="online-courses-heading">
            {m.onlineCourses()}
          </Title>
          <Text c="var(--campus-text-soft)">{m.teaserText()}</Text>
        </Stack>
        <Button component={Link} to={localizedPath("/courses/online")} variant="light">
          {m.browseOnline()}
        </Button>
      </Group>
      <CourseCardGrid courses={courses} headingOrder={3} columns={3} />
    </Stack>
  );
}
