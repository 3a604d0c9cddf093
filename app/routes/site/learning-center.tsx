import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import layout from "~/components/layout/page-layout.module.css";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { ScheduleBuy } from "~/features/selling/components/buy-button";
import { scheduleDateOffers } from "~/features/selling/offers.server";
import { ScheduleMonth } from "~/features/training-schedule/components/schedule-month";
import { canManageSchedule } from "~/features/training-schedule/schedule-access";
import { loadScheduleMonths } from "~/features/training-schedule/schedule-views.server";
import { localizedPath } from "~/lib/i18n/localized-path";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getSessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/learning-center";
import { answerEnquiryPost } from "./enquiry-post.server";
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.learningCenterTitle(),
    description: m.learningCenterDescription(),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const [user, months] = await Promise.all([getSessionUser(request), loadScheduleMonths(getDb())]);
  // Selling: checkout. Dates sold online carry their price and Buy (decision 0085-checkout-cart).
  const entryIds = months.flatMap((month) => month.entries.map((entry) => entry.id));
  const offers = await scheduleDateOffers(getDb(), entryIds);
  return { canManage: canManageSchedule(user), months, offers };
}

export async function action({ request }: Route.ActionArgs) {
  return answerEnquiryPost(request, "quote");
}

export default function LearningCenter({ loaderData, actionData }: Route.ComponentProps) {
  const { months, canManage, offers } = loaderData;
  const buyFor = (entryId: string) => {
    const offer = offers[entryId];
    return offer ? <ScheduleBuy offer={offer} /> : null;
  };
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" maw={760}>
          <Title order={1}>{m.learningCenterTitle()}</Title>
          <Text size="lg">{m.learningCenterIntro()}</Text>
          <Anchor href="#training-quote" hiddenFrom="md">
            {m.requestTrainingQuote()}
          </Anchor>
        </Stack>
        <div className={layout.contentAndForm}>
          <div>
            <Stack gap="md">
              <Group justify="space-between" align="center">
                <Title order={2}>{m.trainingSchedule()}</Title>
                <Group gap="xs">
                  <Button
                    component="a"
                    href={localizedPath("/learning-center/schedule.pdf")}
                    download
                    variant="light"
                    leftSection={<IconDownload size={18} aria-hidden="true" />}
                  >
                    {m.downloadSchedule()}
                  </Button>
                  {canManage ? (
                    <Button component={Link} to="/learning-center/schedule/new">
                      {m.addScheduleEntry()}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              {months.length === 0 ? (
                <EmptyState heading={m.noCoursesScheduled()} text={m.noCoursesScheduledText()} />
              ) : (
                months.map((month) => (
                  <ScheduleMonth key={month.month} month={month} canManage={canManage} buyFor={buyFor} />
                ))
              )}
            </Stack>
          </div>
          <div>
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" id="training-quote">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {m.requestTrainingQuote()}
                </Title>
                <Text size="sm">{m.quoteIntro()}</Text>
                <EnquiryForm
                  kind="quote"
                  actionData={actionData}
                  submitLabel={m.quoteSubmit()}
                  messageLabel={m.quoteMessageLabel()}
                  messagePlaceholder={m.quoteMessagePlaceholder()}
                />
              </Stack>
            </Paper>
          </div>
        </div>
      </Stack>
    </Container>
  );
}
