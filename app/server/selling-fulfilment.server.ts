import { bookEvent } from "~/features/bookings/bookings.server";
import { insertEnrolment } from "~/features/learning/self-enrolment.server";
import type { FulfilOrder } from "~/features/selling/settle.server";
import { SOUTH_AFRICA } from "~/lib/countries";
import { getEnvironment } from "~/lib/env.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, SellableItemType } from "~db/schema";
import * as m from "./selling.messages";

/**
 * What a settled order's seats become (decision 0082, and 0083-fulfilment-seats): the composition
 * root of selling, so it may call learning (enrolment) and bookings (event seats) without a
 * feature-to-feature import. Runs inside the settling transaction: a refusal here rolls back the
 * payment and the invoice number with it.
 *
 * - An online course: the seat's person is enrolled through learning's `insertEnrolment` (what
 *   self-enrolment and an accepted request call); they need an account.
 * - An event: a booking through bookings' `bookEvent` (what the events page calls), so capacity and
 *   the waitlist apply. A paid seat that finds the event full (a free booking took the last seat
 *   while the order waited for its money) joins the waitlist like anyone else: the money stays
 *   recorded, the buyer is mailed that they are waitlisted, and the seat may be cancelled for a
 *   credit note whatever the cancellation policy (selling-cancellation.server.ts).
 * - A schedule date: there is no bookings table for dates; the seat row, assigned to its person,
 *   is the booking, and the date's capacity counts these rows (catalogue.server.ts).
 *
 * Whose seat: a named attendee (with their account when one has that address); else, for a
 * person's order, the buyer, once per item. A company's unnamed seats, a person's further
 * unnamed seats, and an online course's attendee without an account stay as credits
 * ("unassigned"), which a training manager assigns on My company (selling-credits.server.ts).
 */

export interface SeatPerson {
  userId: string | null;
  name: string;
  email: string;
}

interface SeatRow {
  id: string;
  item_type: SellableItemType;
  item_id: string;
  attendee_name: string;
  attendee_email: string;
}

export type SeatFulfilment = Outcome<{ fulfilmentRef: string; bookingStatus?: string }>;

export const fulfilOrder: FulfilOrder = async (trx, order, now) => {
  const seats = await trx
    .selectFrom("order_seats")
    .select(["id", "item_type", "item_id", "attendee_name", "attendee_email"])
    .where("order_id", "=", order.id)
    .where("status", "=", "held")
    .orderBy("id")
    .execute();
  const buyerHas = new Set<string>();
  for (const seat of seats) {
    const person = await personForSeat(trx, order, seat, buyerHas);
    if (!person) {
      await trx
        .updateTable("order_seats")
        .set({ status: "unassigned" })
        .where("id", "=", seat.id)
        .where("status", "=", "held")
        .execute();
      continue;
    }
    const fulfilled = await fulfilSeat(trx, order, seat, person, now);
    if (!fulfilled.ok) return fulfilled;
    await markAssigned(trx, seat.id, person, fulfilled.fulfilmentRef, now, "held");
  }
  return { ok: true };
};

/** Who a held seat is for, or null when it stays a credit. */
async function personForSeat(
  trx: DatabaseExecutor,
  order: Order,
  seat: SeatRow,
  buyerHas: Set<string>,
): Promise<SeatPerson | null> {
  if (seat.attendee_email) {
    const account = await accountByEmail(trx, seat.attendee_email);
    if (seat.item_type === "course" && !account) return null;
    return { userId: account?.id ?? null, name: seat.attendee_name || account?.name || "", email: seat.attendee_email };
  }
  // A classroom seat named without an address is still that person's seat on the register.
  if (seat.attendee_name && seat.item_type === "schedule_date")
    return { userId: null, name: seat.attendee_name, email: "" };
  if (order.buyer_kind === "company") return null;
  const key = `${seat.item_type}:${seat.item_id}`;
  if (buyerHas.has(key)) return null;
  if (seat.item_type === "course" && !order.buyer_user_id) return null;
  buyerHas.add(key);
  return { userId: order.buyer_user_id, name: order.buyer_name, email: order.buyer_email };
}

export async function accountByEmail(db: DatabaseExecutor, email: string) {
  return db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
}

export async function markAssigned(
  trx: DatabaseExecutor,
  seatId: string,
  person: SeatPerson,
  fulfilmentRef: string,
  now: Date,
  from: "held" | "unassigned",
): Promise<boolean> {
  const updated = await trx
    .updateTable("order_seats")
    .set({
      status: "assigned",
      attendee_name: person.name,
      attendee_email: person.email.toLowerCase(),
      user_id: person.userId,
      fulfilment_ref: fulfilmentRef,
      assigned_at: now.toISOString(),
    })
    .where("id", "=", seatId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Makes one seat real for one person: the enrolment, the event booking, or (a schedule date) the
 * seat itself. The reference it answers is stored as the seat's fulfilment_ref.
 */
export async function fulfilSeat(
  trx: DatabaseExecutor,
  order: Pick<Order, "buyer_user_id" | "buyer_phone" | "company_name">,
  seat: Pick<SeatRow, "id" | "item_type" | "item_id">,
  person: SeatPerson,
  now: Date,
): Promise<SeatFulfilment> {
  if (seat.item_type === "course") {
    if (!person.userId) return refuse("invalid", m.needsAccount({ name: person.name }));
    await insertEnrolment(trx, seat.item_id, person.userId, order.buyer_user_id ?? person.userId);
    const enrolment = await trx
      .selectFrom("enrolments")
      .select("id")
      .where("course_id", "=", seat.item_id)
      .where("user_id", "=", person.userId)
      .executeTakeFirstOrThrow();
    return { ok: true, fulfilmentRef: enrolment.id };
  }
  if (seat.item_type === "event") return bookEventSeat(trx, order, seat.item_id, person, now);
  // A schedule date: the assigned seat is the booking (no table of its own).
  return { ok: true, fulfilmentRef: seat.id };
}

async function bookEventSeat(
  trx: DatabaseExecutor,
  order: Pick<Order, "buyer_phone" | "company_name">,
  eventId: string,
  person: SeatPerson,
  now: Date,
): Promise<SeatFulfilment> {
  const [first, ...rest] = person.name.trim().split(/\s+/);
  const booked = await bookEvent(
    trx,
    {
      eventId,
      name: first || person.email,
      surname: rest.join(" "),
      email: person.email.toLowerCase(),
      phone: order.buyer_phone,
      hpcsa: null,
      country: SOUTH_AFRICA,
      province: "",
      city: "",
      company: order.company_name,
      occupation: "",
    },
    { baseUrl: getEnvironment().baseUrl, now, userId: person.userId },
  );
  if (booked.ok) return { ok: true, fulfilmentRef: booked.bookingId, bookingStatus: booked.status };
  if (booked.reason === "conflict") {
    // The person already holds a booking of this event (booked free, or an earlier seat): the paid
    // seat is that booking rather than a second one for the same address.
    const existing = await trx
      .selectFrom("event_bookings")
      .select(["id", "status"])
      .where("event_id", "=", eventId)
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", person.email.toLowerCase()))
      .where("status", "!=", "cancelled")
      .executeTakeFirst();
    if (existing) return { ok: true, fulfilmentRef: existing.id, bookingStatus: existing.status };
  }
  return booked;
}
