import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { ScrollTable } from "~/components/scroll-table";
import { showToast } from "~/components/toast-from-server";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { REMOVE_USER_INTENT } from "../course-details-intents";
import type { EnrolledUserRow } from "../cpd-course-views";
import type { CourseDetailsActionResult } from "./course-details-types";
import * as m from "./messages";
import { issueQuestion, useConfirmedCertificatePost } from "./use-confirmed-certificate-post";

interface EnrolledUsersTableProps {
  courseId: string;
  users: EnrolledUserRow[];
  onEdit: (user: EnrolledUserRow) => void;
}

/** The enrolled users: a card each on phones, a table on wider screens. */
export function EnrolledUsersTable({ courseId, users, onEdit }: EnrolledUsersTableProps) {
  const remover = useFetcher<CourseDetailsActionResult>({ key: REMOVE_USER_INTENT });
  const format = useFormatDate();
  const handled = useRef(remover.data);
  useEffect(() => {
    const result = remover.data;
    if (remover.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) showToast(result.message);
    else showToast(result.formError ?? m.userCouldNotBeRemoved(), "error");
  }, [remover.state, remover.data]);
  const remove = async (user: EnrolledUserRow) => {
    const confirmed = await confirmAction({
      title: m.removeUser(),
      message: m.removeUserQuestion({ name: user.name }),
      confirmLabel: m.remove(),
    });
    if (confirmed) remover.submit({ intent: REMOVE_USER_INTENT, enrolledUserId: user.id }, { method: "post" });
  };
  const rowParts = (user: EnrolledUserRow) => ({
    name: <UserNameButton user={user} onEdit={onEdit} />,
    certificate: <CertificateCell user={user} />,
    actions: <UserActions courseId={courseId} user={user} onRemove={remove} />,
  });
  return (
    <>
      {/* Phones get one card per user; wider screens the table. */}
      <Stack gap="sm" hiddenFrom="sm">
        {users.map((user) => {
          const parts = rowParts(user);
          return (
            <Paper key={user.id} withBorder p="sm" radius="md">
              <Stack gap={4}>
                {parts.name}
                <Text size="sm">{format.date(user.completionDate)}</Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {user.email}
                </Text>
                {parts.certificate}
                {parts.actions}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Box visibleFrom="sm">
        <ScrollTable label={m.enrolledUsers()} minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.name()}</Table.Th>
                <Table.Th>{m.date()}</Table.Th>
                <Table.Th>{m.email()}</Table.Th>
                <Table.Th>{m.certificate()}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{m.actions()}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => {
                const parts = rowParts(user);
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>{parts.name}</Table.Td>
                    <Table.Td>{format.date(user.completionDate)}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{parts.certificate}</Table.Td>
                    <Table.Td>{parts.actions}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Box>
    </>
  );
}

function UserNameButton({ user, onEdit }: { user: EnrolledUserRow; onEdit: (user: EnrolledUserRow) => void }) {
  return (
    <UnstyledButton
      onClick={() => onEdit(user)}
      aria-label={m.editNamed({ name: user.name })}
      fw={600}
      c="var(--campus-link)"
      td="underline"
      style={{ alignSelf: "flex-start" }}
    >
      {user.name}
    </UnstyledButton>
  );
}

function CertificateCell({ user }: { user: EnrolledUserRow }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{user.certificateNumber}</Text>
      {user.certificate ? (
        user.certificate.isRevoked ? (
          <Badge color="red.9" variant="filled">
            {m.revoked()}
          </Badge>
        ) : (
          <Anchor href={`/verify/${user.certificate.verificationCode}`} size="sm" target="_blank">
            {m.verificationPage()}
          </Anchor>
        )
      ) : null}
    </Stack>
  );
}

function UserActions({
  courseId,
  user,
  onRemove,
}: {
  courseId: string;
  user: EnrolledUserRow;
  onRemove: (user: EnrolledUserRow) => void;
}) {
  const confirmThenPost = useConfirmedCertificatePost(
    issueQuestion({
      total: 1,
      alreadyIssued: user.certificate && !user.certificate.isRevoked ? 1 : 0,
      subject: user.name,
    }),
  );
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <form
        method="post"
        action={`/course-details/${courseId}/certificates/${user.id}`}
        target="_blank"
        rel="noopener"
        onSubmit={confirmThenPost}
      >
        <Button type="submit" size="xs" variant="light" aria-label={m.generateCertificateFor({ name: user.name })}>
          {m.generateCertificate()}
        </Button>
      </form>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={() => onRemove(user)}
        aria-label={m.removeNamed({ name: user.name })}
      >
        {m.remove()}
      </Button>
    </Group>
  );
}
