import type { EventDetails } from "~/features/events/event-details";
import { formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { countryLabel } from "~/lib/countries";
import type { EmailAttachment, EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { BookingFormInput } from "./booking.schema";

interface BookingEmailContext {
  booking: Pick<BookingFormInput, "name" | "surname" | "email">;
  event: EventDetails;
  siteName: string;
  notificationEmail: string;
  baseUrl: string;
  /** The site's zone: the event's times are named in it ("09:00 – 12:30 (SAST)"). */
  timeZone: string;
}

function bookingDetails(booking: BookingFormInput): Array<[string, string]> {
  return [
    ["Name", `${booking.name} ${booking.surname}`],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["HPCSA number", booking.hpcsa ?? "Not given"],
    ["Country", countryLabel(booking.country)],
    // Asked in South Africa only.
    ...(booking.province ? [["Province", booking.province] as [string, string]] : []),
    ["City", booking.city],
    ["Company", booking.company || "Not given"],
    ["Occupation", booking.occupation || "Not given"],
  ];
}

/** To the company mailbox (site settings): who registered for which webinar. */
export function renderBookingNotificationEmail(
  context: BookingEmailContext & { booking: BookingFormInput; status?: string },
): EmailMessage {
  const { booking, event } = context;
  const paragraphs = [
    `${booking.name} ${booking.surname} registered for "${event.title}" on ${formatEventDates(event)}, ${formatEventTimes(event, context.timeZone)}.`,
  ];
  if (context.status === "waitlisted") paragraphs.push("The webinar is full, so they are on the waitlist.");
  const body = renderEmailLayout({
    heading: "New webinar registration",
    paragraphs,
    details: bookingDetails(booking),
    action: { label: "View all bookings", url: `${context.baseUrl}/manage-events?event=${event.id}` },
    footer:
      "All registrations for this webinar, the CSV export and the attendance register are on the Manage events screen.",
  });
  return {
    to: context.notificationEmail,
    toName: context.siteName,
    replyTo: booking.email,
    subject: `New webinar registration: ${event.title}`,
    ...body,
  };
}

/** To the person who booked: the details, the Teams link and a calendar invitation. */
export function renderBookingConfirmationEmail(
  context: BookingEmailContext & {
    invitation: EmailAttachment;
    cancelUrl?: string;
    /** The booking's check-in code ("7KQ2M-XD94A") and its QR image, attached inline. */
    checkIn?: { code: string; qr: EmailAttachment & { cid: string } };
  },
): EmailMessage {
  const { booking, event } = context;
  const paragraphs = [
    `Dear ${booking.name},`,
    `Thank you for registering for "${event.title}". Your place is confirmed.`,
    `When: ${formatEventDates(event)}, ${formatEventTimes(event, context.timeZone)}`,
    `Where: ${event.location}`,
    event.teamsLink
      ? `Join on Microsoft Teams: ${event.teamsLink}`
      : "We will email you the link to join the webinar before it starts.",
    "The attached calendar invitation (invite.ics) adds the webinar to your calendar.",
  ];
  if (context.checkIn) {
    paragraphs.push(
      `Your check-in code is ${context.checkIn.code}. At the door, show this QR code (or read out the code) to be checked in.`,
    );
  }
  if (context.cancelUrl) {
    paragraphs.push(
      `Can no longer attend? Cancel your booking so someone else can have your seat: ${context.cancelUrl}`,
    );
  }
  const body = renderEmailLayout({
    heading: "Your webinar registration is confirmed",
    paragraphs,
    action: event.teamsLink ? { label: "Join on Microsoft Teams", url: event.teamsLink } : undefined,
    image: context.checkIn
      ? {
          cid: context.checkIn.qr.cid,
          alt: `Check-in QR code ${context.checkIn.code}`,
          width: 240,
          text: `Check-in code: ${context.checkIn.code}`,
        }
      : undefined,
    footer: `Questions? Reply to this email or write to ${context.notificationEmail}. ${context.siteName}`,
  });
  return {
    to: booking.email,
    toName: `${booking.name} ${booking.surname}`,
    replyTo: context.notificationEmail,
    subject: `Registration confirmed: ${event.title}`,
    ...body,
    attachments: context.checkIn ? [context.invitation, context.checkIn.qr] : [context.invitation],
  };
}
