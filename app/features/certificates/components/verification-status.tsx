import { Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconRefresh } from "@tabler/icons-react";
import { formatNumber } from "~/lib/i18n/format";
import { CERTIFICATE_STATUS_LOOK, EXPIRING_WITHIN_DAYS } from "../certificate-status";
import type { CertificateVerificationView } from "../certificate-verification.server";
import { CertificateStatusBadge } from "./certificate-status-badge";
import * as m from "./messages";

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
      return validUntil ? m.validUntilIssuer({ issuer, date: validUntil }) : m.validIssuer({ issuer });
    case "expiring":
      return m.expiringIssuer({ issuer, date: validUntil ?? "", days: formatNumber(EXPIRING_WITHIN_DAYS) });
    case "expired":
      return m.expiredIssuer({ issuer, date: validUntil ?? "" });
    case "renewed":
      return validUntil
        ? m.renewedIssuerValid({ renewed: certificate.renewedOn ?? "", issuer, date: validUntil })
        : m.renewedIssuer({ renewed: certificate.renewedOn ?? "", issuer });
    case "revoked":
      return m.revokedIssuer({ issuer, date: certificate.revokedOn ?? "" });
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
            {m.status()}
          </Text>
          <CertificateStatusBadge status={certificate.status} size="xl" data-testid="certificate-status" />
        </Stack>
      </Group>
      <Text>{statusSentence(certificate)}</Text>
    </>
  );
}
