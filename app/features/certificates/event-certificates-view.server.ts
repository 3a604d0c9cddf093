import { type EventDetails, eventStartsAt } from "~/features/events/event-details";
import { findEvent } from "~/features/events/events.server";
import { formatDateTime } from "~/lib/dates";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { countCertificatesByEvent, countEventCertificates } from "./issue-event-certificates.server";

export interface EventCertificatesPanelView {
  eventId: string;
  eventTitle: string;
  /** Qualifying attendees without a certificate yet. */
  toIssue: number;
  alreadyIssued: number;
  /** Certificates are issued once the event has started; until then the start, to say so. */
  hasStarted: boolean;
  startsAt: string;
  isCancelled: boolean;
  /** "3 CPD points (clinical), accredited by HPCSA", or null when the event gives no points. */
  cpdSummary: string | null;
  isAutomatic: boolean;
}

/**
 * Manage-events' certificate figures: certificates issued per listed event (one query) and, for the
 * selected event, how many "Issue certificates" would issue now. Three or four queries whatever the
 * data; fewer when the caller has read the selected event and the time zone (`known`).
 */
export async function loadEventCertificates(
  db: DatabaseExecutor,
  {
    eventIds,
    selectedId,
    known,
  }: {
    eventIds: string[];
    selectedId: string | null;
    /** What the caller read already: the selected event, the time zone, the listed events' issued certificates. */
    known?: { event: EventDetails | null; timeZone: string; issuedByEvent: Record<string, number> };
  },
  now = new Date(),
): Promise<{ issuedByEvent: Record<string, number>; panel: EventCertificatesPanelView | null }> {
  const [issuedByEvent, event, timeZone] = await Promise.all([
    known ? Promise.resolve(known.issuedByEvent) : countCertificatesByEvent(db, eventIds),
    known
      ? Promise.resolve(known.event ?? undefined)
      : selectedId
        ? findEvent(db, selectedId)
        : Promise.resolve(undefined),
    known ? Promise.resolve(known.timeZone) : getSiteTimeZone(db),
  ]);
  if (!event) return { issuedByEvent, panel: null };
  const [counts, body] = await Promise.all([
    // The listed events' counts hold the selected one's issued certificates when it is on the page.
    countEventCertificates(db, event, eventIds.includes(event.id) ? (issuedByEvent[event.id] ?? 0) : undefined),
    event.cpdBodyId
      ? db.selectFrom("cpd_bodies").select("name").where("id", "=", event.cpdBodyId).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const startsAt = eventStartsAt(event, timeZone);
  const points = event.cpdPoints
    ? `${event.cpdPoints} CPD ${event.cpdPoints === "1" ? "point" : "points"} (${event.cpdCategory})`
    : null;
  return {
    issuedByEvent,
    panel: {
      eventId: event.id,
      eventTitle: event.title,
      ...counts,
      hasStarted: startsAt.getTime() <= now.getTime(),
      startsAt: formatDateTime(startsAt, timeZone),
      isCancelled: event.cancelledAt !== null,
      cpdSummary: points && body ? `${points}, accredited by ${body.name}` : points,
      isAutomatic: event.certificatesAutomatic,
    },
  };
}
