import { Anchor, Button, Code, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Form, Link, redirect } from "react-router";
import { requireAdmin } from "~/features/auth/session.server";
import { OutboxStatusBadge } from "~/features/mail/components/outbox-status-badge";
import { type EmailAttachment, findOutboxMessage, retryEmail } from "~/features/mail/mail.server";
import { getDb } from "~/server/app-context.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/mail-message";

export const access = { read: "admin", write: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Email", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const message = await findOutboxMessage(getDb(), params.messageId);
  if (!message) throw new Response("Not Found", { status: 404 });
  const attachments = (JSON.parse(message.attachments_json) as EmailAttachment[]).map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    sizeBytes: Math.floor((attachment.contentBase64.length * 3) / 4),
  }));
  const { attachments_json: _attachments, ...shown } = message;
  return { message: shown, attachments };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const outcome = await retryEmail(getDb(), params.messageId);
  if (!outcome.ok && outcome.reason === "missing") throw refusalResponse(outcome);
  // The id is one we found in the outbox, so it is safe to put in Location.
  const headers = await toastHeaders(
    outcome.ok ? "Queued to send again" : (outcome.message ?? ""),
    outcome.ok ? "success" : "info",
  );
  return redirect(`/admin/mail/${encodeURIComponent(params.messageId)}`, { headers });
}

export default function AdminMailMessage({ loaderData }: Route.ComponentProps) {
  const { message, attachments } = loaderData;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/mail" size="sm">
          ← All mail
        </Anchor>
        <Title order={2} size="h3">
          {message.subject}
        </Title>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>To</Table.Th>
              <Table.Td>{message.to_name ? `${message.to_name} <${message.to_email}>` : message.to_email}</Table.Td>
            </Table.Tr>
            {message.reply_to ? (
              <Table.Tr>
                <Table.Th>Reply to</Table.Th>
                <Table.Td>{message.reply_to}</Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr>
              <Table.Th>Written</Table.Th>
              <Table.Td>{new Date(message.created_at).toLocaleString("en-ZA")}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Td>
                <Group gap="xs">
                  <OutboxStatusBadge status={message.status} />
                  <Text size="sm" c="dimmed">
                    {message.attempts} {message.attempts === 1 ? "attempt" : "attempts"}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
            {message.status === "pending" && message.attempts > 0 ? (
              <Table.Tr>
                <Table.Th>Next try</Table.Th>
                <Table.Td>{new Date(message.next_attempt_at).toLocaleString("en-ZA")}</Table.Td>
              </Table.Tr>
            ) : null}
            {message.last_error ? (
              <Table.Tr>
                <Table.Th>Last error</Table.Th>
                <Table.Td>
                  <Code>{message.last_error}</Code>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {attachments.length ? (
              <Table.Tr>
                <Table.Th>Attachments</Table.Th>
                <Table.Td>
                  {attachments.map((attachment) => `${attachment.filename} (${attachment.contentType})`).join(", ")}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
        {message.status === "failed" || message.status === "not-sent" ? (
          <Form method="post">
            <Button type="submit" variant="light">
              Send again
            </Button>
          </Form>
        ) : null}
        <Title order={3} size="h4">
          Message
        </Title>
        {/* The email's own HTML, isolated: a sandboxed frame runs no script and cannot reach this page. */}
        <iframe
          title="Email as sent"
          sandbox=""
          srcDoc={message.html}
          style={{ width: "100%", minHeight: 420, border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4 }}
        />
        <Title order={3} size="h4">
          Plain text
        </Title>
        <Code block>{message.text}</Code>
      </Stack>
    </Paper>
  );
}
