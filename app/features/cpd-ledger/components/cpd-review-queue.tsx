import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { ReviewQueueView } from "../cpd-activity-review.server";

// Dark enough for AA on white and on a striped row (Mantine's light green and blue text fail on their tint).
const STATUS_COLOURS = {
  pending: "var(--campus-info)",
  approved: "var(--campus-success)",
  rejected: "var(--campus-danger-strong)",
} as const;

const STATUS_CHOICES = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
];

/** The staff queue of external CPD activities: filter by status and body, search by learner, paged. */
export function CpdReviewQueue({ view, search }: { view: ReviewQueueView; search: string }) {
  const { filter } = view;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>CPD activities</Title>
        <Text c="dimmed">
          External activities learners sent with evidence. Approved points count in the learner's CPD ledger and
          transcript.
        </Text>
      </div>
      <Form method="get" role="search">
        <Group align="end" wrap="wrap">
          <NativeSelect label="Status" name="status" defaultValue={filter.status} data={STATUS_CHOICES} />
          <NativeSelect
            label="Accrediting body"
            name="body"
            defaultValue={filter.bodyCode}
            data={[{ value: "", label: "All bodies" }, ...view.bodies.map((b) => ({ value: b.code, label: b.code }))]}
          />
          <TextInput
            label="Learner"
            name="q"
            defaultValue={search}
            key={search}
            placeholder="Name or email"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" variant="default">
            Show
          </Button>
        </Group>
      </Form>
      <Text size="sm" aria-live="polite">
        {view.total === 1 ? "1 activity" : `${view.total} activities`}
      </Text>
      {view.rows.length === 0 ? (
        <EmptyState
          heading="Nothing here"
          text={filter.status === "pending" ? "No activities wait for review." : "No activities match these filters."}
        />
      ) : (
        <ScrollTable label="CPD activities" minWidth={860}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Learner</Table.Th>
                <Table.Th>Activity</Table.Th>
                <Table.Th>Body</Table.Th>
                <Table.Th>Points</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm">{row.learnerName}</Text>
                    <Text size="xs" c="dimmed">
                      {row.learnerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/instructor/cpd-activities/${row.id}`} size="sm">
                      {row.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.categoryLabel}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.bodyCode}</Table.Td>
                  <Table.Td>{row.points}</Table.Td>
                  <Table.Td>{row.dateLabel}</Table.Td>
                  <Table.Td>{row.submittedLabel}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[row.status]} variant="light">
                      {row.statusLabel}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPagination total={view.total} pageSize={view.pageSize} page={view.page} label="Pages of activities" />
    </Stack>
  );
}
