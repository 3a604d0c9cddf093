import { Blockquote, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { CONSULTING_STEPS, SERVICE_BLOCKS, TESTIMONIALS } from "~/features/site-content/company-profile";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/services";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Services",
    description:
      "Consulting and training for the three stages of a management system: getting accredited, getting certified, and getting better.",
  });

export default function Services() {
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="xs" maw={760}>
          <Title order={1}>Services</Title>
          <Text size="lg">
            Consulting and training for the three stages of a management system: getting accredited, getting certified,
            and getting better.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {SERVICE_BLOCKS.map((block) => (
            <Card key={block.type} withBorder padding="lg">
              <Stack gap="sm" h="100%">
                <Title order={2} size="h3">
                  {block.title}
                </Title>
                <Text size="sm" style={{ flexGrow: 1 }}>
                  {block.text}
                </Text>
                <Button component={Link} to={`/courses/${block.type}`} variant="light">
                  {block.title} courses
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>

        <Stack gap="md">
          <Title order={2}>Consulting</Title>
          <Text maw={760}>
            Most of our consulting projects follow the same four steps. Each ends with something you keep: a report, a
            set of documents, trained people or a closed finding.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {CONSULTING_STEPS.map((step, index) => (
              <Card key={step.title} withBorder padding="md">
                <Title order={3} size="h4" mb={4}>
                  {index + 1}. {step.title}
                </Title>
                <Text size="sm">{step.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
          <Group>
            <Button component={Link} to="/consulting">
              Book a consulting appointment
            </Button>
          </Group>
        </Stack>

        <Stack gap="md">
          <Title order={2}>Testimonials</Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {TESTIMONIALS.map((testimonial) => (
              <Blockquote key={testimonial.name} color="campus" p="md" m={0}>
                <Text size="sm">{testimonial.quote}</Text>
                <Text size="sm" fw={700} mt="sm">
                  {testimonial.name}
                </Text>
                <Text size="xs" c="dark.6">
                  {testimonial.role}
                </Text>
              </Blockquote>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
