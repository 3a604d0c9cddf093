import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { formatDateTime } from "~/lib/dates";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import { CREATE_SCIM_TOKEN_INTENT, REVOKE_SCIM_TOKEN_INTENT } from "../scim.schema";
import type { ScimTokenRow } from "../scim-tokens.server";

export interface CompanyScimView {
  company: { id: string; name: string };
  tenantUrl: string;
  tokens: ScimTokenRow[];
}

export interface CompanyScimReply {
  createdToken?: { name: string; token: string };
  formError?: string | null;
  fieldErrors?: Record<string, string>;
}

/** Admin › Companies › a company › SCIM provisioning: the tenant URL and the company's tokens (decision 0102). */
export function CompanyScimScreen({ view, reply }: { view: CompanyScimView; reply?: CompanyScimReply }) {
  const timeZone = useSiteTimeZone();
  const created = reply?.createdToken;
  const companyPath = `/admin/companies/${encodeURIComponent(view.company.id)}`;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={companyPath} size="sm">
        ← Back to {view.company.name}
      </Anchor>
      <Title order={1}>SCIM provisioning</Title>
      <Text>
        The company's identity provider (Microsoft Entra ID, Okta) creates, updates and deactivates its people in Campus
        through SCIM 2.0. Give its administrator the tenant URL and a token. A token works only for {view.company.name},
        is shown once, and can be revoked at any time.
      </Text>
      <TextInput label="Tenant URL" value={view.tenantUrl} readOnly />
      {created ? (
        <Alert color="teal" title={`Token “${created.name}” created`} role="status">
          <Stack gap="xs">
            <Text size="sm">Copy it now: it will not be shown again.</Text>
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
          <input type="hidden" name="intent" value={CREATE_SCIM_TOKEN_INTENT} />
          <Stack gap="sm">
            <Title order={2} size="h3">
              New SCIM token
            </Title>
            {reply?.formError ? <Alert color="red">{reply.formError}</Alert> : null}
            <TextInput
              label="Name"
              description="Which identity provider uses it, e.g. Entra ID"
              name="name"
              required
              maxLength={100}
              error={reply?.fieldErrors?.name}
            />
            <Button type="submit" w="fit-content">
              Create SCIM token
            </Button>
          </Stack>
        </Form>
      </Paper>
      <ScrollTable label="SCIM tokens" minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.tokens.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>No SCIM tokens yet.</Table.Td>
              </Table.Tr>
            ) : null}
            {view.tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>
                  <Code>{token.tokenHint}…</Code>
                </Table.Td>
                <Table.Td>{formatDateTime(token.createdAt, timeZone)}</Table.Td>
                <Table.Td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt, timeZone) : "Never"}</Table.Td>
                <Table.Td>
                  {token.revokedAt ? (
                    <Badge color="gray">Revoked</Badge>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value={REVOKE_SCIM_TOKEN_INTENT} />
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
