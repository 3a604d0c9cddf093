import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCertificate } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import type { EventCertificatesPanelView } from "../event-certificates-view.server";
import { ISSUE_EVENT_CERTIFICATES_INTENT } from "../issue-event-certificates-intent";
import * as m from "./messages";

interface IssueReply {
  ok: boolean;
  formError?: string | null;
  intent?: string;
  issued?: number;
  alreadyIssued?: number;
}

const certificates = (count: number) => m.certificateCount({ count });

/** What Issue certificates did: how many were issued now and how many attendees already had one. */
function resultText(issued: number, alreadyIssued: number): string {
  return m.issuedAndEmailed({ certificates: certificates(issued), had: m.attendeesHadOne({ count: alreadyIssued }) });
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
      title: m.issueCertificates(),
      message: m.issueConfirm({ certificates: certificates(panel.toIssue), event: panel.eventTitle }),
      confirmLabel: m.issueCertificates(),
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
          {m.certificates()}
        </Title>
        <Text size="sm">
          {panel.cpdSummary ?? m.noCpdPointsSetEvent()}{" "}
          {panel.isAutomatic ? m.certificatesIssuedAutomaticallyOnceEvent() : null}
        </Text>
        <Text size="sm" data-testid="certificate-counts">
          {m.issuedQualifying({ issued: certificates(panel.alreadyIssued), count: panel.toIssue })}
        </Text>
        {panel.isCancelled ? <Text size="sm">{m.eventCancelledSoIssuesNo()}</Text> : null}
        {!panel.isCancelled && !panel.hasStarted ? (
          <Text size="sm">{m.issuedOnceStarted({ date: panel.startsAt })}</Text>
        ) : null}
        <Group>
          <Button
            leftSection={<IconCertificate size={16} aria-hidden="true" />}
            disabled={!canIssue}
            loading={busy}
            onClick={issue}
          >
            {m.issueCertificates()}
          </Button>
        </Group>
        {reply && !reply.ok && reply.formError ? (
          <Alert color="red" role="alert" title={m.noCertificatesIssued()}>
            {reply.formError}
          </Alert>
        ) : null}
        {reply?.ok ? (
          <Alert color="teal" role="status" title={m.certificatesIssued()}>
            {resultText(reply.issued ?? 0, reply.alreadyIssued ?? 0)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
