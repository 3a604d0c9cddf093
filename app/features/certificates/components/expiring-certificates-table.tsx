import { Anchor, Table, Text } from "@mantine/core";
import { ScrollTable } from "~/components/scroll-table";
import type { ExpiringCertificate } from "../expiring-certificates.server";
import { CertificateStatusBadge } from "./certificate-status-badge";

/** The staff list of certificates that expire soon: who, which course, until when, and how soon. */
export function ExpiringCertificatesTable({ certificates }: { certificates: ExpiringCertificate[] }) {
  return (
    <ScrollTable label="Certificates expiring in the next 90 days" minWidth={760}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Course</Table.Th>
            <Table.Th scope="col">Certificate</Table.Th>
            <Table.Th scope="col">Valid until</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
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
                  {certificate.daysLeft === 0
                    ? "Last day today"
                    : `${certificate.daysLeft} ${certificate.daysLeft === 1 ? "day" : "days"} left`}
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
