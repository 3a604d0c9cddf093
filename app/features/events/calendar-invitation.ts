/**
 * A small iCalendar (RFC 5545) writer for webinar invitations: CRLF line endings, lines folded at
 * 75 octets without splitting a UTF-8 character, TEXT values escaped, times in UTC.
 */
export interface CalendarInvitation {
  uid: string;
  /** When the invitation was made (DTSTAMP). */
  createdAt: Date;
  startsAt: Date;
  endsAt: Date;
  /** Sessions on consecutive days at the same times: a daily repeat of the first session. */
  dailySessions?: number;
  summary: string;
  description: string;
  location: string;
  url?: string | null;
  organizer: { name: string; email: string };
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/** 20261209T070000Z */
export function formatUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Parameter values (3.2): quoted when they hold : ; or , and never contain a double quote. */
function parameterValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line (3.1): at most 75 octets per line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = utf8.encode(character).length;
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

export function buildCalendarInvitation(invitation: CalendarInvitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Campus//Webinar invitations//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${invitation.uid}`,
    `DTSTAMP:${formatUtcDateTime(invitation.createdAt)}`,
    `DTSTART:${formatUtcDateTime(invitation.startsAt)}`,
    `DTEND:${formatUtcDateTime(invitation.endsAt)}`,
  ];
  if (invitation.dailySessions && invitation.dailySessions > 1) {
    lines.push(`RRULE:FREQ=DAILY;COUNT=${invitation.dailySessions}`);
  }
  lines.push(
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `LOCATION:${escapeText(invitation.location)}`,
  );
  if (invitation.url) lines.push(`URL:${invitation.url}`);
  lines.push(
    `ORGANIZER;CN=${parameterValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    "STATUS:CONFIRMED",
    "SEQUENCE:0",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  );
  return lines.map(foldLine).join(CRLF) + CRLF;
}
