import { Anchor, Badge, Button, Stack, Table, Text } from "@mantine/core";
import { Form } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { VERSION_FIELD } from "~/lib/record-version";
import type { EnquiryView } from "../admin-enquiries.server";

/** The admin's enquiries, newest first; each row's button flips it between new and handled. */
export function EnquiriesTable({ enquiries, listPath }: { enquiries: EnquiryView[]; listPath: string }) {
  return (
    <ScrollTable label="Enquiries" minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {enquiries.map((enquiry) => (
            <Table.Tr key={enquiry.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{enquiry.receivedAt}</Table.Td>
              <Table.Td>{enquiry.kindLabel}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={700}>
                  {enquiry.name}
                </Text>
                <Text size="sm">
                  {enquiry.designation}, {enquiry.company}
                </Text>
                <Anchor href={`mailto:${enquiry.email}`} size="sm">
                  {enquiry.email}
                </Anchor>
                <Text size="sm">{enquiry.phone}</Text>
              </Table.Td>
              <Table.Td maw={420}>
                {enquiry.courseName ? <Text size="sm">Course: {enquiry.courseName}</Text> : null}
                {enquiry.numberOfPeople !== null ? (
                  <Text size="sm">Number of people: {enquiry.numberOfPeople}</Text>
                ) : null}
                {enquiry.appointmentType ? <Text size="sm">Appointment type: {enquiry.appointmentType}</Text> : null}
                <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                  {enquiry.message}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start">
                  {/* Dark shades: white badge text on them passes AA contrast. */}
                  <Badge color={enquiry.isHandled ? "#1e6b30" : "#8a3a00"} variant="filled">
                    {enquiry.statusLabel}
                  </Badge>
                  <Form method="post" action={listPath}>
                    <input type="hidden" name="id" value={enquiry.id} />
                    <input type="hidden" name={VERSION_FIELD} value={enquiry.version} />
                    <input type="hidden" name="status" value={enquiry.isHandled ? "new" : "handled"} />
                    <Button type="submit" size="xs" variant="light">
                      {enquiry.isHandled ? "Mark as new" : "Mark handled"}
                    </Button>
                  </Form>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
