import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import type { EditableCourseView } from "../courses.server";
import * as m from "./messages";

/** The instructor's courses as cards: cover (uploaded, else the generated one the catalogue shows), name, Published/Draft, Edit. */
export function EditableCourseGrid({ courses }: { courses: EditableCourseView[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {courses.map((course) => (
        <Card key={course.id} withBorder radius="md" padding="md" component="article" aria-label={course.name}>
          <Card.Section>
            <Image src={course.coverUrl} alt="" h={160} fit="cover" />
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
                aria-label={m.editName({ name: course.name })}
              >
                {m.edit()}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
