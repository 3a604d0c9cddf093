import { Alert, Anchor, Badge, Button, Code, CopyButton, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import { formatDateTime } from "~/lib/dates";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import type { WebhookEndpointView } from "../endpoints.server";
import { EndpointFields } from "./endpoint-fields";
import * as m from "./messages";

export const CREATE_ENDPOINT_INTENT = "create";

export type WebhooksActionData = FormReply<{ created: { id: string; url: string; secret: string } }>;

/** Admin › Webhooks: add an endpoint (its secret shown once) and the list of endpoints (docs/decisions/0047-webhooks.md). */
export function WebhooksScreen({
  endpoints,
  total,
  page,
  pageSize,
  actionData,
}: {
  endpoints: WebhookEndpointView[];
  total: number;
  page: number;
  pageSize: number;
  actionData?: WebhooksActionData;
}) {
  const timeZone = useSiteTimeZone();
  const created = actionData?.ok ? actionData.created : null;
  const refused = actionData && !actionData.ok ? actionData : null;
  // The standard's name is a link inside the sentence: split the one message where it goes.
  const introduction = m.webhooksIntroduction({ standard: "\u0000" }).split("\u0000");
  return (
    <Stack gap="lg">
      <Title order={1}>{m.webhooks()}</Title>
      <Text>
        {introduction[0]}
        {/* i18n-exempt: the standard's name */}
        <Anchor href="https://www.standardwebhooks.com/">Standard Webhooks</Anchor>
        {introduction[1]}
      </Text>
      {created ? (
        <Alert color="teal" title={m.endpointAdded()} role="status">
          <Stack gap="xs">
            <Text size="sm">{m.copyTheSigningSecretNow()}</Text>
            <Code block style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }} data-testid="created-secret">
              {created.secret}
            </Code>
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} w="fit-content">
                  {copied ? m.copied() : m.copySecret()}
                </Button>
              )}
            </CopyButton>
            <Anchor component={Link} to={`/admin/webhooks/${created.id}`} size="sm">
              {m.openTheEndpointAndIts()}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <Form method="post" key={created?.id ?? "new"}>
          <input type="hidden" name="intent" value={CREATE_ENDPOINT_INTENT} />
          <Stack gap="sm">
            <Title order={2} size="h3">
              {m.newEndpoint()}
            </Title>
            {refused?.formError ? (
              <Alert color="red" role="alert">
                {refused.formError}
              </Alert>
            ) : null}
            <EndpointFields fieldErrors={refused?.fieldErrors} values={refused?.values} />
            <Button type="submit" w="fit-content">
              {m.addEndpoint()}
            </Button>
          </Stack>
        </Form>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {m.endpoints()}
        </Title>
        <ScrollTable label={m.webhookEndpoints()} minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.endpointUrl()}</Table.Th>
                <Table.Th>{m.description()}</Table.Th>
                <Table.Th>{m.events()}</Table.Th>
                <Table.Th>{m.status()}</Table.Th>
                <Table.Th>{m.added()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {endpoints.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>{m.noEndpointsYet()}</Table.Td>
                </Table.Tr>
              ) : null}
              {endpoints.map((endpoint) => (
                <Table.Tr key={endpoint.id}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    <Anchor component={Link} to={`/admin/webhooks/${endpoint.id}`}>
                      {endpoint.url}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{endpoint.description || "—"}</Table.Td>
                  <Table.Td>{endpoint.eventTypes.join(", ")}</Table.Td>
                  <Table.Td>
                    <EndpointStatusBadge endpoint={endpoint} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(endpoint.createdAt, timeZone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <ListPagination total={total} pageSize={pageSize} page={page} label={m.pagesOfWebhookEndpoints()} />
      </Stack>
    </Stack>
  );
}

export function EndpointStatusBadge({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpointView, "enabled" | "disabledReason">;
}) {
  if (endpoint.enabled) {
    return (
      <Badge variant="light" color="var(--campus-success)">
        {m.on()}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={endpoint.disabledReason ? "var(--campus-danger-strong)" : "var(--campus-neutral)"}>
      {endpoint.disabledReason ? m.turnedOffAfterFailures() : m.off()}
    </Badge>
  );
}
