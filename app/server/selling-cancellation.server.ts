import { cancelBookingByLink } from "~/features/bookings/booking-links.server";
import { cancelToken } from "~/features/bookings/waitlist.server";
import { removeEnrolment } from "~/features/courses/courses.server";
import { lockSeats } from "~/features/selling/catalogue.server";
import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { findOrder } from "~/features/selling/orders.server";
import { isCompanyManager } from "~/features/selling/tax-document-view.server";
import { addDays, formatDate, todayIn } from "~/lib/dates";
import { getEnvironment } from "~/lib/env.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, SeatStatus, SellableItemType } from "~db/schema";
import { inTransaction } from "~db/transactions";
import * as m from "./selling.messages";
import { startsOnOf } from "./selling-credits.server";

/**
 * Cancelling seats within the policy (decision 0083-fulfilment-seats). The site's
 * cancellation_days closes a dated seat (schedule date, event) that many days before it starts;
 * an online course seat may be cancelled while its learner has completed no lesson. A seat that
 * is not yet delivered (held by an unpaid order, a credit of a course, a paid event seat that
 * went to the waitlist) may always be cancelled. Within the policy: a credit note for the
 * cancelled units when the order has a tax invoice (an unpaid pro-forma order is just cancelled,
 * and only as a whole, since its amount is not re-priced), the seats released (the enrolment
 * removed, the booking cancelled through bookings so its seat goes to the waitlist, a date's seat
 * marked cancelled so the date's capacity counts it free again), and the order cancelled once no
 * seat is left. Outside it, refused with the reason; an admin may override with a reason.
 */

export interface Canceller {
  userId: string;
  isAdmin: boolean;
}

interface SeatForCancel {
  id: string;
  order_line_id: string;
  item_type: SellableItemType;
  item_id: string;
  status: SeatStatus;
  user_id: string | null;
  fulfilment_ref: string | null;
  attendee_name: string;
}

const ACTIVE: SeatStatus[] = ["held", "unassigned", "assigned"];
const UNPAID = new Set(["awaiting_payment", "awaiting_account"]);

export function policyClosedMessage(days: number): string {
  return m.policyClosed({ count: days });
}

/** May this person act on the order: its buyer, a training manager of its company, or an admin. */
export async function mayCancelOrder(db: DatabaseExecutor, order: Order, actor: Canceller): Promise<boolean> {
  if (actor.isAdmin || (order.buyer_user_id !== null && order.buyer_user_id === actor.userId)) return true;
  return order.company_id !== null && isCompanyManager(db, order.company_id, actor.userId);
}

/** Why this seat can no longer be cancelled under the policy, or null when it can. */
async function cancellationRefusal(
  db: DatabaseExecutor,
  seat: SeatForCancel,
  policy: { days: number; today: string },
): Promise<string | null> {
  if (seat.status === "held") return null;
  if (seat.item_type === "course") {
    if (seat.status !== "assigned" || !seat.user_id) return null;
    const started = await db
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("course_id", "=", seat.item_id)
      .where("user_id", "=", seat.user_id)
      .executeTakeFirst();
    return started ? m.courseStarted() : null;
  }
  if (seat.item_type === "event" && seat.status === "assigned" && seat.fulfilment_ref) {
    const booking = await db
      .selectFrom("event_bookings")
      .select("status")
      .where("id", "=", seat.fulfilment_ref)
      .executeTakeFirst();
    // A paid seat that found the event full never held a place: it may go whatever the date.
    if (booking?.status === "waitlisted" || booking?.status === "cancelled") return null;
  }
  const startsOn = await startsOnOf(db, seat.item_type, seat.item_id);
  if (startsOn === null) return null;
  return policy.today >= addDays(startsOn, -policy.days) ? policyClosedMessage(policy.days) : null;
}

class CancelFailed extends Error {
  constructor(readonly refusal: Outcome & { ok: false }) {
    super(refusal.message);
  }
}

export interface CancelInput {
  orderId: string;
  /** The seats to cancel, or every seat still active. */
  seatIds: readonly string[] | "all";
  actor: Canceller;
  /** An admin's reason for cancelling outside the policy; ignored from anyone else. */
  overrideReason?: string;
}

export async function cancelOrderSeats(
  db: DatabaseExecutor,
  input: CancelInput,
  now: Date = new Date(),
): Promise<Outcome<{ cancelled: number; creditNoteNumber: string | null; orderCancelled: boolean }>> {
  const settings = await getSiteSettings(db);
  const policy = { days: settings.cancellation_days, today: todayIn(settings.time_zone, now) };
  const override = input.actor.isAdmin ? (input.overrideReason ?? "").trim() : "";
  return inTransaction(db, async (trx) => {
    const order = await findOrder(trx, input.orderId);
    if (!order || !(await mayCancelOrder(trx, order, input.actor))) return refuse("missing", m.orderMissing());
    if (order.status === "cancelled") return refuse("closed", m.alreadyCancelled({ number: order.number }));
    if (order.status === "quote") return refuse("closed", m.quotationNothingToCancel({ number: order.number }));
    const seats: SeatForCancel[] = await trx
      .selectFrom("order_seats")
      .select(["id", "order_line_id", "item_type", "item_id", "status", "user_id", "fulfilment_ref", "attendee_name"])
      .where("order_id", "=", order.id)
      .where("status", "in", ACTIVE)
      .orderBy("id")
      .execute();
    const chosen =
      input.seatIds === "all" ? seats : seats.filter((seat) => (input.seatIds as readonly string[]).includes(seat.id));
    if (chosen.length === 0) return refuse("invalid", m.chooseUncancelledSeat());
    const invoice = await trx
      .selectFrom("tax_documents")
      .select(["id", "number"])
      .where("order_id", "=", order.id)
      .where("kind", "=", "tax_invoice")
      .executeTakeFirst();
    if (!invoice && UNPAID.has(order.status) && chosen.length < seats.length) {
      return refuse("invalid", m.unpaidCancelledWhole());
    }
    if (!override) {
      for (const seat of chosen) {
        const refusal = await cancellationRefusal(trx, seat, policy);
        if (refusal) return refuse("closed", refusal);
      }
    }
    for (const key of new Set(chosen.map((seat) => `${seat.item_type}:${seat.item_id}`))) {
      const [itemType, itemId] = key.split(":") as [SellableItemType, string];
      await lockSeats(trx, itemType, itemId);
    }
    const reason = override ? m.cancelledOutsidePolicy({ reason: override }) : m.cancelledWithinPolicy();
    let creditNoteNumber: string | null = null;
    if (invoice) {
      const perLine = new Map<string, number>();
      for (const seat of chosen) perLine.set(seat.order_line_id, (perLine.get(seat.order_line_id) ?? 0) + 1);
      const credited = await issueCreditNote(trx, invoice.id, {
        lines: [...perLine].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
        reason,
        now,
      });
      if (!credited.ok) return credited;
      creditNoteNumber = credited.creditNote.number;
    }
    for (const seat of chosen) await releaseSeat(trx, seat, now);
    const cancelledAt = now.toISOString();
    const updated = await trx
      .updateTable("order_seats")
      .set({ status: "cancelled", cancelled_at: cancelledAt })
      .where(
        "id",
        "in",
        chosen.map((seat) => seat.id),
      )
      .where("status", "in", ACTIVE)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== chosen.length) {
      throw new CancelFailed(refuse("stale", m.seatsChanged()));
    }
    const orderCancelled = chosen.length === seats.length;
    if (orderCancelled) {
      await trx
        .updateTable("orders")
        .set({
          status: "cancelled",
          cancelled_at: cancelledAt,
          cancel_reason: reason,
          updated_at: cancelledAt,
          version: order.version + 1,
        })
        .where("id", "=", order.id)
        .execute();
    } else {
      await trx
        .updateTable("orders")
        .set({ updated_at: cancelledAt, version: order.version + 1 })
        .where("id", "=", order.id)
        .execute();
    }
    return { ok: true as const, cancelled: chosen.length, creditNoteNumber, orderCancelled };
  }).catch((error: unknown) => {
    if (error instanceof CancelFailed) return error.refusal;
    throw error;
  });
}

/** Undoes what fulfilment made of a seat: the enrolment, the booking (its seat passes to the waitlist). */
async function releaseSeat(trx: DatabaseExecutor, seat: SeatForCancel, now: Date): Promise<void> {
  if (seat.status !== "assigned") return;
  if (seat.item_type === "course" && seat.user_id) {
    await removeEnrolment(trx, seat.item_id, seat.user_id);
  } else if (seat.item_type === "event" && seat.fulfilment_ref) {
    // A booking already cancelled by its own link, or an event cancelled by staff, has nothing to release.
    await cancelBookingByLink(trx, cancelToken(seat.fulfilment_ref), { baseUrl: getEnvironment().baseUrl, now });
  }
}

interface CancellableSeatView {
  id: string;
  description: string;
  attendee: string;
  status: SeatStatus;
  statusLabel: string;
  /** "Starts 12 February 2027" for a dated item; empty for an online course. */
  starts: string;
  /** Why it cannot be cancelled now, or null. */
  refusal: string | null;
}

export interface OrderCancellationView {
  orderId: string;
  number: string;
  status: Order["status"];
  hasInvoice: boolean;
  isUnpaid: boolean;
  policyDays: number;
  seats: CancellableSeatView[];
  isAdmin: boolean;
}

const STATUS_LABELS: Record<SeatStatus, string> = {
  get held() {
    return m.statusWaitingForPayment();
  },
  get unassigned() {
    return m.seatCreditNotAssigned();
  },
  get assigned() {
    return m.seatAssigned();
  },
  get cancelled() {
    return m.statusCancelled();
  },
};

/** What the cancel page shows: each seat of the order and whether the policy lets it go. */
export async function loadOrderCancellation(
  db: DatabaseExecutor,
  orderId: string,
  actor: Canceller,
  now: Date = new Date(),
): Promise<Outcome<{ view: OrderCancellationView }>> {
  const order = await findOrder(db, orderId);
  if (!order || !(await mayCancelOrder(db, order, actor))) return refuse("missing", m.orderMissing());
  const settings = await getSiteSettings(db);
  const policy = { days: settings.cancellation_days, today: todayIn(settings.time_zone, now) };
  const seats = await db
    .selectFrom("order_seats")
    .innerJoin("order_lines", "order_lines.id", "order_seats.order_line_id")
    .select([
      "order_seats.id",
      "order_seats.order_line_id",
      "order_seats.item_type",
      "order_seats.item_id",
      "order_seats.status",
      "order_seats.user_id",
      "order_seats.fulfilment_ref",
      "order_seats.attendee_name",
      "order_lines.description",
      "order_lines.position",
    ])
    .where("order_seats.order_id", "=", order.id)
    .orderBy("order_lines.position")
    .orderBy("order_seats.id")
    .limit(200)
    .execute();
  const invoice = await db
    .selectFrom("tax_documents")
    .select("id")
    .where("order_id", "=", order.id)
    .where("kind", "=", "tax_invoice")
    .executeTakeFirst();
  const startsNote: Record<string, string> = {};
  const views: CancellableSeatView[] = [];
  for (const seat of seats) {
    const key = `${seat.item_type}:${seat.item_id}`;
    if (!(key in startsNote)) {
      const startsOn = await startsOnOf(db, seat.item_type, seat.item_id);
      startsNote[key] = startsOn
        ? m.startsOn({ date: formatDate(`${startsOn}T12:00:00Z`, settings.time_zone, "long") })
        : "";
    }
    views.push({
      id: seat.id,
      description: seat.description,
      attendee: seat.attendee_name,
      status: seat.status,
      statusLabel: STATUS_LABELS[seat.status],
      starts: startsNote[key] ?? "",
      refusal: seat.status === "cancelled" ? null : await cancellationRefusal(db, seat, policy),
    });
  }
  return {
    ok: true,
    view: {
      orderId: order.id,
      number: order.number,
      status: order.status,
      hasInvoice: Boolean(invoice),
      isUnpaid: UNPAID.has(order.status) && !invoice,
      policyDays: policy.days,
      seats: views,
      isAdmin: actor.isAdmin,
    },
  };
}
