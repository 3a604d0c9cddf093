import { TextInput } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import cell from "~/components/data-table.module.css";
import { PlainButton } from "~/components/plain-button";
import { OVERRIDE_REASON_FIELD } from "../attendance.schema";
import { MARK_ATTENDANCE_INTENT } from "../attendance-intent";
import * as m from "../messages";
import classes from "./attendance-toggle.module.css";

interface AttendanceToggleProps {
  eventId: string;
  bookingId: string;
  attendeeName: string;
  attended: boolean;
}

type MarkReply = { ok: false; formError: string | null; fieldErrors: Record<string, string> } | { ok: true };

const REASON_FIELD = OVERRIDE_REASON_FIELD;

/**
 * One person's attendance on manage-events: a button that marks them present, or, once marked,
 * says so and takes it back when pressed. A plain form post, so it works before the page's script
 * has loaded; with it, the button shows the new state at once. Marking outside the event's rules
 * is refused with why, and the same form then asks for the override's reason (decision
 * 0073-check-in-window).
 */
export function AttendanceToggle({ eventId, bookingId, attendeeName, attended }: AttendanceToggleProps) {
  const fetcher = useFetcher<MarkReply>();
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const needsReason = refused?.fieldErrors?.[REASON_FIELD] !== undefined;
  const pending = fetcher.formData?.get("attended");
  const shownAttended = pending === undefined || pending === null ? attended : pending === "true";
  const label = shownAttended ? m.attendedState() : m.markAttended();
  return (
    // The form is the column (Mantine's Stack gap 6, align start): hidden inputs take no place in it.
    <fetcher.Form method="post" className={cell.stack} data-gap="6" data-align="start">
      <input type="hidden" name="intent" value={MARK_ATTENDANCE_INTENT} />
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="attended" value={shownAttended ? "false" : "true"} />
      {needsReason && !shownAttended ? (
        <TextInput
          name={REASON_FIELD}
          size="xs"
          label={m.reasonForAttended({ name: attendeeName })}
          description={refused?.formError ?? undefined}
          error={refused?.fieldErrors[REASON_FIELD]}
          maxLength={500}
          required
          autoFocus
        />
      ) : refused?.formError ? (
        <p className={`${cell.text} ${classes.refusal}`} data-size="xs" role="alert">
          {refused.formError}
        </p>
      ) : null}
      {/* Plain: a Mantine Button and Stack per booking row were ~1.1 kB of markup each (decision 0128-list-rows). */}
      <PlainButton
        type="submit"
        size="compact-sm"
        variant={shownAttended ? "success" : "default"}
        leftSection={shownAttended ? <IconCircleCheck size={14} aria-hidden /> : null}
        aria-pressed={shownAttended}
        aria-label={`${needsReason && !shownAttended ? m.markAttendedWithReason() : label}: ${attendeeName}`}
      >
        {needsReason && !shownAttended ? m.markAttendedWithReason() : label}
      </PlainButton>
    </fetcher.Form>
  );
}
