import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { formatDate, formatDateTime } from "~/lib/dates";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import { API_RESOURCE_LABELS, API_RESOURCES } from "../scopes";
import type { ApiTokenRow } from "../tokens.server";

export interface ApiTokensActionData {
  createdToken?: { name: string; token: string; expiresAt: string };
  formError?: string;
  fieldErrors?: Record<string, string>;
}

/** Admin screen for personal access tokens: create (shown once), list, revoke (docs/decisions/0034-rest-api.md). */
/** The last day a token works, in the site's zone: its expiry is the midnight that ends that day. */
function lastDayOf(expiresAt: string, timeZone: string): string {
  return formatDate(new Date(Date.parse(expiresAt) - 1), timeZone);
}

export function ApiTokensScreen({
  tokens,
  defaultLastDay,
  actionData,
}: {
  tokens: ApiTokenRow[];
  defaultLastDay: string;
  actionData?: ApiTokensActionData;
}) {
  const timeZone = useSiteTimeZone();
  const created = actionData?.createdToken;
  return (
    <Stack gap="lg">
      <Title order={1}>API tokens</Title>
      <Text>
        Tokens let other systems call the <a href="/api/v1/reference">Campus API</a>. Each token is shown once, when it
        is made; Campus keeps only a fingerprint of it.
      </Text>
      {created ? (
        <Alert color="teal" title={`Token “${created.name}” created`} role="status">
          <Stack gap="xs">
            <Text size="sm">
              Copy it now: it will not be shown again. It works until the end of{" "}
              {lastDayOf(created.expiresAt, timeZone)}.
            </Text>
            <Code block style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }} data-testid="created-token">
              {created.token}
            </Code>
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} w="fit-content">
                  {copied ? "Copied" : "Copy token"}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <Form method="post">
          <input type="hidden" name="intent" value="create" />
          <Stack gap="sm">
            <Title order={2} size="h3">
              New token
            </Title>
            {actionData?.formError ? <Alert color="red">{actionData.formError}</Alert> : null}
            <TextInput label="Name" name="name" required maxLength={100} error={actionData?.fieldErrors?.name} />
            <TextInput
              type="date"
              label="Expires on"
              description="The last day the token works. A token also stops working when the admin who made it is no longer an active admin."
              name="expiresOn"
              defaultValue={defaultLastDay}
              required
              w={{ base: "100%", sm: 240 }}
              error={actionData?.fieldErrors?.expiresOn}
            />
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Text fw={500} size="sm">
                  Scopes
                </Text>
              </legend>
              <Stack gap="sm">
                {API_RESOURCES.map((resource) => (
                  <Group
                    key={resource}
                    role="group"
                    aria-labelledby={`scope-${resource}`}
                    gap="md"
                    wrap="wrap"
                    style={{ rowGap: 4 }}
                  >
                    <Text id={`scope-${resource}`} size="sm" w={{ base: "100%", sm: 360 }}>
                      <Text span ff="monospace" size="sm">
                        {resource}
                      </Text>{" "}
                      <Text span c="dimmed" size="sm">
                        {API_RESOURCE_LABELS[resource]}
                      </Text>
                    </Text>
                    <Checkbox name="scopes" value={`${resource}:read`} label="Read" />
                    <Checkbox name="scopes" value={`${resource}:write`} label="Write" />
                  </Group>
                ))}
              </Stack>
              {actionData?.fieldErrors?.scopes ? (
                <Text c="red" size="sm" role="alert">
                  {actionData.fieldErrors.scopes}
                </Text>
              ) : null}
            </fieldset>
            <Button type="submit" w="fit-content">
              Create token
            </Button>
          </Stack>
        </Form>
      </Paper>
      <ScrollTable label="API tokens" minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th>Scopes</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>No tokens yet.</Table.Td>
              </Table.Tr>
            ) : null}
            {tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>
                  <Code>{token.tokenHint}…</Code>
                </Table.Td>
                <Table.Td>{token.scopes.join(", ")}</Table.Td>
                <Table.Td>{formatDateTime(token.createdAt, timeZone)}</Table.Td>
                <Table.Td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt, timeZone) : "Never"}</Table.Td>
                <Table.Td>{lastDayOf(token.expiresAt, timeZone)}</Table.Td>
                <Table.Td>
                  {token.revokedAt ? (
                    <Badge color="gray">Revoked</Badge>
                  ) : token.isExpired ? (
                    <Badge color="gray">Expired</Badge>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="tokenId" value={token.id} />
                      <Button type="submit" size="xs" color="red" variant="light" aria-label={`Revoke ${token.name}`}>
                        Revoke
                      </Button>
                    </Form>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
