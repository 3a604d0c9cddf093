import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useFetcher } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import type { listInvitedEmployees } from "../employee-invitations.server";
import { MANAGER_CANCEL_INVITATION_INTENT, MANAGER_RESEND_INVITATION_INTENT } from "../employee-self-service.schema";
import * as m from "./messages";

type InvitedView = Awaited<ReturnType<typeof listInvitedEmployees>>;

function InvitedRow({ person }: { person: InvitedView["invited"][number] }) {
  const fetcher = useFetcher<FormReply>();
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.formError : null;
  return (
    <Stack component="li" gap={4}>
      <Text fw={600}>{person.name}</Text>
      <Text size="sm">{m.invitationSent({ email: person.email, sentOn: person.sentOn })}</Text>
      <fetcher.Form method="post">
        <input type="hidden" name="employeeId" value={person.id} />
        <Group gap="xs">
          <Button
            type="submit"
            name="intent"
            value={MANAGER_RESEND_INVITATION_INTENT}
            size="xs"
            variant="default"
            disabled={!person.canResend}
            loading={fetcher.state !== "idle"}
          >
            {m.resendInvitation()}
          </Button>
          <Button
            type="submit"
            name="intent"
            value={MANAGER_CANCEL_INVITATION_INTENT}
            size="xs"
            variant="subtle"
            color="red"
          >
            {m.withdrawInvitation()}
          </Button>
        </Group>
      </fetcher.Form>
      {refused ? (
        <Text c="var(--campus-danger-strong)" size="sm" role="alert">
          {refused}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * People invited who have not answered (decision 0105-employee-consent): their name, address and
 * when the invitation went, and nothing of their training until they accept.
 */
export function InvitedEmployees({ view }: { view: InvitedView }) {
  if (view.total === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invited-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invited-heading">
          {m.invitedNotYetJoined({ total: view.total })}
        </Title>
        <Text size="sm" c="var(--campus-text-muted)">
          {m.theirTrainingShowsHereOnce()}
          {view.total > view.invited.length ? ` ${m.mostRecentListed({ count: view.invited.length })}` : ""}
        </Text>
        <Stack component="ul" gap="md" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {view.invited.map((person) => (
            <InvitedRow key={person.id} person={person} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
