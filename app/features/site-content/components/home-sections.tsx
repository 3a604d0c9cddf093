import { Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { localizedPath } from "~/lib/i18n/localized-path";
import * as m from "../messages";
import type { HomeContent } from "../site-pages.schema";

interface TrainingCategoryView {
  id: string;
  name: string;
  summary: string;
  standards: Array<{ id: string; code: string; title: string }>;
}

interface UpcomingTrainingView {
  id: string;
  courseTitle: string;
  dates: string;
  duration: string;
  locations: string;
}

export function HomeHero({ content }: { content: HomeContent }) {
  return (
    <Box bg="campus.9" c="white" py={{ base: 48, sm: 80 }}>
      <Container size="lg">
        <Stack gap="md" maw={720}>
          <Title order={1} c="white" fz={{ base: 30, sm: 44 }}>
            {content.heroTitle}
          </Title>
          <Text size="lg">{content.heroSubtitle}</Text>
          <Group>
            <Button
              component={Link}
              to={localizedPath(content.heroButtonLink)}
              color="white"
              variant="white"
              c="campus.9"
            >
              {content.heroButtonLabel}
            </Button>
            {content.heroSecondLabel && content.heroSecondLink ? (
              <Button component={Link} to={localizedPath(content.heroSecondLink)} variant="outline" color="white">
                {content.heroSecondLabel}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

export function TrainingCategoryCards({ categories }: { categories: TrainingCategoryView[] }) {
  return (
    <Stack gap="md">
      <Title order={2}>{m.trainings()}</Title>
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
              <Button component={Link} to={localizedPath(`/courses/${category.id}`)} variant="light">
                {m.categoryCourses({ name: category.name })}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function WhatWeDo({ services }: { services: HomeContent["services"] }) {
  return (
    <Stack gap="md">
      <Title order={2}>{m.whatWeDo()}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {services.map((service) => (
          <Card key={service.title} withBorder padding="lg" bg="var(--campus-current-bg)">
            <Title order={3} size="h4" mb="xs">
              {service.title}
            </Title>
            <Text size="sm" lineClamp={4}>
              {service.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={localizedPath("/services")} variant="light">
          {m.ourServices()}
        </Button>
        <Button component={Link} to={localizedPath("/consulting")} variant="light">
          {m.bookConsulting()}
        </Button>
      </Group>
    </Stack>
  );
}

export function UpcomingTrainings({ trainings }: { trainings: UpcomingTrainingView[] }) {
  if (trainings.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2}>{m.upcomingTrainings()}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {trainings.map((training) => (
          <Card key={training.id} withBorder padding="md">
            <Text fw={700}>{training.courseTitle}</Text>
            <Text size="sm">{training.dates}</Text>
            <Text size="sm" c="var(--campus-text-soft)">
              {training.duration}, {training.locations}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={localizedPath("/learning-center")} variant="light">
          {m.fullSchedule()}
        </Button>
      </Group>
    </Stack>
  );
}

export function WhereWeWork({ countries }: { countries: Array<{ id: string; name: string }> }) {
  return (
    <Stack gap="xs">
      <Title order={2}>{m.whereWeWork()}</Title>
      <Group gap="xs">
        {countries.map((country) => (
          <Badge key={country.id} size="lg" variant="light">
            {country.name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
