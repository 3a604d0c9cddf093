import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  PasswordInput,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import { ADD_DOMAIN_INTENT, PROVIDER_KIND_LABELS, REMOVE_DOMAIN_INTENT, SAVE_PROVIDER_INTENT } from "../sso.schema";
import type { SsoSettingsView } from "../sso-settings.server";

export interface SsoSettingsPageView extends SsoSettingsView {
  company: { id: string; name: string };
  serviceProvider: { entityId: string; acsUrl: string; metadataUrl: string; oidcRedirectUri: string };
}

const refused = (fetcher: { state: string; data?: FormReply }) =>
  fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;

function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}

function ForTheItTeam({ view }: { view: SsoSettingsPageView }) {
  const rows: [string, string][] = [
    ["Redirect URI (OpenID Connect)", view.serviceProvider.oidcRedirectUri],
    ["Entity ID (SAML)", view.serviceProvider.entityId],
    ["ACS URL, Reply URL (SAML)", view.serviceProvider.acsUrl],
    ["SP metadata URL (SAML)", view.serviceProvider.metadataUrl],
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          For the company's IT team
        </Title>
        <Text size="sm">Give these to the person who sets Campus up in the company's identity provider.</Text>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Code style={{ wordBreak: "break-all" }}>{value}</Code>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

function Domains({ view }: { view: SsoSettingsPageView }) {
  const add = useFetcher<FormReply>();
  const remove = useFetcher<FormReply>();
  const form = useRef<HTMLFormElement>(null);
  const reply = refused(add);
  useEffect(() => {
    if (add.state === "idle" && add.data?.ok) form.current?.reset();
  }, [add.state, add.data]);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Email domains
        </Title>
        <Text size="sm">People whose address ends in one of these domains sign in through this company.</Text>
        <FormError message={refused(remove)?.formError} />
        {view.domains.length === 0 ? (
          <Text c="dimmed">No domains yet.</Text>
        ) : (
          <ScrollTable label="Email domains">
            <Table>
              <Table.Tbody>
                {view.domains.map((domain) => (
                  <Table.Tr key={domain.id}>
                    <Table.Td>{domain.domain}</Table.Td>
                    <Table.Td>
                      <remove.Form method="post">
                        <input type="hidden" name="intent" value={REMOVE_DOMAIN_INTENT} />
                        <input type="hidden" name="domainId" value={domain.id} />
                        <Button type="submit" size="xs" variant="default" aria-label={`Remove ${domain.domain}`}>
                          Remove
                        </Button>
                      </remove.Form>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <add.Form method="post" ref={form}>
          <input type="hidden" name="intent" value={ADD_DOMAIN_INTENT} />
          <Group align="flex-end">
            <TextInput
              label="Email domain"
              name="domain"
              placeholder="example.co.za"
              maxLength={253}
              error={reply?.fieldErrors.domain ?? (reply && !reply.fieldErrors.domain ? reply.formError : undefined)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={add.state !== "idle"}>
              Add domain
            </Button>
          </Group>
        </add.Form>
      </Stack>
    </Paper>
  );
}

function ProviderForm({ view }: { view: SsoSettingsPageView }) {
  const fetcher = useFetcher<FormReply>();
  const reply = refused(fetcher);
  const errors = reply?.fieldErrors ?? {};
  const provider = view.provider;
  return (
    <Paper withBorder p="md">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={SAVE_PROVIDER_INTENT} />
        <input type="hidden" name="version" value={provider?.version ?? 0} />
        <Stack gap="sm">
          <Title order={2} size="h3">
            Identity provider
          </Title>
          {fetcher.state === "idle" && fetcher.data?.ok ? (
            <Alert color="teal" role="status">
              Identity provider saved
            </Alert>
          ) : null}
          <FormError message={reply?.formError} />
          <Radio.Group
            name="kind"
            label="Type of identity provider"
            defaultValue={provider?.kind ?? "oidc"}
            error={errors.kind}
          >
            <Group mt="xs">
              <Radio value="oidc" label={PROVIDER_KIND_LABELS.oidc} />
              <Radio value="saml" label={PROVIDER_KIND_LABELS.saml} />
            </Group>
          </Radio.Group>
          <Title order={3} size="h4">
            OpenID Connect (Entra ID, Google Workspace, Okta)
          </Title>
          <TextInput
            label="Issuer URL"
            name="oidcIssuer"
            description="Campus reads the provider's settings from its discovery document (/.well-known/openid-configuration)."
            defaultValue={provider?.oidcIssuer}
            error={errors.oidcIssuer}
          />
          <TextInput
            label="Client ID"
            name="oidcClientId"
            defaultValue={provider?.oidcClientId}
            error={errors.oidcClientId}
          />
          <PasswordInput
            label="Client secret"
            name="oidcClientSecret"
            autoComplete="new-password"
            description={provider?.hasClientSecret ? "A secret is saved. Leave blank to keep it." : "Not saved yet."}
            error={errors.oidcClientSecret}
          />
          <TextInput
            label="Scopes"
            name="oidcScopes"
            defaultValue={provider?.oidcScopes ?? "openid email profile"}
            error={errors.oidcScopes}
          />
          <Title order={3} size="h4">
            SAML 2.0
          </Title>
          <TextInput
            label="Identity provider entity ID"
            name="samlEntityId"
            defaultValue={provider?.samlEntityId}
            error={errors.samlEntityId}
          />
          <TextInput
            label="Single sign-on URL"
            name="samlSsoUrl"
            defaultValue={provider?.samlSsoUrl}
            error={errors.samlSsoUrl}
          />
          <Textarea
            label="Signing certificate"
            name="samlCertificate"
            description="The identity provider's X.509 signing certificate (PEM or base64)."
            autosize
            minRows={3}
            maxRows={8}
            defaultValue={provider?.samlCertificate}
            error={errors.samlCertificate}
          />
          <Checkbox
            name="requireSso"
            value="on"
            label="Require single sign-on for these domains"
            description="Password sign-in and password reset are refused for these addresses."
            defaultChecked={provider?.requireSso ?? false}
          />
          <Group>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              Save identity provider
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

/** Admin › Companies › a company › Single sign-on. */
export function SsoSettingsPage({ view }: { view: SsoSettingsPageView }) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/admin/companies/${view.company.id}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {view.company.name}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        Single sign-on: {view.company.name}
      </Title>
      <Domains view={view} />
      <ProviderForm view={view} />
      <ForTheItTeam view={view} />
    </Stack>
  );
}
