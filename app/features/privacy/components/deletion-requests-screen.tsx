import { Badge, Button, Stack, Table, Text, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { DELETION_PAGE_SIZE, type DeletionRequestView, ERASE_INTENT } from "../privacy-views";

/** Admin: people's deletion requests, waiting first; Erase personal data handles one. */
export function DeletionRequestsScreen({
  requests,
  total,
  page,
}: {
  requests: DeletionRequestView[];
  total: number;
  page: number;
}) {
  const format = useFormatDate();
  const navigation = useNavigation();
  return (
    <Stack gap="md">
      <Title order={1}>Deletion requests</Title>
      <Text size="sm" c="var(--campus-text-muted)" maw={720}>
        Erasing removes the person's name, contact details, enquiries, form answers and CPD activities and closes their
        account. Issued certificates stay verifiable by number, course, date and status, without personal details. Each
        erasure is written to the access log.
      </Text>
      {requests.length === 0 ? (
        <EmptyState heading="No deletion requests" text="Requests people make from their profile appear here." />
      ) : (
        <ScrollTable label="Deletion requests" minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Asked on</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {request.name}
                    </Text>
                    <Text size="sm">{request.email}</Text>
                  </Table.Td>
                  <Table.Td>{format.dateTime(request.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "pre-line" }}>{request.reason || "None given"}</Table.Td>
                  <Table.Td>
                    <Badge color={request.status === "pending" ? "orange.9" : "gray.8"} variant="filled">
                      {request.status === "pending" ? "Waiting" : "Erased"}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {request.status === "pending" ? (
                      <Form
                        method="post"
                        onSubmit={async (event) => {
                          const form = event.currentTarget;
                          event.preventDefault();
                          const confirmed = await confirmAction({
                            title: "Erase personal data?",
                            message: `Erase the personal data of ${request.name}? This cannot be undone.`,
                            confirmLabel: "Erase personal data",
                            danger: true,
                          });
                          if (confirmed) form.submit();
                        }}
                      >
                        <input type="hidden" name="intent" value={ERASE_INTENT} />
                        <input type="hidden" name="requestId" value={request.id} />
                        <Button
                          type="submit"
                          size="xs"
                          color="red.8"
                          loading={navigation.formData?.get("requestId") === request.id}
                        >
                          Erase personal data
                        </Button>
                      </Form>
                    ) : (
                      <Text size="sm">{request.handledAt ? format.dateTime(request.handledAt) : ""}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPagination total={total} pageSize={DELETION_PAGE_SIZE} page={page} label="Pages of deletion requests" />
    </Stack>
  );
}
