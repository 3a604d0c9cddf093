import { Badge, Text } from "@mantine/core";

const STATUS = {
  pending: { label: "Waiting to send", color: "yellow" },
  sent: { label: "Sent", color: "teal" },
  failed: { label: "Failed", color: "red" },
  "not-sent": { label: "Not sent (no SMTP)", color: "gray" },
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
          Next attempt {sendsAt}
        </Text>
      ) : null}
    </>
  );
}
