import { Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
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
            <Button component={Link} to={content.heroButtonLink} color="white" variant="white" c="campus.9">
              {content.heroButtonLabel}
            </Button>
            {content.heroSecondLabel && content.heroSecondLink ? (
              <Button component={Link} to={content.heroSecondLink} variant="outline" color="white">
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
  );
}

export function WhatWeDo({ services }: { services: HomeContent["services"] }) {
  return (
    <Stack gap="md">
      <Title order={2}>What we do</Title>
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
        <Button component={Link} to="/services" variant="light">
          Our services
        </Button>
        <Button component={Link} to="/consulting" variant="light">
          Book a consulting appointment
        </Button>
      </Group>
    </Stack>
  );
}

export function UpcomingTrainings({ trainings }: { trainings: UpcomingTrainingView[] }) {
  if (trainings.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2}>Upcoming trainings</Title>
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
        <Button component={Link} to="/learning-center" variant="light">
          Full training schedule
        </Button>
      </Group>
    </Stack>
  );
}

export function WhereWeWork({ countries }: { countries: Array<{ id: string; name: string }> }) {
  return (
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
  );
}
