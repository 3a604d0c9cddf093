import { AspectRatio, Badge, Box, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { CATALOGUE_TYPE_LABELS } from "../catalogue.schema";
import type { CatalogueCard } from "../catalogue.server";

/** The catalogue's cards: two columns (SPEC 2), one on a phone; each leads to its course's page. */
export function CourseCardGrid({
  courses,
  headingOrder = 2,
  columns = 2,
}: {
  courses: CatalogueCard[];
  headingOrder?: 2 | 3;
  /** From a wide screen up: two in the catalogue, three on the home page. */
  columns?: 2 | 3;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: columns }}
      spacing="lg"
      component="ul"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {courses.map((course) => (
        <Box component="li" key={course.id}>
          <Card withBorder padding="lg" radius="md" h="100%">
            <Card.Section>
              <AspectRatio ratio={16 / 9}>
                {course.coverUrl ? (
                  <Image src={course.coverUrl} alt="" loading="lazy" />
                ) : (
                  <Box bg="campus.8" aria-hidden="true" />
                )}
              </AspectRatio>
            </Card.Section>
            <Stack gap="xs" mt="md" h="100%">
              <Group gap={6}>
                {course.isOnline ? (
                  <Badge color="teal.9" variant="filled">
                    Online course
                  </Badge>
                ) : (
                  <Badge variant="light">Training course</Badge>
                )}
                <Badge color="gray.7" variant="outline">
                  {CATALOGUE_TYPE_LABELS[course.type] ?? course.type}
                </Badge>
              </Group>
              <Title order={headingOrder} size="h3">
                {course.name}
              </Title>
              {course.subtitle ? <Text c="dark.6">{course.subtitle}</Text> : null}
              <Box mt="auto" pt="xs">
                <Button
                  component={Link}
                  to={`/course-overview/${course.slug}`}
                  variant="light"
                  aria-label={`View course: ${course.name}`}
                >
                  View course
                </Button>
              </Box>
            </Stack>
          </Card>
        </Box>
      ))}
    </SimpleGrid>
  );
}
