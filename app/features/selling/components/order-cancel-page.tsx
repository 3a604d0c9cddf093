import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link } from "react-router";
import type { RefusedReply } from "~/lib/action-reply";
import { CANCEL_ORDER_INTENT, CANCEL_SEATS_INTENT } from "../fulfilment.schema";
import * as m from "./messages";

/** The cancel page's view (built in app/server/selling-cancellation.server.ts). */
export interface OrderCancelView {
  orderId: string;
  number: string;
  status: string;
  hasInvoice: boolean;
  isUnpaid: boolean;
  policyDays: number;
  isAdmin: boolean;
  seats: {
    id: string;
    description: string;
    attendee: string;
    status: string;
    statusLabel: string;
    starts: string;
    refusal: string | null;
  }[];
}

function policyText(days: number): string {
  return days === 0 ? m.policyUntilDay() : m.policyUntilDaysBefore({ count: days });
}

/**
 * Cancel seats (decision 0083-fulfilment-seats): each seat of the order with whether the policy
 * still lets it go and why not; the buyer ticks seats or cancels the whole order. An admin may
 * cancel outside the policy with a reason.
 */
export function OrderCancelPage({ view, reply }: { view: OrderCancelView; reply?: RefusedReply }) {
  const active = view.seats.filter((seat) => seat.status !== "cancelled");
  const cancellable = active.filter((seat) => seat.refusal === null || view.isAdmin);
  return (
    <Container size="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/my-learning" size="sm">
            {m.backToMyLearning()}
          </Anchor>
          <Title order={1}>{m.cancelSeatsTitle({ number: view.number })}</Title>
          <Text c="var(--campus-text-muted)">{policyText(view.policyDays)}</Text>
        </div>
        {reply?.formError ? (
          <Alert color="red" role="alert" title={m.notCancelled()}>
            {reply.formError}
          </Alert>
        ) : null}
        {view.status === "cancelled" ? (
          <Text>{m.orderIsCancelled()}</Text>
        ) : active.length === 0 ? (
          <Text>{m.nothingLeftToCancel()}</Text>
        ) : (
          <Form method="post">
            <Stack gap="md">
              <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {view.seats.map((seat, index) => (
                  <Paper key={seat.id} component="li" withBorder p="sm" radius="md">
                    <Stack gap={4}>
                      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                        {seat.status === "cancelled" || view.isUnpaid ? (
                          <Text fw={600} style={{ overflowWrap: "anywhere", flex: "1 1 14rem" }}>
                            {seat.description}
                          </Text>
                        ) : (
                          <Checkbox
                            name="seatId"
                            value={seat.id}
                            disabled={seat.refusal !== null && !view.isAdmin}
                            label={m.seatLabel({ seat: index + 1, description: seat.description })}
                            style={{ overflowWrap: "anywhere", flex: "1 1 14rem" }}
                          />
                        )}
                        <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                          {seat.statusLabel}
                        </Badge>
                      </Group>
                      <Text size="sm" c="var(--campus-text-muted)">
                        {[seat.attendee || m.noOneNamed(), seat.starts].filter(Boolean).join(" · ")}
                      </Text>
                      {seat.refusal && seat.status !== "cancelled" ? (
                        <Text size="sm" c="var(--campus-danger-strong)">
                          {seat.refusal}
                        </Text>
                      ) : null}
                    </Stack>
                  </Paper>
                ))}
              </Stack>
              {view.isAdmin ? (
                <TextInput
                  name="overrideReason"
                  label={m.overrideReason()}
                  description={m.overrideReasonHint()}
                  maxLength={300}
                  defaultValue={reply?.values?.overrideReason ?? ""}
                />
              ) : null}
              <Group gap="sm" wrap="wrap">
                {view.isUnpaid ? null : (
                  <Button type="submit" name="intent" value={CANCEL_SEATS_INTENT} disabled={cancellable.length === 0}>
                    {m.cancelChosenSeats()}
                  </Button>
                )}
                <Button
                  type="submit"
                  name="intent"
                  value={CANCEL_ORDER_INTENT}
                  color="red"
                  variant={view.isUnpaid ? "filled" : "light"}
                  disabled={cancellable.length < active.length}
                >
                  {m.cancelWholeOrder()}
                </Button>
              </Group>
              {view.hasInvoice ? (
                <Text size="sm" c="var(--campus-text-muted)">
                  {m.creditNoteIssued()}
                </Text>
              ) : null}
            </Stack>
          </Form>
        )}
      </Stack>
    </Container>
  );
}
