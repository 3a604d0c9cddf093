import { Badge, type BadgeProps } from "@mantine/core";
import { CERTIFICATE_STATUS_LOOK, type CertificateStatus } from "../certificate-status";

/** The status as a word on a colour that passes AA with white text: never colour alone. */
export function CertificateStatusBadge({ status, ...props }: { status: CertificateStatus } & BadgeProps) {
  const look = CERTIFICATE_STATUS_LOOK[status];
  return (
    <Badge variant="filled" color={look.color} {...props}>
      {look.label}
    </Badge>
  );
}
