import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { ScrollTable } from "~/components/scroll-table";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { IssuedCertificateRow } from "../cpd-course-views";

/** Every certificate issued for this course, from enrolments and from the certificate form. */
export function IssuedCertificates({ certificates }: { certificates: IssuedCertificateRow[] }) {
  const format = useFormatDate();
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="issued-certificates"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="issued-certificates">
          Issued certificates ({certificates.length})
        </Title>
        <ScrollTable label="Issued certificates" minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Issued</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Links</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {certificates.map((certificate) => (
                <Table.Tr key={certificate.id}>
                  <Table.Td>{certificate.number}</Table.Td>
                  <Table.Td>
                    {certificate.name}
                    {certificate.source === "form" ? (
                      <Text span size="xs" c="dimmed">
                        {" "}
                        (certificate form)
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{format.date(certificate.issuedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={certificate.isRevoked ? "red.9" : "teal.9"} variant="filled">
                      {certificate.isRevoked ? "Revoked" : "Valid"}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor href={`/certificates/${certificate.id}/pdf`} target="_blank" size="sm">
                        PDF<VisuallyHidden> of certificate {certificate.number}</VisuallyHidden>
                      </Anchor>
                      <Anchor href={`/verify/${certificate.verificationCode}`} target="_blank" size="sm">
                        Verify<VisuallyHidden> certificate {certificate.number}</VisuallyHidden>
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Paper>
  );
}
