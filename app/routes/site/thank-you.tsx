import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { isEnquiryKind } from "~/features/enquiries/enquiry-fields";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/thank-you";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Thank you",
    description: "Your message has been sent. We have emailed you a copy of what you sent.",
    noIndex: true,
  });

const NEXT_STEP = {
  contact: "One of our team will reply within two working days.",
  consulting: "A consultant will contact you within two working days to confirm your appointment.",
  quote: "A training consultant will send you a quotation within two working days.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).searchParams.get("for");
  return { nextStep: isEnquiryKind(kind) ? NEXT_STEP[kind] : NEXT_STEP.contact };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="sm" py={80}>
      <Stack gap="md">
        <Title order={1}>Thank you</Title>
        <Text size="lg">Your message has been sent. We have emailed you a copy of what you sent.</Text>
        <Text>{loaderData.nextStep}</Text>
        <Group>
          <Button component={Link} to="/">
            Back to the home page
          </Button>
          <Button component={Link} to="/learning-center" variant="light">
            See the training schedule
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
