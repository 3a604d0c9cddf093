import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { requireInstructor } from "~/features/auth/session.server";
import { canReadEnquiries, ENQUIRIES_FOR_ADMINS_MESSAGE } from "~/features/enquiries/enquiry-readers";
import { formatSubmittedAt, holdsEnquiries, PUBLIC_FORMS } from "~/features/instructor-dashboard/public-forms";
import { summarisePublicForms } from "~/features/instructor-dashboard/public-forms.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/forms";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Forms", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const summaries = await summarisePublicForms(getDb());
  // Counts for every form; submissions only where the reader may see them (decision 0014).
  const readableFormIds = PUBLIC_FORMS.filter((form) => !holdsEnquiries(form) || canReadEnquiries(user)).map(
    (form) => form.id,
  );
  return { summaries, readableFormIds };
}

export default function InstructorForms({ loaderData }: Route.ComponentProps) {
  const { summaries, readableFormIds } = loaderData;
  const summaryOf = new Map(summaries.map((summary) => [summary.id, summary]));
  const readable = new Set<string>(readableFormIds);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Forms
        </Title>
        <Text c="gray.7">The public site's forms and what visitors have sent through them.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {PUBLIC_FORMS.map((form) => {
          const summary = summaryOf.get(form.id);
          const canRead = readable.has(form.id);
          return (
            <Card key={form.id} withBorder radius="md" padding="lg" component="article" aria-label={form.title}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h4">
                    {form.title}
                  </Title>
                  <Badge variant="light" size="lg">
                    {summary?.total ?? 0} {summary?.total === 1 ? "submission" : "submissions"}
                  </Badge>
                </Group>
                <Text size="sm" c="gray.7">
                  {form.description} On{" "}
                  <Anchor href={form.page} size="sm">
                    {form.page}
                  </Anchor>
                </Text>
                <Text size="sm">
                  {summary?.lastSubmittedAt
                    ? `Latest: ${formatSubmittedAt(summary.lastSubmittedAt)}`
                    : "Nothing received yet"}
                </Text>
                {canRead ? (
                  <Group gap="xs">
                    <Button component={Link} to={`/instructor/form/${form.id}`} size="xs" variant="light">
                      Recent submissions
                    </Button>
                    <Button component={Link} to={form.manageLink.to} size="xs" variant="subtle">
                      {form.manageLink.label}
                    </Button>
                  </Group>
                ) : (
                  <Text size="sm" c="gray.7">
                    {ENQUIRIES_FOR_ADMINS_MESSAGE}
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
