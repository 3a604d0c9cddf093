import { Anchor, Button, Code, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Form, Link, redirect } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { requireAdmin } from "~/platform/auth/session.server";
import { OutboxStatusBadge } from "~/platform/mail/components/outbox-status-badge";
import { retryEmail } from "~/platform/mail/mail.server";
import { loadMailboxMessage } from "~/platform/mail/mailbox-views.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/mail-message";
import * as m from "./messages";

export const access = { read: "admin", write: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.email(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const loaded = await loadMailboxMessage(getDb(), params.messageId);
  if (!loaded.ok) throw refusalResponse(loaded);
  return { message: loaded.message, attachments: loaded.attachments };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const outcome = await retryEmail(getDb(), params.messageId);
  if (!outcome.ok && outcome.reason === "missing") throw refusalResponse(outcome);
  // The id is one we found in the outbox, so it is safe to put in Location.
  const headers = await toastHeaders(
    outcome.ok ? m.queuedToSendAgain() : (outcome.message ?? ""),
    outcome.ok ? "success" : "info",
  );
  return redirect(`/admin/mail/${encodeURIComponent(params.messageId)}`, { headers });
}

export default function AdminMailMessage({ loaderData }: Route.ComponentProps) {
  const { message, attachments } = loaderData;
  const format = useFormatDate();
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/mail" size="sm">
          {m.allMail()}
        </Anchor>
        <Title order={1} size="h2">
          {message.subject}
        </Title>
        <ScrollTable label={m.messageDetails()}>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{m.to()}</Table.Th>
                <Table.Td>{message.toName ? `${message.toName} <${message.toEmail}>` : message.toEmail}</Table.Td>
              </Table.Tr>
              {message.replyTo ? (
                <Table.Tr>
                  <Table.Th>{m.replyTo()}</Table.Th>
                  <Table.Td>{message.replyTo}</Table.Td>
                </Table.Tr>
              ) : null}
              <Table.Tr>
                <Table.Th>{m.written()}</Table.Th>
                <Table.Td>{format.dateTime(message.createdAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{m.status()}</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <OutboxStatusBadge status={message.status} />
                    <Text size="sm" c="dimmed">
                      {m.attemptCount({ count: message.attempts })}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
              {message.status === "pending" && message.attempts > 0 ? (
                <Table.Tr>
                  <Table.Th>{m.nextTry()}</Table.Th>
                  <Table.Td>{format.dateTime(message.nextAttemptAt)}</Table.Td>
                </Table.Tr>
              ) : null}
              {message.lastError ? (
                <Table.Tr>
                  <Table.Th>{m.lastError()}</Table.Th>
                  <Table.Td>
                    <Code>{message.lastError}</Code>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {attachments.length ? (
                <Table.Tr>
                  <Table.Th>{m.attachments()}</Table.Th>
                  <Table.Td>
                    {attachments.map((attachment) => `${attachment.filename} (${attachment.contentType})`).join(", ")}
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        {message.status === "failed" || message.status === "not-sent" ? (
          <Form method="post">
            <Button type="submit" variant="light">
              {m.sendAgain()}
            </Button>
          </Form>
        ) : null}
        <Title order={2} size="h4">
          {m.message()}
        </Title>
        {/* The email's own HTML, isolated: a sandboxed frame runs no script and cannot reach this page. */}
        <iframe
          title={m.emailAsSent()}
          sandbox=""
          srcDoc={message.html}
          style={{ width: "100%", minHeight: 420, border: "1px solid var(--campus-border)", borderRadius: 4 }}
        />
        <Title order={2} size="h4">
          {m.plainText()}
        </Title>
        <Code block>{message.text}</Code>
      </Stack>
    </Paper>
  );
}
