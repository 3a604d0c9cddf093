import { consentRecord } from "~/lib/privacy-consent";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { BookingFormInput } from "./booking.schema";
import { type BookingResult, bookEvent } from "./bookings.server";
import * as m from "./messages";

// Generous for a training room sharing one address, tight enough to stop a script filling the list.
const BOOKING_RATE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

const TOO_MANY_BOOKINGS_MESSAGE = () => m.tooManyRegistrations();

/**
 * A visitor's registration from the events page: counted per address first, then booked with the
 * POPIA consent its form required (the action refused it without).
 */
export async function registerForEvent(
  db: DatabaseExecutor,
  input: BookingFormInput,
  { clientAddress, baseUrl, userId }: { clientAddress: string; baseUrl: string; userId?: string | null },
): Promise<BookingResult> {
  const counted = await consumeRateLimit(db, `booking:address:${clientAddress}`, BOOKING_RATE_LIMIT);
  if (!counted.allowed) return refuse("too-many", TOO_MANY_BOOKINGS_MESSAGE());
  return bookEvent(db, input, { baseUrl, userId, consent: consentRecord() });
}
