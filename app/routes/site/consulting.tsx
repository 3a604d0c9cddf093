import { Anchor, Card, Container, List, Paper, Stack, Text, Title } from "@mantine/core";
import layout from "~/components/layout/page-layout.module.css";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { PreviewBanner } from "~/features/site-content/components/preview-banner";
import { loadPageContent } from "~/features/site-content/page-content.server";
import { appointmentTypes } from "~/features/site-content/site-pages.schema";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/consulting";
import { answerEnquiryPost } from "./enquiry-post.server";
import * as m from "./messages";
import { loadPageCopy, pageReply } from "./page-copy.server";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: m.consultingTitle(),
    description: loaderData?.content.intro ?? "",
    noIndex: loaderData?.isPreview,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const [copy, contact] = await Promise.all([
    loadPageCopy(request, getDb(), "consulting"),
    loadPageContent(getDb(), "contact"),
  ]);
  return pageReply({ ...copy, appointments: appointmentTypes(contact) });
}

export async function action({ request }: Route.ActionArgs) {
  return answerEnquiryPost(request, "consulting");
}

export default function Consulting({ loaderData, actionData }: Route.ComponentProps) {
  const { content, isPreview, appointments } = loaderData;
  return (
    <>
      {isPreview ? <PreviewBanner pageKey="consulting" /> : null}
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="xs" maw={760}>
            <Title order={1}>{m.consultingTitle()}</Title>
            <Text size="lg">{content.intro}</Text>
            <Anchor href="#book-appointment" hiddenFrom="md">
              {m.bookAppointment()}
            </Anchor>
          </Stack>
          <div className={layout.contentAndForm}>
            <Stack gap="md">
              <Title order={2} size="h3">
                {m.consultingProject()}
              </Title>
              <List type="ordered" spacing="sm">
                {content.steps.map((step) => (
                  <List.Item key={step.title}>
                    <Text fw={700} span>
                      {step.title}:
                    </Text>{" "}
                    {step.text}
                  </List.Item>
                ))}
              </List>
              <Title order={2} size="h3">
                {m.appointmentTypes()}
              </Title>
              <Stack gap="xs">
                {appointments.map(({ type, description }) => (
                  <Card key={type} withBorder padding="sm">
                    <Text fw={700}>{type}</Text>
                    <Text size="sm">{description}</Text>
                  </Card>
                ))}
              </Stack>
            </Stack>
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" id="book-appointment">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {m.bookAppointment()}
                </Title>
                <Text size="sm">{m.fieldsRequired()}</Text>
                <EnquiryForm
                  kind="consulting"
                  actionData={actionData}
                  submitLabel={m.consultingSubmit()}
                  messageLabel={m.consultingMessageLabel()}
                  messagePlaceholder={m.consultingMessagePlaceholder()}
                />
              </Stack>
            </Paper>
          </div>
        </Stack>
      </Container>
    </>
  );
}
