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
import * as m from "../messages";
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
    [m.itRedirectUri(), view.serviceProvider.oidcRedirectUri],
    [m.itEntityId(), view.serviceProvider.entityId],
    [m.itAcsUrl(), view.serviceProvider.acsUrl],
    [m.itMetadataUrl(), view.serviceProvider.metadataUrl],
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {m.itTeamTitle()}
        </Title>
        <Text size="sm">{m.itTeamIntro()}</Text>
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
          {m.domainsTitle()}
        </Title>
        <Text size="sm">{m.domainsIntro()}</Text>
        <FormError message={refused(remove)?.formError} />
        {view.domains.length === 0 ? (
          <Text c="dimmed">{m.noDomains()}</Text>
        ) : (
          <ScrollTable label={m.domainsTitle()}>
            <Table>
              <Table.Tbody>
                {view.domains.map((domain) => (
                  <Table.Tr key={domain.id}>
                    <Table.Td>{domain.domain}</Table.Td>
                    <Table.Td>
                      <remove.Form method="post">
                        <input type="hidden" name="intent" value={REMOVE_DOMAIN_INTENT} />
                        <input type="hidden" name="domainId" value={domain.id} />
                        <Button
                          type="submit"
                          size="xs"
                          variant="default"
                          aria-label={m.removeDomainLabel({ domain: domain.domain })}
                        >
                          {m.remove()}
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
              label={m.domainLabel()}
              name="domain"
              // i18n-exempt: an example domain
              placeholder="example.co.za"
              maxLength={253}
              error={reply?.fieldErrors.domain ?? (reply && !reply.fieldErrors.domain ? reply.formError : undefined)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={add.state !== "idle"}>
              {m.addDomain()}
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
            {m.providerTitle()}
          </Title>
          {fetcher.state === "idle" && fetcher.data?.ok ? (
            <Alert color="teal" role="status">
              {m.providerSaved()}
            </Alert>
          ) : null}
          <FormError message={reply?.formError} />
          <Radio.Group
            name="kind"
            label={m.providerKindLabel()}
            defaultValue={provider?.kind ?? "oidc"}
            error={errors.kind}
          >
            <Group mt="xs">
              <Radio value="oidc" label={PROVIDER_KIND_LABELS.oidc} />
              <Radio value="saml" label={PROVIDER_KIND_LABELS.saml} />
            </Group>
          </Radio.Group>
          <Title order={3} size="h4">
            {m.oidcHeading()}
          </Title>
          <TextInput
            label={m.issuerUrl()}
            name="oidcIssuer"
            description={m.issuerUrlHelp()}
            defaultValue={provider?.oidcIssuer}
            error={errors.oidcIssuer}
          />
          <TextInput
            label={m.clientId()}
            name="oidcClientId"
            defaultValue={provider?.oidcClientId}
            error={errors.oidcClientId}
          />
          <PasswordInput
            label={m.clientSecret()}
            name="oidcClientSecret"
            autoComplete="new-password"
            description={provider?.hasClientSecret ? m.secretSaved() : m.secretNotSaved()}
            error={errors.oidcClientSecret}
          />
          <TextInput
            label={m.scopes()}
            name="oidcScopes"
            defaultValue={provider?.oidcScopes ?? "openid email profile"}
            error={errors.oidcScopes}
          />
          <Title order={3} size="h4">
            {PROVIDER_KIND_LABELS.saml}
          </Title>
          <TextInput
            label={m.samlEntityId()}
            name="samlEntityId"
            defaultValue={provider?.samlEntityId}
            error={errors.samlEntityId}
          />
          <TextInput
            label={m.samlSsoUrl()}
            name="samlSsoUrl"
            defaultValue={provider?.samlSsoUrl}
            error={errors.samlSsoUrl}
          />
          <Textarea
            label={m.samlCertificate()}
            name="samlCertificate"
            description={m.samlCertificateHelp()}
            autosize
            minRows={3}
            maxRows={8}
            defaultValue={provider?.samlCertificate}
            error={errors.samlCertificate}
          />
          <Checkbox
            name="requireSso"
            value="on"
            label={m.requireSso()}
            description={m.requireSsoHelp()}
            defaultChecked={provider?.requireSso ?? false}
          />
          <Group>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {m.saveProvider()}
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
        {m.settingsTitle({ company: view.company.name })}
      </Title>
      <Domains view={view} />
      <ProviderForm view={view} />
      <ForTheItTeam view={view} />
    </Stack>
  );
}
