import { Anchor, Table, Text } from "@mantine/core";
import { ScrollTable } from "~/components/scroll-table";
import type { ExpiringCertificate } from "../expiring-certificates.server";
import { CertificateStatusBadge } from "./certificate-status-badge";
import * as m from "./messages";

/** The staff list of certificates that expire soon: who, which course, until when, and how soon. */
export function ExpiringCertificatesTable({ certificates }: { certificates: ExpiringCertificate[] }) {
  return (
    <ScrollTable label={m.certificatesExpiringNext90Days()} minWidth={760}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.name()}</Table.Th>
            <Table.Th scope="col">{m.course()}</Table.Th>
            <Table.Th scope="col">{m.certificate()}</Table.Th>
            <Table.Th scope="col">{m.validUntil()}</Table.Th>
            <Table.Th scope="col">{m.status()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {certificate.recipientName}
                </Text>
                {certificate.recipientEmail ? (
                  <Anchor href={`mailto:${certificate.recipientEmail}`} size="sm">
                    {certificate.recipientEmail}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>{certificate.courseName}</Table.Td>
              <Table.Td>
                <Anchor href={`/verify/${encodeURIComponent(certificate.verificationCode)}`} size="sm">
                  {certificate.certificateNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{certificate.validUntil}</Text>
                <Text size="sm" c="var(--campus-text-soft)">
                  {certificate.daysLeft === 0 ? m.lastDayToday() : m.daysLeft({ count: certificate.daysLeft })}
                </Text>
              </Table.Td>
              <Table.Td>
                <CertificateStatusBadge status={certificate.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
