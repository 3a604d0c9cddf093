import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Form, Link, useLocation } from "react-router";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import type { FormReply } from "~/lib/action-reply";
import { formatDateTime } from "~/lib/dates";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import type { WebhookDeliveryView } from "../delivery-log.server";
import type { WebhookEndpointView } from "../endpoints.server";
import { EndpointFields } from "./endpoint-fields";
import * as m from "./messages";
import { EndpointStatusBadge } from "./webhooks-screen";

export const ENDPOINT_INTENTS = { update: "update", enable: "enable", replay: "replay" } as const;

export type WebhookEndpointActionData = FormReply;

const STATUS_LABELS: Record<WebhookDeliveryView["status"], { label: string; color: string }> = {
  delivered: {
    get label() {
      return m.delivered();
    },
    color: "var(--campus-success)",
  },
  pending: {
    get label() {
      return m.waiting();
    },
    color: "var(--campus-warning)",
  },
  failed: {
    get label() {
      return m.failed();
    },
    color: "var(--campus-danger-strong)",
  },
};

/** One endpoint: its settings, turning it on again, and its delivery log with Replay. */
export function WebhookEndpointScreen({
  endpoint,
  log,
  actionData,
}: {
  endpoint: WebhookEndpointView;
  log: { deliveries: WebhookDeliveryView[]; total: number; page: number; pageSize: number };
  actionData?: WebhookEndpointActionData;
}) {
  const timeZone = useSiteTimeZone();
  const location = useLocation();
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/webhooks" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {m.allWebhooks()}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {endpoint.description || m.webhookEndpoint()}
        </Title>
        <Group gap="xs" wrap="wrap">
          <EndpointStatusBadge endpoint={endpoint} />
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {endpoint.url}
          </Text>
        </Group>
      </Stack>
      {!endpoint.enabled ? (
        <Alert color="var(--campus-warning)" title={m.thisEndpointIsOff()} role="status">
          <Stack gap="xs">
            <Text size="sm">
              {endpoint.disabledReason ?? m.anAdminTurnedItOff()} {m.newEventsAreNotQueued()}
            </Text>
            <Form method="post">
              <input type="hidden" name="intent" value={ENDPOINT_INTENTS.enable} />
              <input type="hidden" name="version" value={endpoint.version} />
              <Button type="submit" size="sm" w="fit-content">
                {m.turnOnAgain()}
              </Button>
            </Form>
          </Stack>
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h3">
          {m.deliveryLog()}
        </Title>
        <Text size="sm">{m.newestFirstReplaySendsThe()}</Text>
        <ScrollTable label={m.deliveryLog()} minWidth={900}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.event()}</Table.Th>
                <Table.Th>{m.status()}</Table.Th>
                <Table.Th>{m.response()}</Table.Th>
                <Table.Th>{m.attempts()}</Table.Th>
                <Table.Th>{m.time()}</Table.Th>
                <Table.Th>{m.answer()}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{m.actions()}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.deliveries.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>{m.noDeliveriesYetTheyAppear()}</Table.Td>
                </Table.Tr>
              ) : null}
              {log.deliveries.map((delivery) => {
                const status = STATUS_LABELS[delivery.status];
                return (
                  <Table.Tr key={delivery.id} data-testid="delivery-row">
                    <Table.Td>
                      <code>{delivery.eventType}</code>
                      {delivery.isReplay ? (
                        <Text size="xs" c="dimmed">
                          {m.replay()}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={status.color}>
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{delivery.lastStatusCode ?? (delivery.error ? m.noAnswer() : "—")}</Table.Td>
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td>
                      {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt, timeZone) : m.notTriedYet()}
                      {delivery.status === "pending" && delivery.attempts > 0 ? (
                        <Text size="xs" c="dimmed">
                          {m.nextTry({ nextAttemptAt: formatDateTime(delivery.nextAttemptAt, timeZone) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ maxWidth: 280, overflowWrap: "anywhere" }}>
                      <Text size="xs" ff="monospace">
                        {delivery.error ?? (delivery.responseExcerpt || "—")}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Form method="post">
                        <input type="hidden" name="intent" value={ENDPOINT_INTENTS.replay} />
                        <input type="hidden" name="deliveryId" value={delivery.id} />
                        <Button
                          type="submit"
                          size="xs"
                          variant="light"
                          disabled={!endpoint.enabled}
                          aria-label={m.replayFrom({
                            eventType: delivery.eventType,
                            createdAt: formatDateTime(delivery.createdAt, timeZone),
                          })}
                        >
                          {m.replay()}
                        </Button>
                      </Form>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <ListPagination total={log.total} pageSize={log.pageSize} page={log.page} label={m.pagesOfTheDeliveryLog()} />
      </Stack>
      <Paper withBorder p="md">
        <Form method="post" key={endpoint.version}>
          <input type="hidden" name="intent" value={ENDPOINT_INTENTS.update} />
          <input type="hidden" name="version" value={endpoint.version} />
          <Stack gap="sm">
            <Title order={2} size="h3">
              {m.settings()}
            </Title>
            {refused?.isStale && refused.formError ? (
              <StaleSaveNotice message={refused.formError} reloadTo={location.pathname} />
            ) : refused?.formError ? (
              <Alert color="red" role="alert">
                {refused.formError}
              </Alert>
            ) : null}
            <EndpointFields defaults={endpoint} fieldErrors={refused?.fieldErrors} values={refused?.values} />
            <Checkbox name="enabled" label={m.onSendEventsToThis()} defaultChecked={endpoint.enabled} />
            <Text size="xs" c="dimmed">
              {m.theSigningSecretWasShown()}
            </Text>
            <Button type="submit" w="fit-content">
              {m.saveEndpoint()}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
