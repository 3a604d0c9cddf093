import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { isEnquiryKind } from "~/features/enquiries/enquiry-fields";
import { localizedPath } from "~/lib/i18n/localized-path";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/thank-you";
import * as m from "./messages";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.thankYouTitle(),
    description: m.thankYouSent(),
    noIndex: true,
  });

const NEXT_STEP = {
  contact: m.thankYouNextContact,
  consulting: m.thankYouNextConsulting,
  quote: m.thankYouNextQuote,
};

export async function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).searchParams.get("for");
  return { nextStep: (isEnquiryKind(kind) ? NEXT_STEP[kind] : NEXT_STEP.contact)() };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="sm" py={80}>
      <Stack gap="md">
        <Title order={1}>{m.thankYouTitle()}</Title>
        <Text size="lg">{m.thankYouSent()}</Text>
        <Text>{loaderData.nextStep}</Text>
        <Group>
          <Button component={Link} to={localizedPath("/")}>
            {m.backToHome()}
          </Button>
          <Button component={Link} to={localizedPath("/learning-center")} variant="light">
            {m.seeTrainingSchedule()}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
