import type { BookingFormInput } from "~/features/bookings/booking.schema";
import type { EventFormInput } from "~/features/events/event.schema";
import { createEvent } from "~/features/events/events.server";
import { addDays, DEFAULT_TIME_ZONE, todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Webinars and bookings for tests, the e2e run and the demo seed. Dates are given as days from
 * today (in the default site zone, South Africa), so an "upcoming" event stays upcoming whenever
 * the code runs.
 */
export function daysFromToday(days: number, now = new Date()): string {
  return addDays(todayIn(DEFAULT_TIME_ZONE, now), days);
}

export function buildEvent(overrides: Partial<EventFormInput> = {}): EventFormInput {
  const dateFrom = overrides.dateFrom ?? daysFromToday(14);
  return {
    title: "ISO 9001:2015 risk-based thinking in practice",
    subTitle: "Turning clause 6.1 into decisions your managers actually use",
    dateFrom,
    dateTo: dateFrom,
    timeFrom: "10:00",
    timeTo: "12:00",
    location: "Online (Microsoft Teams)",
    description:
      "A practical session on identifying risks and opportunities, recording them without a bloated register, and showing an auditor how they drive planning.",
    instructor_name: "Lindiwe Mahlangu",
    instructor_role: "Lead auditor, quality management systems",
    moderator_name: "Pieter van der Merwe",
    moderator_role: "Training manager",
    teamsLink: `https://teams.microsoft.com/l/meetup-join/${createId()}`,
    posterUrl: null,
    image: null,
    highlights: ["What clause 6.1 requires", "A one-page risk register", "Evidence auditors look for"],
    whoShouldAttend: ["Quality managers", "Management representatives", "Internal auditors"],
    capacity: null,
    offerHours: 24,
    attendanceMinPercent: 80,
    cpdPoints: "",
    cpdCategory: "general",
    cpdBodyId: null,
    cpdValidityMonths: null,
    certificatesAutomatic: false,
    ...overrides,
  };
}

/** Inserts an event through the same function the event form uses; returns its id and fields. */
export async function insertEvent(db: DatabaseExecutor, overrides: Partial<EventFormInput> = {}) {
  const fields = buildEvent(overrides);
  const id = await createEvent(db, fields, null);
  return { id, ...fields };
}

export function buildBookingInput(eventId: string, overrides: Partial<BookingFormInput> = {}): BookingFormInput {
  return {
    eventId,
    name: "Ayanda",
    surname: "Zulu",
    email: `ayanda-${createId()}@example.test`,
    phone: "+27 82 555 0101",
    hpcsa: "MT0123456",
    country: "South Africa",
    province: "KwaZulu-Natal",
    city: "Durban",
    company: "Umgeni Pathology Laboratory",
    occupation: "Medical technologist",
    ...overrides,
  };
}

/** The booking form's fields as a browser would post them. */
export function bookingFormFields(eventId: string, overrides: Partial<Record<string, string>> = {}) {
  const { hpcsa, ...input } = buildBookingInput(eventId);
  // As a person sends the form: the POPIA consent ticked (decision 0036).
  return { ...input, hpcsa: hpcsa ?? "", privacyConsent: "on", ...overrides } as Record<string, string>;
}
