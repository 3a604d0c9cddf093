import type { EventDetails } from "~/features/events/event-details";
import { formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { countryLabel } from "~/lib/countries";
import type { EmailAttachment, EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { BookingFormInput } from "./booking.schema";
import * as m from "./messages";

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
    [m.detailName(), `${booking.name} ${booking.surname}`],
    [m.detailEmail(), booking.email],
    [m.detailPhone(), booking.phone],
    [m.detailHpcsa(), booking.hpcsa ?? m.notGiven()],
    [m.detailCountry(), countryLabel(booking.country)],
    // Asked in South Africa only.
    ...(booking.province ? [[m.detailProvince(), booking.province] as [string, string]] : []),
    [m.detailCity(), booking.city],
    [m.detailCompany(), booking.company || m.notGiven()],
    [m.detailOccupation(), booking.occupation || m.notGiven()],
  ];
}

/** To the company mailbox (site settings): who registered for which webinar. */
export function renderBookingNotificationEmail(
  context: BookingEmailContext & { booking: BookingFormInput; status?: string },
): EmailMessage {
  const { booking, event } = context;
  const paragraphs = [
    m.notifyRegistered({
      name: `${booking.name} ${booking.surname}`,
      title: event.title,
      dates: formatEventDates(event),
      times: formatEventTimes(event, context.timeZone),
    }),
  ];
  if (context.status === "waitlisted") paragraphs.push(m.notifyWaitlisted());
  const body = renderEmailLayout({
    heading: m.notifyHeading(),
    paragraphs,
    details: bookingDetails(booking),
    action: { label: m.notifyAction(), url: `${context.baseUrl}/manage-events?event=${event.id}` },
    footer: m.notifyFooter(),
  });
  return {
    to: context.notificationEmail,
    toName: context.siteName,
    replyTo: booking.email,
    subject: m.notifySubject({ title: event.title }),
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
    m.dear({ name: booking.name }),
    m.confirmThanks({ title: event.title }),
    m.when({ when: `${formatEventDates(event)}, ${formatEventTimes(event, context.timeZone)}` }),
    m.where({ where: event.location }),
    event.teamsLink ? m.joinOnTeams({ link: event.teamsLink }) : m.linkBeforeStart(),
    m.inviteAttached(),
  ];
  if (context.checkIn) {
    paragraphs.push(m.checkInCode({ code: context.checkIn.code }));
  }
  if (context.cancelUrl) {
    paragraphs.push(m.cancelToFreeSeat({ url: context.cancelUrl }));
  }
  const body = renderEmailLayout({
    heading: m.confirmHeading(),
    paragraphs,
    action: event.teamsLink ? { label: m.joinTeamsAction(), url: event.teamsLink } : undefined,
    image: context.checkIn
      ? {
          cid: context.checkIn.qr.cid,
          alt: m.qrAlt({ code: context.checkIn.code }),
          width: 240,
          text: m.qrText({ code: context.checkIn.code }),
        }
      : undefined,
    footer: m.questionsFooter({ email: context.notificationEmail, siteName: context.siteName }),
  });
  return {
    to: booking.email,
    toName: `${booking.name} ${booking.surname}`,
    replyTo: context.notificationEmail,
    subject: m.confirmSubject({ title: event.title }),
    ...body,
    attachments: context.checkIn ? [context.invitation, context.checkIn.qr] : [context.invitation],
  };
}
