import { Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { SERVICE_BLOCKS } from "~/features/site-content/company-profile";
import { listFootprintCountries, listTrainingCategories } from "~/features/site-settings/footprint.server";
import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { dateRangeLabel, durationLabel, locationLabels } from "~/features/training-schedule/training-schedule.schema";
import { listUpcomingScheduleEntries } from "~/features/training-schedule/training-schedule.server";
import { getDb } from "~/server/app-context.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/home";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(null, matches);

export async function loader() {
  const db = getDb();
  const [settings, categories, countries, upcoming] = await Promise.all([
    getSiteSettings(db),
    listTrainingCategories(db),
    listFootprintCountries(db),
    listUpcomingScheduleEntries(db, { limit: 4 }),
  ]);
  return {
    siteName: settings.site_name,
    aboutText: settings.about_text,
    categories,
    countries,
    upcomingTrainings: upcoming.map((entry) => ({
      id: entry.id,
      courseTitle: entry.course_title,
      dates: dateRangeLabel(entry.start_date, entry.duration_days),
      duration: durationLabel(entry.duration_days),
      locations: locationLabels(entry).join(" or "),
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, aboutText, categories, countries, upcomingTrainings } = loaderData;
  return (
    <>
      <Box bg="campus.9" c="white" py={{ base: 48, sm: 80 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1} c="white" fz={{ base: 30, sm: 44 }}>
              Management systems that work, and people trained to run them
            </Title>
            <Text size="lg">
              {siteName} offers ISO consulting, accredited training and an online campus for quality, safety,
              environmental and laboratory professionals.
            </Text>
            <Group>
              <Button component={Link} to="/learning-center" color="white" variant="white" c="campus.9">
                See the training schedule
              </Button>
              <Button component={Link} to="/contact-us" variant="outline" color="white">
                Talk to a consultant
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={2}>About us</Title>
            <Text style={{ whiteSpace: "pre-line" }}>{aboutText}</Text>
          </Stack>

          <Stack gap="md">
            <Title order={2}>Trainings</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {categories.map((category) => (
                <Card key={category.id} withBorder padding="lg">
                  <Stack gap="sm">
                    <Title order={3} size="h4">
                      {category.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {category.summary}
                    </Text>
                    <List size="sm" spacing={4}>
                      {category.standards.map((standard) => (
                        <List.Item key={standard.id}>
                          <strong>{standard.code}</strong> {standard.title}
                        </List.Item>
                      ))}
                    </List>
                    <Button component={Link} to={`/courses/${category.id}`} variant="light">
                      {category.name} courses
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="md">
            <Title order={2}>What we do</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {SERVICE_BLOCKS.map((block) => (
                <Card key={block.type} withBorder padding="lg" bg="campus.0">
                  <Title order={3} size="h4" mb="xs">
                    {block.title}
                  </Title>
                  <Text size="sm" lineClamp={4}>
                    {block.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <Group>
              <Button component={Link} to="/services" variant="light">
                Our services
              </Button>
              <Button component={Link} to="/consulting" variant="light">
                Book a consulting appointment
              </Button>
            </Group>
          </Stack>

          {upcomingTrainings.length > 0 ? (
            <Stack gap="md">
              <Title order={2}>Upcoming trainings</Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                {upcomingTrainings.map((training) => (
                  <Card key={training.id} withBorder padding="md">
                    <Text fw={700}>{training.courseTitle}</Text>
                    <Text size="sm">{training.dates}</Text>
                    <Text size="sm" c="dark.6">
                      {training.duration}, {training.locations}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
              <Group>
                <Button component={Link} to="/learning-center" variant="light">
                  Full training schedule
                </Button>
              </Group>
            </Stack>
          ) : null}

          <Stack gap="xs">
            <Title order={2}>Where we work</Title>
            <Group gap="xs">
              {countries.map((country) => (
                <Badge key={country.id} size="lg" variant="light">
                  {country.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
