import { Anchor, Card, Container, Paper, Stack, Text, Title } from "@mantine/core";
import layout from "~/components/layout/page-layout.module.css";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { handleEnquiryPost } from "~/features/enquiries/enquiry-action.server";
import { APPOINTMENT_TYPE_DESCRIPTIONS } from "~/features/site-content/company-profile";
import { ReachUsCard } from "~/features/site-settings/components/reach-us-card";
import { loadSiteSettingsView } from "~/features/site-settings/site-settings.server";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/contact-us";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Contact Us",
    description:
      "Ask about a course, a consulting project or an in-house training, or book an appointment. We reply within two working days.",
  });

export async function loader() {
  const settings = await loadSiteSettingsView(getDb());
  return { mailbox: settings.notificationEmail, contact: settings.contact };
}

export async function action({ request }: Route.ActionArgs) {
  return handleEnquiryPost(request, "contact");
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" maw={760}>
          <Title order={1}>Contact Us</Title>
          <Text size="lg">
            Ask about a course, a consulting project or an in-house training. We reply within two working days.
          </Text>
        </Stack>
        <div className={layout.formAndAside}>
          <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                Send us a message
              </Title>
              <Text size="sm">Fields marked with * are required.</Text>
              <EnquiryForm kind="contact" actionData={actionData} submitLabel="Send message" />
            </Stack>
          </Paper>
          <Stack gap="md">
            <ReachUsCard contact={loaderData.contact} />
            <Title order={2} size="h3">
              Appointment types
            </Title>
            <Text size="sm">If you would like to meet a consultant, choose how in the form.</Text>
            {Object.entries(APPOINTMENT_TYPE_DESCRIPTIONS).map(([type, description]) => (
              <Card key={type} withBorder padding="sm">
                <Text fw={700}>{type}</Text>
                <Text size="sm">{description}</Text>
              </Card>
            ))}
            {loaderData.contact.email ? null : (
              <Text size="sm">
                Or email us at <Anchor href={`mailto:${loaderData.mailbox}`}>{loaderData.mailbox}</Anchor>.
              </Text>
            )}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
