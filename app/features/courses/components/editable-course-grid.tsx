import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Title } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";
import type { EditableCourseView } from "../courses.server";

/** The instructor's courses as cards: cover, name, Published/Draft, Edit. */
export function EditableCourseGrid({ courses }: { courses: EditableCourseView[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {courses.map((course) => (
        <Card key={course.id} withBorder radius="md" padding="md" component="article" aria-label={course.name}>
          <Card.Section>
            {course.coverUrl ? (
              <Image src={course.coverUrl} alt="" h={160} fit="cover" />
            ) : (
              <Group h={160} justify="center" bg="campus.0" aria-hidden="true">
                <IconPhoto size={40} color="var(--mantine-color-campus-6)" />
              </Group>
            )}
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Title order={2} size="h4">
              {course.name}
            </Title>
            <Group justify="space-between">
              <Badge color={course.isPublished ? "teal" : "gray"} variant="light">
                {course.isPublished ? "Published" : "Draft"}
              </Badge>
              <Button
                component={Link}
                to={`/edit-course/${course.id}`}
                size="sm"
                variant="light"
                aria-label={`Edit ${course.name}`}
              >
                Edit
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
