import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { Notice } from "~/components/notice";
import type { FieldErrors } from "~/lib/forms";
import * as m from "../messages";
import { BookingForm } from "./booking-form";

interface EventRegistrationProps {
  event: { id: string; title: string };
  isPast: boolean;
  isCancelled: boolean;
  isFull: boolean;
  /** Other upcoming webinars are listed below. */
  hasOthers: boolean;
  /** A signed-in person's place for this webinar (confirmed, waitlisted, offered); null if none. */
  bookedStatus: string | null;
  /** The form's values: what was sent (after a refusal), else the signed-in person's details. */
  values?: Record<string, string> | null;
  fieldErrors?: FieldErrors;
  formError?: string | null;
}

/**
 * Under the featured webinar on /events: why registration is closed, that the signed-in person is
 * already booked, or the registration form (decision 0075-registration-for-the-region).
 */
export function EventRegistration({
  event,
  isPast,
  isCancelled,
  isFull,
  hasOthers,
  bookedStatus,
  ...form
}: EventRegistrationProps) {
  const chooseAnother = hasOthers ? m.chooseAnother() : null;
  if (isCancelled) {
    return (
      <Notice tone="error" role="status" title={m.webinarCancelled()}>
        {m.webinarCancelledText()} {chooseAnother}
      </Notice>
    );
  }
  if (isPast) {
    return (
      <Notice tone="info" role="status" title={m.registrationClosed()}>
        {m.registrationClosedText()} {chooseAnother}
      </Notice>
    );
  }
  if (bookedStatus) {
    const confirmed = bookedStatus === "confirmed";
    return (
      <Notice tone="info" role="status" title={confirmed ? m.youreBooked() : m.youreOnWaitlist()}>
        {confirmed ? m.bookedText() : m.waitlistedText()}
        <Anchor component={Link} to="/my-learning" fw={600}>
          {m.myLearning()}
        </Anchor>
        .
      </Notice>
    );
  }
  return (
    <BookingForm
      key={event.id}
      eventId={event.id}
      eventTitle={event.title}
      isFull={isFull}
      fieldErrors={form.fieldErrors}
      formError={form.formError}
      values={form.values}
    />
  );
}
