import { Badge, Button, Stack, Table, Text, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { DELETION_PAGE_SIZE, type DeletionRequestView, ERASE_INTENT } from "../privacy-views";
import * as m from "./messages";

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
      <Title order={1}>{m.deletionRequests()}</Title>
      <Text size="sm" c="var(--campus-text-muted)" maw={720}>
        {m.deletionIntro()}
      </Text>
      {requests.length === 0 ? (
        <EmptyState heading={m.noDeletionRequests()} text={m.noDeletionRequestsText()} />
      ) : (
        <ScrollTable label={m.deletionRequests()} minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.person()}</Table.Th>
                <Table.Th>{m.askedOn()}</Table.Th>
                <Table.Th>{m.reason()}</Table.Th>
                <Table.Th>{m.status()}</Table.Th>
                <Table.Th>{m.action()}</Table.Th>
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
                  <Table.Td style={{ whiteSpace: "pre-line" }}>{request.reason || m.noneGiven()}</Table.Td>
                  <Table.Td>
                    <Badge color={request.status === "pending" ? "orange.9" : "gray.8"} variant="filled">
                      {request.status === "pending" ? m.waiting() : m.erased()}
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
                            title: m.eraseTitle(),
                            message: m.eraseMessage({ name: request.name }),
                            confirmLabel: m.erase(),
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
                          {m.erase()}
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
      <ListPagination total={total} pageSize={DELETION_PAGE_SIZE} page={page} label={m.deletionPages()} />
    </Stack>
  );
}
