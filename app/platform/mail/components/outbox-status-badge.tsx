import { Badge, Text } from "@mantine/core";
import * as m from "./messages";

const STATUS = {
  pending: {
    get label() {
      return m.waitingToSend();
    },
    color: "yellow",
  },
  sent: {
    get label() {
      return m.sent();
    },
    color: "teal",
  },
  failed: {
    get label() {
      return m.failed();
    },
    color: "red",
  },
  "not-sent": {
    get label() {
      return m.notSentNoSmtp();
    },
    color: "gray",
  },
} as const;

/** The message's status, and for one waiting to send, when it goes ("Next attempt 28 Nov 2026, 16:05"). */
export function OutboxStatusBadge({ status, sendsAt = null }: { status: string; sendsAt?: string | null }) {
  const shown = STATUS[status as keyof typeof STATUS] ?? { label: status, color: "gray" };
  return (
    <>
      <Badge color={shown.color} variant="light">
        {shown.label}
      </Badge>
      {sendsAt ? (
        <Text size="xs" mt={4}>
          {m.nextAttempt({ sendsAt })}
        </Text>
      ) : null}
    </>
  );
}
