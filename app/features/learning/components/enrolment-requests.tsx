import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { formatNumber } from "~/lib/i18n/format";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { PendingRequestView } from "../enrolment-requests.server";
import * as m from "./messages";

export const ACCEPT_REQUEST_INTENT = "accept-request";
export const DECLINE_REQUEST_INTENT = "decline-request";

/** 'Requests for a place': each pending request with Accept (enrols, mails the student) and Decline. */
export function EnrolmentRequests({ requests, total }: { requests: PendingRequestView[]; total: number }) {
  const navigation = useNavigation();
  const format = useFormatDate();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("requestId") : null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      component="section"
      id="enrolment-requests"
      aria-labelledby="requests-heading"
    >
      <Stack gap="md">
        <Group gap="xs">
          <Title order={2} size="h3" id="requests-heading">
            {m.requestsPlace()}
          </Title>
          {total > 0 ? <Badge color="red.9">{m.waitingCount({ count: formatNumber(total) })}</Badge> : null}
        </Group>
        {requests.length === 0 ? (
          <Text c="var(--campus-text-muted)">{m.noRequestsWaitingStudentsAsk()}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {requests.map((request) => (
              <Paper component="li" key={request.id} withBorder radius="sm" p="md">
                <Stack gap="xs">
                  <div>
                    <Text fw={600}>{request.studentName}</Text>
                    <Text size="sm" c="var(--campus-text-muted)" style={{ overflowWrap: "anywhere" }}>
                      {m.askedOn({ email: request.studentEmail, date: format.date(request.requestedAt) })}
                    </Text>
                  </div>
                  {request.message ? <Text style={{ whiteSpace: "pre-line" }}>{request.message}</Text> : null}
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="requestId" value={request.id} />
                    <Group gap="xs">
                      <Button
                        type="submit"
                        name="intent"
                        value={ACCEPT_REQUEST_INTENT}
                        size="sm"
                        loading={busyId === request.id}
                        aria-label={m.acceptName({ name: request.studentName })}
                      >
                        {m.accept()}
                      </Button>
                      <Button
                        type="submit"
                        name="intent"
                        value={DECLINE_REQUEST_INTENT}
                        size="sm"
                        variant="default"
                        disabled={busyId === request.id}
                        aria-label={m.declineName({ name: request.studentName })}
                      >
                        {m.decline()}
                      </Button>
                    </Group>
                  </Form>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        {total > requests.length ? (
          <Text size="sm" c="var(--campus-text-muted)">
            {m.showingOldest({ shown: formatNumber(requests.length), total: formatNumber(total) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
