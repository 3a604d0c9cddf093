import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCertificate } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import type { EventCertificatesPanelView } from "../event-certificates-view.server";
import { ISSUE_EVENT_CERTIFICATES_INTENT } from "../issue-event-certificates-intent";

interface IssueReply {
  ok: boolean;
  formError?: string | null;
  intent?: string;
  issued?: number;
  alreadyIssued?: number;
}

const certificates = (count: number) => `${count} ${count === 1 ? "certificate" : "certificates"}`;

/** What Issue certificates did: how many were issued now and how many attendees already had one. */
function resultText(issued: number, alreadyIssued: number): string {
  const had = `${alreadyIssued} ${alreadyIssued === 1 ? "attendee" : "attendees"} already had one`;
  return `${certificates(issued)} issued and emailed; ${had}.`;
}

/**
 * Manage-events' "Issue certificates" for the selected event (decision 0043): after a confirmation
 * that says how many will be issued, every qualifying attendee without a certificate receives one
 * by email. Available once the event has started; a cancelled event issues none.
 */
export function EventCertificatesPanel({ panel }: { panel: EventCertificatesPanelView }) {
  const fetcher = useFetcher<IssueReply>();
  const reply = fetcher.data;
  const busy = fetcher.state !== "idle";
  const canIssue = panel.hasStarted && !panel.isCancelled && panel.toIssue > 0;
  const issue = async () => {
    const confirmed = await confirmAction({
      title: "Issue certificates",
      message: `Issue ${certificates(panel.toIssue)} for "${panel.eventTitle}"? Each qualifying attendee receives theirs by email with the PDF attached.`,
      confirmLabel: "Issue certificates",
    });
    if (confirmed) {
      fetcher.submit({ intent: ISSUE_EVENT_CERTIFICATES_INTENT, eventId: panel.eventId }, { method: "post" });
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="certificates-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="certificates-heading">
          Certificates
        </Title>
        <Text size="sm">
          {panel.cpdSummary ?? "No CPD points set for this event (edit the event to add them)."}{" "}
          {panel.isAutomatic ? "Certificates are issued automatically once the event has ended." : null}
        </Text>
        <Text size="sm" data-testid="certificate-counts">
          {certificates(panel.alreadyIssued)} issued · {panel.toIssue} qualifying{" "}
          {panel.toIssue === 1 ? "attendee has" : "attendees have"} none yet
        </Text>
        {panel.isCancelled ? <Text size="sm">This event was cancelled, so it issues no certificates.</Text> : null}
        {!panel.isCancelled && !panel.hasStarted ? (
          <Text size="sm">Certificates can be issued once the event has started ({panel.startsAt}).</Text>
        ) : null}
        <Group>
          <Button
            leftSection={<IconCertificate size={16} aria-hidden="true" />}
            disabled={!canIssue}
            loading={busy}
            onClick={issue}
          >
            Issue certificates
          </Button>
        </Group>
        {reply && !reply.ok && reply.formError ? (
          <Alert color="red" role="alert" title="No certificates issued">
            {reply.formError}
          </Alert>
        ) : null}
        {reply?.ok ? (
          <Alert color="teal" role="status" title="Certificates issued">
            {resultText(reply.issued ?? 0, reply.alreadyIssued ?? 0)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
