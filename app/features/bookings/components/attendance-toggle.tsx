import { Button } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import { MARK_ATTENDANCE_INTENT } from "../attendance-intent";

interface AttendanceToggleProps {
  eventId: string;
  bookingId: string;
  attendeeName: string;
  attended: boolean;
}

/**
 * One person's attendance on manage-events: a button that marks them present, or, once marked,
 * says so and takes it back when pressed. A plain form post, so it works before the page's script
 * has loaded; with it, the button shows the new state at once.
 */
export function AttendanceToggle({ eventId, bookingId, attendeeName, attended }: AttendanceToggleProps) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("attended");
  const shownAttended = pending === undefined || pending === null ? attended : pending === "true";
  const label = shownAttended ? "Attended" : "Mark attended";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={MARK_ATTENDANCE_INTENT} />
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="attended" value={shownAttended ? "false" : "true"} />
      <Button
        type="submit"
        size="compact-sm"
        variant={shownAttended ? "filled" : "default"}
        color={shownAttended ? "#1e6b30" : undefined}
        leftSection={shownAttended ? <IconCircleCheck size={14} aria-hidden /> : null}
        aria-pressed={shownAttended}
        aria-label={`${label}: ${attendeeName}`}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
