import { Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconRefresh } from "@tabler/icons-react";
import { CERTIFICATE_STATUS_LOOK, EXPIRING_WITHIN_DAYS } from "../certificate-status";
import type { CertificateVerificationView } from "../certificate-verification.server";
import { CertificateStatusBadge } from "./certificate-status-badge";

const ICONS = {
  valid: IconCircleCheck,
  expiring: IconAlertTriangle,
  expired: IconCircleX,
  revoked: IconCircleX,
  renewed: IconRefresh,
} as const;

/** What the status means, in words, for someone checking the certificate. */
function statusSentence(certificate: CertificateVerificationView): string {
  const { issuer, validUntil } = certificate;
  switch (certificate.status) {
    case "valid":
      return validUntil
        ? `This certificate is valid: it was issued by ${issuer} and is valid until ${validUntil}.`
        : `This certificate is valid: it was issued by ${issuer}.`;
    case "expiring":
      return `This certificate was issued by ${issuer} and is valid until ${validUntil}, which is within ${EXPIRING_WITHIN_DAYS} days. It expires after that day; completing the renewal gives the holder a new certificate.`;
    case "expired":
      return `This certificate was issued by ${issuer} and was valid until ${validUntil}: it has expired.`;
    case "renewed":
      return `This certificate was renewed on ${certificate.renewedOn}: ${issuer} issued the same person a newer certificate for this course.${validUntil ? ` This one was valid until ${validUntil}.` : ""}`;
    case "revoked":
      return `This certificate was revoked by ${issuer} on ${certificate.revokedOn} and is no longer valid.`;
  }
}

/** The verify page's status: an icon, the status word on its colour, and a sentence. */
export function VerificationStatus({ certificate }: { certificate: CertificateVerificationView }) {
  const Icon = ICONS[certificate.status];
  return (
    <>
      <Group gap="sm">
        <Icon size={36} color={CERTIFICATE_STATUS_LOOK[certificate.status].color} aria-hidden="true" />
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Status
          </Text>
          <CertificateStatusBadge status={certificate.status} size="xl" data-testid="certificate-status" />
        </Stack>
      </Group>
      <Text>{statusSentence(certificate)}</Text>
    </>
  );
}
