import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, redirect, useNavigation } from "react-router";
import { OpenBadgeLinks } from "~/components/open-badge-links";
import { loadCertificateVerification } from "~/features/certificates/certificate-verification.server";
import { revokeCertificateSchema } from "~/features/certificates/certificates.schema";
import { VerificationStatus } from "~/features/certificates/components/verification-status";
import { revokeCertificateByReference } from "~/features/certificates/revoke-certificate.server";
import { invalidReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { parseForm, useFormValidation } from "~/lib/forms";
import { localizedPath } from "~/lib/i18n/localized-path";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getSessionUser, requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/verify-certificate";
import * as m from "./messages";

export const access = { read: "public", write: "admin" } satisfies RouteAccess;

// A verification page is for the people handed a certificate, not for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.verifyTitle(),
    description: m.verifyDescription(),
    noIndex: true,
  });

/** Public, no sign-in: anyone holding the certificate (or its QR code) can check it here. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const verification = await loadCertificateVerification(getDb(), params.code, await getSessionUser(request), {
    baseUrl: getEnvironment().baseUrl,
  });
  if (!verification.ok) throw refusalResponse(verification);
  return { certificate: verification.certificate, revoke: verification.revoke };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = parseForm(revokeCertificateSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const revoked = await revokeCertificateByReference(getDb(), {
    reference: params.code,
    reason: parsed.data.reason,
    revokedByUserId: admin.id,
  });
  if (!revoked.ok) throw refusalResponse(revoked);
  return redirect(`/verify/${encodeURIComponent(params.code)}`, {
    headers: await toastHeaders(revoked.wasAlreadyRevoked ? m.alreadyRevoked() : m.certificateRevoked()),
  });
}

export default function VerifyCertificatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { certificate, revoke } = loaderData;
  const isRevoked = certificate.status === "revoked";
  const rows: Array<[string, string]> = [
    [m.rowName(), certificate.name],
    [m.rowCourse(), certificate.course],
    [m.rowDate(), certificate.date],
    ...(certificate.validUntil ? ([[m.rowValidUntil(), certificate.validUntil]] as Array<[string, string]>) : []),
    [m.rowCpdPoints(), certificate.points || m.notApplicable()],
    [m.rowCertificateNumber(), certificate.certificateNumber],
    [m.rowIssuer(), certificate.issuer],
  ];
  if (certificate.idNumber) rows.splice(1, 0, [m.rowIdNumber(), certificate.idNumber]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.verifyTitle()}</Title>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <Stack gap="md">
            <VerificationStatus certificate={certificate} />
            {isRevoked && certificate.revokedReason ? (
              <Text>{m.revokedReason({ reason: certificate.revokedReason })}</Text>
            ) : null}
            <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", gap: "8px 24px" }}>
              {rows.map(([label, value]) => (
                <div key={label} style={{ display: "contents" }}>
                  <Text component="dt" fw={600}>
                    {label}
                  </Text>
                  <Text component="dd" m={0}>
                    {value}
                  </Text>
                </div>
              ))}
            </dl>
            {!isRevoked && certificate.pdfUrl ? (
              <Anchor href={certificate.pdfUrl} target="_blank">
                {m.downloadCertificate()}
              </Anchor>
            ) : null}
            {certificate.openBadge ? (
              <Group gap="sm">
                <OpenBadgeLinks
                  openBadgePath={certificate.openBadge.path}
                  linkedInUrl={certificate.openBadge.linkedInUrl}
                  courseName={certificate.course}
                />
              </Group>
            ) : null}
          </Stack>
        </Paper>
        {revoke.kind === "form" ? <RevokeForm fieldErrors={actionData?.fieldErrors} /> : null}
        {revoke.kind === "reason" ? (
          <Alert color="gray" variant="light" title={m.revokeThisCertificate()}>
            {revoke.reason}
          </Alert>
        ) : null}
        <Anchor href={localizedPath("/verify")}>{m.checkAnother()}</Anchor>
      </Stack>
    </Container>
  );
}

function RevokeForm({ fieldErrors }: { fieldErrors?: Record<string, string> }) {
  const navigation = useNavigation();
  const { formProps, fieldProps } = useFormValidation(revokeCertificateSchema, { serverErrors: fieldErrors });
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" component="section" aria-labelledby="revoke-heading">
      <Form method="post" noValidate {...formProps}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="revoke-heading">
            {m.revokeThisCertificate()}
          </Title>
          <Alert color="orange" variant="light">
            {m.revokeWarning()}
          </Alert>
          <Textarea
            label={m.reason()}
            required
            placeholder={m.reasonPlaceholder()}
            autosize
            minRows={2}
            {...fieldProps("reason")}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={navigation.state === "submitting"}>
              {m.revokeCertificate()}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
