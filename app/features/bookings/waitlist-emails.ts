import type { EventDetails } from "~/features/events/event-details";
import { formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { formatDateTime } from "~/lib/dates";
import type { EmailAttachment, EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";

/**
 * The mails of a full event (decision 0031): on the waitlist, a seat offered, an offer run out,
 * reminders, and a changed or cancelled event. Each names the event's time in the site's zone.
 */
export interface Recipient {
  name: string;
  surname: string;
  email: string;
}

export interface EventMailContext {
  event: EventDetails;
  siteName: string;
  notificationEmail: string;
  baseUrl: string;
  timeZone: string;
}

function when(context: EventMailContext): string {
  return `${formatEventDates(context.event)}, ${formatEventTimes(context.event, context.timeZone)}`;
}

function addressedTo(person: Recipient, context: EventMailContext) {
  return {
    to: person.email,
    toName: `${person.name} ${person.surname}`,
    replyTo: context.notificationEmail,
  };
}

function footer(context: EventMailContext): string {
  return `Questions? Reply to this email or write to ${context.notificationEmail}. ${context.siteName}`;
}

export function renderWaitlistedEmail(person: Recipient, context: EventMailContext & { cancelUrl: string }) {
  const { event } = context;
  return {
    ...addressedTo(person, context),
    subject: `You are on the waitlist: ${event.title}`,
    ...renderEmailLayout({
      heading: "You are on the waitlist",
      paragraphs: [
        `Dear ${person.name},`,
        `"${event.title}" (${when(context)}) is full, so we have put you on the waitlist.`,
        `When a seat frees up we email you, in order of registration, and you have ${event.offerHours} hours to accept it.`,
        "If you no longer want a seat, leave the waitlist with the link below.",
      ],
      action: { label: "Leave the waitlist", url: context.cancelUrl },
      footer: footer(context),
    }),
  } satisfies EmailMessage;
}

export function renderSeatOfferEmail(
  person: Recipient,
  context: EventMailContext & { acceptUrl: string; expiresAt: Date },
) {
  const { event } = context;
  return {
    ...addressedTo(person, context),
    subject: `A seat is free for you: ${event.title}`,
    ...renderEmailLayout({
      heading: "A seat is free for you",
      paragraphs: [
        `Dear ${person.name},`,
        `A seat has come free at "${event.title}" (${when(context)}) and it is yours if you accept it.`,
        `Accept by ${formatDateTime(context.expiresAt, context.timeZone)}; after that the seat is offered to the next person on the waitlist.`,
      ],
      action: { label: "Accept the seat", url: context.acceptUrl },
      footer: footer(context),
    }),
  } satisfies EmailMessage;
}

export function renderOfferExpiredEmail(person: Recipient, context: EventMailContext) {
  const { event } = context;
  return {
    ...addressedTo(person, context),
    subject: `Seat offer expired: ${event.title}`,
    ...renderEmailLayout({
      heading: "Your seat offer has expired",
      paragraphs: [
        `Dear ${person.name},`,
        `The seat we offered you at "${event.title}" was not accepted in time, so it has gone to the next person on the waitlist.`,
        "You are welcome to register for one of our other webinars.",
      ],
      action: { label: "Upcoming webinars", url: `${context.baseUrl}/events` },
      footer: footer(context),
    }),
  } satisfies EmailMessage;
}

export const REMINDERS = [
  { key: "7d", label: "in 7 days" },
  { key: "1d", label: "tomorrow" },
  { key: "1h", label: "in 1 hour" },
] as const;
export type ReminderKey = (typeof REMINDERS)[number]["key"];

export function renderReminderEmail(
  person: Recipient,
  context: EventMailContext & { reminder: ReminderKey; cancelUrl: string },
) {
  const { event } = context;
  const label = REMINDERS.find((reminder) => reminder.key === context.reminder)?.label ?? "soon";
  return {
    ...addressedTo(person, context),
    subject: `Reminder: ${event.title} starts ${label}`,
    ...renderEmailLayout({
      heading: `"${event.title}" starts ${label}`,
      paragraphs: [
        `Dear ${person.name},`,
        `When: ${when(context)}`,
        `Where: ${event.location}`,
        event.teamsLink
          ? `Join on Microsoft Teams: ${event.teamsLink}`
          : "We will email you the link to join before it starts.",
        `Can no longer attend? Cancel your booking so someone on the waitlist gets your seat: ${context.cancelUrl}`,
      ],
      action: event.teamsLink ? { label: "Join on Microsoft Teams", url: event.teamsLink } : undefined,
      footer: footer(context),
    }),
  } satisfies EmailMessage;
}

export function renderEventChangedEmail(
  person: Recipient,
  context: EventMailContext & { invitation: EmailAttachment; cancelUrl: string | null },
) {
  const { event } = context;
  const paragraphs = [
    `Dear ${person.name},`,
    `"${event.title}" has changed. The new details:`,
    `When: ${when(context)}`,
    `Where: ${event.location}`,
    "The attached calendar invitation (invite.ics) updates the event in your calendar.",
  ];
  if (context.cancelUrl) paragraphs.push(`Can no longer attend? Cancel your booking: ${context.cancelUrl}`);
  return {
    ...addressedTo(person, context),
    subject: `Changed: ${event.title}`,
    ...renderEmailLayout({ heading: "The event has changed", paragraphs, footer: footer(context) }),
    attachments: [context.invitation],
  } satisfies EmailMessage;
}

export function renderEventCancelledEmail(
  person: Recipient,
  context: EventMailContext & { invitation: EmailAttachment | null },
) {
  const { event } = context;
  const paragraphs = [`Dear ${person.name},`, `We are sorry: "${event.title}" (${when(context)}) has been cancelled.`];
  if (context.invitation) {
    paragraphs.push("The attached calendar cancellation (cancel.ics) removes the event from your calendar.");
  }
  return {
    ...addressedTo(person, context),
    subject: `Cancelled: ${event.title}`,
    ...renderEmailLayout({
      heading: "The event has been cancelled",
      paragraphs,
      action: { label: "Upcoming webinars", url: `${context.baseUrl}/events` },
      footer: footer(context),
    }),
    attachments: context.invitation ? [context.invitation] : [],
  } satisfies EmailMessage;
}
