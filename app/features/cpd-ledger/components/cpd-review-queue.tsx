import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { ReviewQueueView } from "../cpd-activity-review.server";
import * as m from "./messages";

// Dark enough for AA on white and on a striped row (Mantine's light green and blue text fail on their tint).
const STATUS_COLOURS = {
  pending: "var(--campus-info)",
  approved: "var(--campus-success)",
  rejected: "var(--campus-danger-strong)",
} as const;

const statusChoices = () => [
  { value: "pending", label: m.statusPending() },
  { value: "approved", label: m.statusApproved() },
  { value: "rejected", label: m.statusRejected() },
  { value: "all", label: m.statusAll() },
];

/** The staff queue of external CPD activities: filter by status and body, search by learner, paged. */
export function CpdReviewQueue({ view, search }: { view: ReviewQueueView; search: string }) {
  const { filter } = view;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{m.cpdActivities()}</Title>
        <Text c="dimmed">{m.externalActivitiesLearnersSentEvidence()}</Text>
      </div>
      <Form method="get" role="search">
        <Group align="end" wrap="wrap">
          <NativeSelect label={m.status()} name="status" defaultValue={filter.status} data={statusChoices()} />
          <NativeSelect
            label={m.accreditingBody()}
            name="body"
            defaultValue={filter.bodyCode}
            data={[{ value: "", label: m.allBodies() }, ...view.bodies.map((b) => ({ value: b.code, label: b.code }))]}
          />
          <TextInput
            label={m.learner()}
            name="q"
            defaultValue={search}
            key={search}
            placeholder={m.nameOrEmail()}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" variant="default">
            {m.show()}
          </Button>
        </Group>
      </Form>
      <Text size="sm" aria-live="polite">
        {m.activityCount({ count: view.total })}
      </Text>
      {view.rows.length === 0 ? (
        <EmptyState
          heading={m.nothingHere()}
          text={filter.status === "pending" ? m.noActivitiesWaitReview() : m.noActivitiesMatchTheseFilters()}
        />
      ) : (
        <ScrollTable label={m.cpdActivities()} minWidth={860}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.learner()}</Table.Th>
                <Table.Th>{m.activity()}</Table.Th>
                <Table.Th>{m.body()}</Table.Th>
                <Table.Th>{m.points()}</Table.Th>
                <Table.Th>{m.date()}</Table.Th>
                <Table.Th>{m.sent()}</Table.Th>
                <Table.Th>{m.status()}</Table.Th>
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
      <ListPagination total={view.total} pageSize={view.pageSize} page={view.page} label={m.pagesOfActivities()} />
    </Stack>
  );
}
