import { Anchor, Button, Group, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link, redirect, useNavigate } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import { getEnvironment } from "~/lib/env.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { requireAdmin } from "~/platform/auth/session.server";
import { OutboxStatusBadge } from "~/platform/mail/components/outbox-status-badge";
import { RESEND_FAILED_INTENT, ResendFailedButton } from "~/platform/mail/components/resend-failed-button";
import { resendAllFailedEmails } from "~/platform/mail/mail.server";
import { isFailedFilter, loadMailboxPage } from "~/platform/mail/mailbox-views.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/mail";
import * as m from "./messages";

export const access = { read: "admin", write: { "resend-failed": "admin" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.mail(), matches);

const PAGE_SIZE = 50;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const searchParams = new URL(request.url).searchParams;
  const page = pageNumberFrom(searchParams);
  const mailbox = await loadMailboxPage(getDb(), {
    page,
    pageSize: PAGE_SIZE,
    onlyFailed: isFailedFilter(searchParams),
    timeZone: await getSiteTimeZone(getDb()),
  });
  return { page, isSmtpConfigured: Boolean(getEnvironment().SMTP_URL), ...mailbox };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const intent = (await readFormData(request)).get("intent");
  switch (intent) {
    case RESEND_FAILED_INTENT: {
      const count = await resendAllFailedEmails(getDb());
      const message = count === 0 ? m.noFailedEmailsToSend() : m.queuedFailedToSendAgain({ count });
      return redirect("/admin/mail", { headers: await toastHeaders(message, count === 0 ? "info" : "success") });
    }
    default:
      throw refusalResponse(refuse("invalid", m.unknownActionReloadThePage()));
  }
}

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { messages, total, failedCount, onlyFailed, page, isSmtpConfigured } = loaderData;
  const navigate = useNavigate();
  const format = useFormatDate();
  const shownTotal = onlyFailed ? failedCount : total;
  const filterQuery = onlyFailed ? "status=failed&" : "";
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {m.mail()}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {m.messageCount({ count: total })}
            </Text>
            {failedCount > 0 ? <ResendFailedButton failedCount={failedCount} /> : null}
          </Group>
        </Group>
        <Text size="sm">{isSmtpConfigured ? m.everyEmailCampusSendsNewest() : m.noSmtpServerIsConfigured()}</Text>
        <Group gap="xs" component="nav" aria-label={m.show()}>
          <Button
            component={Link}
            to="/admin/mail"
            size="xs"
            variant={onlyFailed ? "default" : "filled"}
            aria-current={onlyFailed ? undefined : "page"}
          >
            {m.all()}
          </Button>
          <Button
            component={Link}
            to="/admin/mail?status=failed"
            size="xs"
            variant={onlyFailed ? "filled" : "default"}
            aria-current={onlyFailed ? "page" : undefined}
          >
            {m.failed({ failedCount })}
          </Button>
        </Group>
        {messages.length === 0 && onlyFailed ? (
          <EmptyState heading={m.noFailedEmails()} text={m.everyEmailSent()} />
        ) : messages.length === 0 ? (
          <EmptyState heading={m.noEmailsYet()} text={m.emailsAppearHere()} />
        ) : (
          <ScrollTable label={m.mail()} minWidth={600}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.date()}</Table.Th>
                  <Table.Th>{m.to()}</Table.Th>
                  <Table.Th>{m.subject()}</Table.Th>
                  <Table.Th>{m.status()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td>{format.dateTime(message.createdAt)}</Table.Td>
                    <Table.Td>{message.toEmail}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/mail/${message.id}`}>
                        {message.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <OutboxStatusBadge status={message.status} sendsAt={message.sendsAt} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {shownTotal > PAGE_SIZE ? (
          <Pagination
            total={Math.ceil(shownTotal / PAGE_SIZE)}
            value={page}
            onChange={(next) => navigate(`?${filterQuery}page=${next}`)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
