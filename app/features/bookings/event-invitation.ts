import { buildCalendarInvitation } from "~/features/events/calendar-invitation";
import { type EventDetails, eventEndsAt, eventStartsAt } from "~/features/events/event-details";
import type { EmailAttachment } from "~/platform/mail/mail.server";

function daysBetween(dateFrom: string, dateTo: string): number {
  return Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000) + 1;
}

export interface EventInvitationOptions {
  baseUrl: string;
  siteName: string;
  organizerEmail: string;
  timeZone: string;
  now?: Date;
  /** PUBLISH for the first invitation, REQUEST for an update, CANCEL when the event is cancelled. */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  attendee?: { name: string; email: string };
}

/**
 * The event's calendar invitation. The UID is the event's, so an update (REQUEST, the event's
 * calendar_sequence as SEQUENCE) or a cancellation (CANCEL) replaces the invitation already in a
 * calendar instead of adding a second entry.
 */
export function buildEventInvitation(event: EventDetails, options: EventInvitationOptions): string {
  const host = new URL(options.baseUrl).hostname;
  const firstSessionEnds = eventEndsAt({ dateTo: event.dateFrom, timeTo: event.timeTo }, options.timeZone);
  const descriptionLines = [event.subTitle, "", event.description];
  if (event.teamsLink) descriptionLines.push("", `Join on Microsoft Teams: ${event.teamsLink}`);
  descriptionLines.push("", `Details: ${options.baseUrl}/events?event=${event.id}`);
  return buildCalendarInvitation({
    uid: `event-${event.id}@${host}`,
    createdAt: options.now ?? new Date(),
    startsAt: eventStartsAt(event, options.timeZone),
    endsAt: firstSessionEnds,
    timeZone: options.timeZone,
    dailySessions: daysBetween(event.dateFrom, event.dateTo),
    summary: event.title,
    description: descriptionLines.join("\n"),
    location: event.location,
    url: event.teamsLink,
    organizer: { name: options.siteName, email: options.organizerEmail },
    method: options.method,
    sequence: event.calendarSequence,
    attendee: options.attendee,
  });
}

/** The invitation as a mail attachment (invite.ics, or cancel.ics for a cancellation). */
export function invitationAttachment(event: EventDetails, options: EventInvitationOptions): EmailAttachment {
  const method = options.method ?? "PUBLISH";
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(buildEventInvitation(event, options), "utf8").toString("base64"),
  };
}
