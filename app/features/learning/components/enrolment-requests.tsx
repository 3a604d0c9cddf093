import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { PendingRequestView } from "../enrolment-requests.server";

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
            Requests for a place
          </Title>
          {total > 0 ? <Badge color="red.9">{total} waiting</Badge> : null}
        </Group>
        {requests.length === 0 ? (
          <Text c="var(--campus-text-muted)">
            No requests are waiting. Students ask for a place from the course's public page when it is not open for
            self-enrolment.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {requests.map((request) => (
              <Paper component="li" key={request.id} withBorder radius="sm" p="md">
                <Stack gap="xs">
                  <div>
                    <Text fw={600}>{request.studentName}</Text>
                    <Text size="sm" c="var(--campus-text-muted)" style={{ overflowWrap: "anywhere" }}>
                      {request.studentEmail} · asked on {format.date(request.requestedAt)}
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
                        aria-label={`Accept ${request.studentName}`}
                      >
                        Accept
                      </Button>
                      <Button
                        type="submit"
                        name="intent"
                        value={DECLINE_REQUEST_INTENT}
                        size="sm"
                        variant="default"
                        disabled={busyId === request.id}
                        aria-label={`Decline ${request.studentName}`}
                      >
                        Decline
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
            Showing the {requests.length} oldest of {total} requests: answer these to see the rest.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
