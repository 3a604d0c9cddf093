import { Badge } from "@mantine/core";

const STATUS = {
  pending: { label: "Waiting to send", color: "yellow" },
  sent: { label: "Sent", color: "teal" },
  failed: { label: "Failed", color: "red" },
  "not-sent": { label: "Not sent (no SMTP)", color: "gray" },
} as const;

export function OutboxStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status as keyof typeof STATUS] ?? { label: status, color: "gray" };
  return (
    <Badge color={shown.color} variant="light">
      {shown.label}
    </Badge>
  );
}
