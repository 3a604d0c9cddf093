import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { KeysetNav } from "~/components/keyset-nav";
import { ScrollTable } from "~/components/scroll-table";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { CERTIFICATES_AFTER } from "../course-details-intents";
import type { IssuedCertificateRow } from "../cpd-course-views";
import * as m from "./messages";

/**
 * The certificates issued for this course, from enrolments and from the certificate form: 25 a page,
 * newest first; the heading counts them all.
 */
export function IssuedCertificates({
  certificates,
  total,
  next,
}: {
  certificates: IssuedCertificateRow[];
  total: number;
  /** The next page's ?certificates-after=, or null on the last page. */
  next: string | null;
}) {
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
          {m.issuedCertificatesCount({ count: total })}
        </Title>
        <ScrollTable label={m.issuedCertificates()} minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.number()}</Table.Th>
                <Table.Th>{m.name()}</Table.Th>
                <Table.Th>{m.issued()}</Table.Th>
                <Table.Th>{m.status()}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{m.links()}</VisuallyHidden>
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
                        {m.certificateForm()}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{format.date(certificate.issuedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={certificate.isRevoked ? "red.9" : "teal.9"} variant="filled">
                      {certificate.isRevoked ? m.revoked() : m.valid()}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor href={`/certificates/${certificate.id}/pdf`} target="_blank" size="sm">
                        {m.pdf()}
                        <VisuallyHidden>{m.pdfOfCertificate({ number: certificate.number })}</VisuallyHidden>
                      </Anchor>
                      <Anchor href={`/verify/${certificate.verificationCode}`} target="_blank" size="sm">
                        {m.verify()}
                        <VisuallyHidden>{m.verifyCertificate({ number: certificate.number })}</VisuallyHidden>
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <KeysetNav next={next} label={m.pagesOfIssuedCertificates()} parameter={CERTIFICATES_AFTER} />
      </Stack>
    </Paper>
  );
}
