import type { EventDetails } from "~/features/events/event-details";
import { formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { formatDateTime } from "~/lib/dates";
import { localizedPath } from "~/lib/i18n/localized-path";
import type { EmailAttachment, EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import * as m from "./messages";

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
  return m.questionsFooter({ email: context.notificationEmail, siteName: context.siteName });
}

export function renderWaitlistedEmail(person: Recipient, context: EventMailContext & { cancelUrl: string }) {
  const { event } = context;
  return {
    ...addressedTo(person, context),
    subject: m.waitlistSubject({ title: event.title }),
    ...renderEmailLayout({
      heading: m.waitlistHeading(),
      paragraphs: [
        m.dear({ name: person.name }),
        m.waitlistFull({ title: event.title, when: when(context) }),
        m.waitlistOrder({ hours: event.offerHours }),
        m.waitlistLeaveText(),
      ],
      action: { label: m.waitlistLeave(), url: context.cancelUrl },
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
    subject: m.offerSubject({ title: event.title }),
    ...renderEmailLayout({
      heading: m.offerHeading(),
      paragraphs: [
        m.dear({ name: person.name }),
        m.offerText({ title: event.title, when: when(context) }),
        m.offerBy({ deadline: formatDateTime(context.expiresAt, context.timeZone) }),
      ],
      action: { label: m.offerAccept(), url: context.acceptUrl },
      footer: footer(context),
    }),
  } satisfies EmailMessage;
}

export function renderOfferExpiredEmail(person: Recipient, context: EventMailContext) {
  const { event } = context;
  return {
    ...addressedTo(person, context),
    subject: m.expiredSubject({ title: event.title }),
    ...renderEmailLayout({
      heading: m.expiredHeading(),
      paragraphs: [m.dear({ name: person.name }), m.expiredText({ title: event.title }), m.expiredOthers()],
      action: { label: m.upcomingWebinars(), url: `${context.baseUrl}${localizedPath("/events")}` },
      footer: footer(context),
    }),
  } satisfies EmailMessage;
}

export const REMINDERS = [
  { key: "7d", label: m.reminderIn7Days },
  { key: "1d", label: m.reminderTomorrow },
  { key: "1h", label: m.reminderIn1Hour },
] as const;
export type ReminderKey = (typeof REMINDERS)[number]["key"];

export function renderReminderEmail(
  person: Recipient,
  context: EventMailContext & { reminder: ReminderKey; cancelUrl: string },
) {
  const { event } = context;
  const label = (REMINDERS.find((reminder) => reminder.key === context.reminder)?.label ?? m.reminderSoon)();
  return {
    ...addressedTo(person, context),
    subject: m.reminderSubject({ title: event.title, when: label }),
    ...renderEmailLayout({
      heading: m.reminderHeading({ title: event.title, when: label }),
      paragraphs: [
        m.dear({ name: person.name }),
        m.when({ when: when(context) }),
        m.where({ where: event.location }),
        event.teamsLink ? m.joinOnTeams({ link: event.teamsLink }) : m.linkBeforeStartShort(),
        m.cancelForWaitlist({ url: context.cancelUrl }),
      ],
      action: event.teamsLink ? { label: m.joinTeamsAction(), url: event.teamsLink } : undefined,
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
    m.dear({ name: person.name }),
    m.changedText({ title: event.title }),
    m.when({ when: when(context) }),
    m.where({ where: event.location }),
    m.changedInvite(),
  ];
  if (context.cancelUrl) paragraphs.push(m.changedCancel({ url: context.cancelUrl }));
  return {
    ...addressedTo(person, context),
    subject: m.changedSubject({ title: event.title }),
    ...renderEmailLayout({ heading: m.changedHeading(), paragraphs, footer: footer(context) }),
    attachments: [context.invitation],
  } satisfies EmailMessage;
}

export function renderEventCancelledEmail(
  person: Recipient,
  context: EventMailContext & { invitation: EmailAttachment | null },
) {
  const { event } = context;
  const paragraphs = [m.dear({ name: person.name }), m.cancelledText({ title: event.title, when: when(context) })];
  if (context.invitation) {
    paragraphs.push(m.cancelledIcs());
  }
  return {
    ...addressedTo(person, context),
    subject: m.cancelledSubject({ title: event.title }),
    ...renderEmailLayout({
      heading: m.cancelledHeading(),
      paragraphs,
      action: { label: m.upcomingWebinars(), url: `${context.baseUrl}${localizedPath("/events")}` },
      footer: footer(context),
    }),
    attachments: context.invitation ? [context.invitation] : [],
  } satisfies EmailMessage;
}
