import { Anchor, Card, Container, Paper, Stack, Text, Title } from "@mantine/core";
import layout from "~/components/layout/page-layout.module.css";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { PreviewBanner } from "~/features/site-content/components/preview-banner";
import { appointmentTypes } from "~/features/site-content/site-pages.schema";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { ReachUsCard } from "~/platform/site-settings/components/reach-us-card";
import { loadSiteSettingsView } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/contact-us";
import { answerEnquiryPost } from "./enquiry-post.server";
import * as m from "./messages";
import { loadPageCopy, pageReply } from "./page-copy.server";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: m.contactTitle(),
    description: loaderData?.content.intro ?? "",
    noIndex: loaderData?.isPreview,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const [settings, copy] = await Promise.all([
    loadSiteSettingsView(getDb()),
    loadPageCopy(request, getDb(), "contact"),
  ]);
  return pageReply({ ...copy, mailbox: settings.notificationEmail, contact: settings.contact });
}

export async function action({ request }: Route.ActionArgs) {
  return answerEnquiryPost(request, "contact");
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { content, isPreview } = loaderData;
  return (
    <>
      {isPreview ? <PreviewBanner pageKey="contact" /> : null}
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="xs" maw={760}>
            <Title order={1}>{m.contactTitle()}</Title>
            <Text size="lg">{content.intro}</Text>
          </Stack>
          <div className={layout.formAndAside}>
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {m.contactSendMessage()}
                </Title>
                <Text size="sm">{m.fieldsRequired()}</Text>
                <EnquiryForm kind="contact" actionData={actionData} submitLabel={m.contactSubmit()} />
              </Stack>
            </Paper>
            <Stack gap="md">
              <ReachUsCard contact={loaderData.contact} />
              <Title order={2} size="h3">
                {m.appointmentTypes()}
              </Title>
              <Text size="sm">{m.contactMeetConsultant()}</Text>
              {appointmentTypes(content).map(({ type, description }) => (
                <Card key={type} withBorder padding="sm">
                  <Text fw={700}>{type}</Text>
                  <Text size="sm">{description}</Text>
                </Card>
              ))}
              {loaderData.contact.email ? null : (
                <Text size="sm">
                  {m.contactOrEmail()} <Anchor href={`mailto:${loaderData.mailbox}`}>{loaderData.mailbox}</Anchor>.
                </Text>
              )}
            </Stack>
          </div>
        </Stack>
      </Container>
    </>
  );
}
