import { AspectRatio, Box, Button, Card, Container, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { isCatalogueType } from "~/features/catalogue/catalogue.schema";
import { loadCataloguePage } from "~/features/catalogue/catalogue.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-catalogue";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? `${loaderData.heading} courses` : "Page not found", matches);

export async function loader({ params }: Route.LoaderArgs) {
  if (!isCatalogueType(params.type)) throw refusalResponse(refuse("missing", "Not Found"));
  const { category, courses } = await loadCataloguePage(getDb(), params.type);
  return {
    type: params.type,
    heading: category?.name ?? params.type,
    summary: category?.summary ?? "",
    courses,
  };
}

export default function CourseCatalogue({ loaderData }: Route.ComponentProps) {
  const { heading, summary, courses } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" maw={760}>
          <Title order={1}>{heading} courses</Title>
          {summary ? <Text size="lg">{summary}</Text> : null}
        </Stack>
        {courses.length === 0 ? (
          <EmptyState
            heading="No courses yet"
            text="There are no published courses of this type at the moment. Contact us about an in-house course."
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" style={{ listStyle: "none", padding: 0 }}>
            {courses.map((course) => (
              <Box component="li" key={course.id}>
                <Card withBorder padding="lg" h="100%">
                  <Card.Section>
                    <AspectRatio ratio={16 / 9}>
                      {course.coverUrl ? (
                        <Image src={course.coverUrl} alt="" />
                      ) : (
                        <Box bg="campus.8" aria-hidden="true" />
                      )}
                    </AspectRatio>
                  </Card.Section>
                  <Stack gap="xs" mt="md" h="100%">
                    <Title order={2} size="h3">
                      {course.name}
                    </Title>
                    {course.subtitle ? <Text c="dark.6">{course.subtitle}</Text> : null}
                    <Box mt="auto">
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
        )}
      </Stack>
    </Container>
  );
}
