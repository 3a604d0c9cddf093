import { beforeAll, describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { findSellableItem } from "~/features/selling/catalogue.server";
import { recordPayment, settleOnAccount } from "~/features/selling/settle.server";
import { createId } from "~/lib/ids";
import * as companyTrainingRoute from "~/routes/company/company-training";
import * as orderCancelRoute from "~/routes/orders/order-cancel";
import * as orderRoute from "~/routes/site/order";
import { getDb } from "~/server/app-context.server";
import { insertCourse, insertCourseWithOutline } from "~/server/factories/course-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { cancelOrderSeats, policyClosedMessage } from "~/server/selling-cancellation.server";
import { assignCompanyCredit, loadCompanyCredits } from "~/server/selling-credits.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import { loadMyOrders } from "~/server/selling-my-orders.server";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "../support/requests";
import { type SignedInUser, signedInAs } from "../support/sign-in";

/**
 * Fulfilment of selling (decision 0083-fulfilment-seats): a settled order enrols, books and assigns
 * seats; a company's unnamed seats become credits its training manager assigns; cancelling within
 * the policy issues a credit note and releases the seat, outside it is refused with the reason.
 * The clock is fixed: every date is written out, none is today's.
 */
const NOW = new Date("2026-11-20T08:00:00Z");
const TZ_DAY = "2026-11-20";

let buyer: SignedInUser;
let manager: SignedInUser;
let otherManager: SignedInUser;
let admin: SignedInUser;
let companyId: string;
let otherCompanyId: string;
const employees: { id: string; name: string; userId: string | null }[] = [];

async function insertCompany(name: string, managerId: string) {
  const db = getDb();
  const id = createId();
  const at = NOW.toISOString();
  await db.insertInto("companies").values({ id, name, created_at: at, updated_at: at }).execute();
  await db.insertInto("company_managers").values({ company_id: id, user_id: managerId, added_at: at }).execute();
  await db
    .insertInto("company_accounts")
    .values({ company_id: id, legal_name: `${name} (Pty) Ltd`, credit_terms_days: 30, updated_at: at })
    .execute();
  return id;
}

async function insertScheduleDate(startDate: string, capacity: number) {
  const id = createId();
  const at = NOW.toISOString();
  await getDb()
    .insertInto("training_schedule_entries")
    .values({
      id,
      course_title: "ISO 9001 Internal Auditor",
      course_id: null,
      start_date: startDate,
      duration_days: 2,
      is_onsite: 1,
      is_online: 0,
      venue: "Centurion",
      seats_left: null,
      price_cents: 650_000,
      early_price_cents: null,
      early_price_until: null,
      capacity,
      created_at: at,
      updated_at: at,
      version: 1,
    })
    .execute();
  return id;
}

function payInFull(order: { id: string; total_cents: number }) {
  return recordPayment(
    getDb(),
    { orderId: order.id, amountCents: order.total_cents, receivedOn: TZ_DAY, method: "eft", source: "manual" },
    fulfilOrder,
    NOW,
  );
}

function seatsOf(orderId: string) {
  return getDb().selectFrom("order_seats").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

function companyBuyer(id: string, user: SignedInUser) {
  return personBuyer({
    kind: "company",
    userId: user.id,
    name: user.name,
    email: user.email,
    companyId: id,
    companyName: "Umgeni Pathology",
  });
}

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  buyer = await signedInAs("student", { name: "Thandi Buyer" });
  manager = await signedInAs("student", { name: "Lerato Manager" });
  otherManager = await signedInAs("student", { name: "Pieter Elsewhere" });
  admin = await signedInAs("admin");
  companyId = await insertCompany("Umgeni Pathology", manager.id);
  otherCompanyId = await insertCompany("Elsewhere Labs", otherManager.id);
  for (const name of ["Anele One", "Bongi Two", "Chris Three", "Dineo Four"]) {
    const account = name === "Dineo Four" ? null : await signedInAs("student", { name });
    const id = createId();
    await db
      .insertInto("company_employees")
      .values({
        id,
        company_id: companyId,
        user_id: account?.id ?? null,
        name,
        email: account?.email.toLowerCase() ?? "dineo.four@example.test",
        added_at: NOW.toISOString(),
        confirmed_at: NOW.toISOString(),
      })
      .execute();
    employees.push({ id, name, userId: account?.id ?? null });
  }
});

describe("a settled order is fulfilled", () => {
  it("enrols the buyer of a paid online course", async () => {
    const course = await insertCourse(getDb(), { price_cents: 120_000 });
    const order = await insertOrder(
      getDb(),
      [{ itemType: "course", itemId: course.id, quantity: 1 }],
      { buyer: personBuyer({ userId: buyer.id, email: buyer.email, name: buyer.name }) },
      NOW,
    );
    const paid = await payInFull(order);
    expect(paid.ok).toBe(true);
    const enrolment = await getDb()
      .selectFrom("enrolments")
      .select("id")
      .where("course_id", "=", course.id)
      .where("user_id", "=", buyer.id)
      .executeTakeFirstOrThrow();
    const [seat] = await seatsOf(order.id);
    expect(seat).toMatchObject({ status: "assigned", user_id: buyer.id, fulfilment_ref: enrolment.id });
  });

  it("books an event seat, and puts a paid seat that finds the event full on its waitlist", async () => {
    const event = await insertEvent(getDb(), { dateFrom: "2026-12-15", dateTo: "2026-12-15", capacity: 2 });
    // The event form has no price yet in this branch: the price as staff would set it.
    await getDb().updateTable("events").set({ price_cents: 80_000 }).where("id", "=", event.id).execute();
    const person = personBuyer({ userId: buyer.id, email: buyer.email, name: buyer.name });
    const first = await insertOrder(
      getDb(),
      [{ itemType: "event", itemId: event.id, quantity: 1 }],
      { buyer: person },
      NOW,
    );
    expect((await payInFull(first)).ok).toBe(true);
    const [seat] = await seatsOf(first.id);
    const booking = await getDb()
      .selectFrom("event_bookings")
      .select(["id", "status", "user_id"])
      .where("id", "=", seat.fulfilment_ref as string)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: "confirmed", user_id: buyer.id });

    // A second buyer's seat is held; a free booking takes the last place before their money arrives.
    const late = await signedInAs("student", { name: "Late Payer" });
    const second = await insertOrder(
      getDb(),
      [{ itemType: "event", itemId: event.id, quantity: 1 }],
      { buyer: personBuyer({ userId: late.id, email: late.email, name: late.name }) },
      NOW,
    );
    const free = await bookEvent(getDb(), buildBookingInput(event.id), { baseUrl: "http://localhost", now: NOW });
    expect(free.ok && free.status).toBe("confirmed");
    const paid = await payInFull(second);
    expect(paid.ok).toBe(true);
    const [lateSeat] = await seatsOf(second.id);
    const waitlisted = await getDb()
      .selectFrom("event_bookings")
      .select("status")
      .where("id", "=", lateSeat.fulfilment_ref as string)
      .executeTakeFirstOrThrow();
    expect(lateSeat.status).toBe("assigned");
    expect(waitlisted.status).toBe("waitlisted");
    // Never had a place: it may be cancelled (a credit note) even inside the policy's window.
    const cancelled = await cancelOrderSeats(
      getDb(),
      { orderId: second.id, seatIds: "all", actor: { userId: late.id, isAdmin: false } },
      new Date("2026-12-14T08:00:00Z"),
    );
    expect(cancelled).toMatchObject({ ok: true, orderCancelled: true });
    expect(cancelled.ok && cancelled.creditNoteNumber).toMatch(/^CN-/);
    const leftWaitlist = await getDb()
      .selectFrom("event_bookings")
      .select("status")
      .where("id", "=", lateSeat.fulfilment_ref as string)
      .executeTakeFirstOrThrow();
    expect(leftWaitlist.status).toBe("cancelled");

    // The first buyer cancels in time: the booking is cancelled through bookings and the place is free again.
    const released = await cancelOrderSeats(
      getDb(),
      { orderId: first.id, seatIds: "all", actor: { userId: buyer.id, isAdmin: false } },
      NOW,
    );
    expect(released).toMatchObject({ ok: true, orderCancelled: true });
    const freed = await getDb()
      .selectFrom("event_bookings")
      .select("status")
      .where("id", "=", seat.fulfilment_ref as string)
      .executeTakeFirstOrThrow();
    expect(freed.status).toBe("cancelled");
    expect((await findSellableItem(getDb(), "event", event.id, "Africa/Johannesburg"))?.seatsLeft).toBe(1);
  });
});

describe("a company's five seats on a schedule date, on account", () => {
  let orderId: string;
  let entryId: string;

  it("become five credits", async () => {
    entryId = await insertScheduleDate("2027-02-10", 12);
    const order = await insertOrder(
      getDb(),
      [{ itemType: "schedule_date", itemId: entryId, quantity: 5 }],
      { buyer: companyBuyer(companyId, manager), paymentMethod: "account" },
      NOW,
    );
    orderId = order.id;
    const settled = await settleOnAccount(getDb(), order.id, fulfilOrder, NOW);
    expect(settled.ok).toBe(true);
    const seats = await seatsOf(order.id);
    expect(seats.map((seat) => seat.status)).toEqual(Array(5).fill("unassigned"));
    const credits = await loadCompanyCredits(getDb(), companyId);
    expect(credits.items).toEqual([
      expect.objectContaining({ key: `schedule_date:${entryId}`, credits: 5, assigned: 0 }),
    ]);
  });

  it("the manager assigns three through My company: three assigned, two credits", async () => {
    for (const employee of employees.slice(0, 3)) {
      const answer = await settle(() =>
        companyTrainingRoute.action(
          routeArgs(
            formRequest(
              `/my-company/${companyId}`,
              { intent: "assign-credit", item: `schedule_date:${entryId}`, employeeId: employee.id },
              manager.cookie,
            ),
            { companyId },
          ),
        ),
      );
      expect(dataOf(answer).status).toBe(200);
    }
    const seats = await seatsOf(orderId);
    expect(
      seats
        .filter((seat) => seat.status === "assigned")
        .map((seat) => seat.attendee_name)
        .sort(),
    ).toEqual(["Anele One", "Bongi Two", "Chris Three"]);
    const loaded = dataOf<{
      credits: Awaited<ReturnType<typeof loadCompanyCredits>>;
      orders: { orders: Array<{ id: string; documents: Array<{ kindLabel: string }> }> };
    }>(
      await settle(() =>
        companyTrainingRoute.loader(routeArgs(pageRequest(`/my-company/${companyId}`, manager.cookie), { companyId })),
      ),
    );
    expect(loaded.data.credits.items[0]).toMatchObject({ credits: 2, assigned: 3 });
    // The training manager sees the company's orders and their tax invoices there, and may open the order.
    const listed = loaded.data.orders.orders.find((order) => order.id === orderId);
    expect(listed?.documents.map((document) => document.kindLabel)).toEqual(["Tax invoice"]);
    const orderPage = await settle(() =>
      orderRoute.loader(routeArgs(pageRequest(`/orders/${orderId}`, manager.cookie), { orderId })),
    );
    expect(dataOf(orderPage).status).toBe(200);
  });

  it("refuses giving one person a second seat, and a credit to another company's manager", async () => {
    const twice = await assignCompanyCredit(
      getDb(),
      { companyId, itemKey: `schedule_date:${entryId}`, employeeId: employees[0].id },
      NOW,
    );
    expect(twice).toMatchObject({ ok: false, reason: "conflict" });
    const stranger = await settle(() =>
      companyTrainingRoute.action(
        routeArgs(
          formRequest(
            `/my-company/${companyId}`,
            { intent: "assign-credit", item: `schedule_date:${entryId}`, employeeId: employees[3].id },
            otherManager.cookie,
          ),
          { companyId },
        ),
      ),
    );
    expect((stranger as Response).status).toBe(403);
    // Their own company has no credits for this date, and our employee is not theirs.
    const crossed = await assignCompanyCredit(
      getDb(),
      { companyId: otherCompanyId, itemKey: `schedule_date:${entryId}`, employeeId: employees[3].id },
      NOW,
    );
    expect(crossed).toMatchObject({ ok: false, reason: "invalid" });
    expect((await loadCompanyCredits(getDb(), companyId)).items[0]).toMatchObject({ credits: 2, assigned: 3 });
  });

  it("cancelling one assigned seat within the policy credits one unit and gives the seat back", async () => {
    const timeZone = "Africa/Johannesburg";
    const before = await findSellableItem(getDb(), "schedule_date", entryId, timeZone);
    const seats = await seatsOf(orderId);
    const assigned = seats.find((seat) => seat.status === "assigned");
    const answer = await settle(() =>
      orderCancelRoute.action(
        routeArgs(
          formRequest(
            `/orders/${orderId}/cancel`,
            { intent: "cancel-seats", seatId: assigned?.id as string },
            manager.cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect((answer as Response).status).toBe(302);
    const creditNote = await getDb()
      .selectFrom("tax_documents")
      .selectAll()
      .where("order_id", "=", orderId)
      .where("kind", "=", "credit_note")
      .executeTakeFirstOrThrow();
    const lines = await getDb()
      .selectFrom("tax_document_lines")
      .selectAll()
      .where("document_id", "=", creditNote.id)
      .execute();
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    expect(creditNote.net_cents).toBe(650_000);
    const after = await findSellableItem(getDb(), "schedule_date", entryId, timeZone);
    expect(after?.seatsLeft).toBe((before?.seatsLeft as number) + 1);
    const released = await seatsOf(orderId);
    expect(released.find((seat) => seat.id === assigned?.id)?.status).toBe("cancelled");
    expect((await loadCompanyCredits(getDb(), companyId)).items[0]).toMatchObject({ credits: 2, assigned: 2 });
  });

  it("refuses a cancellation inside the policy's window with the reason; an admin may override", async () => {
    const seats = await seatsOf(orderId);
    const assigned = seats.find((seat) => seat.status === "assigned") as (typeof seats)[number];
    const late = new Date("2027-02-05T08:00:00Z");
    const refused = await cancelOrderSeats(
      getDb(),
      { orderId, seatIds: [assigned.id], actor: { userId: manager.id, isAdmin: false } },
      late,
    );
    expect(refused).toMatchObject({ ok: false, reason: "closed", message: policyClosedMessage(7) });
    expect(policyClosedMessage(7)).toBe(
      "Cancellations close 7 days before the start: this seat can no longer be cancelled.",
    );
    expect((await seatsOf(orderId)).find((seat) => seat.id === assigned.id)?.status).toBe("assigned");
    const overridden = await cancelOrderSeats(
      getDb(),
      {
        orderId,
        seatIds: [assigned.id],
        actor: { userId: admin.id, isAdmin: true },
        overrideReason: "Attendee in hospital",
      },
      late,
    );
    expect(overridden.ok).toBe(true);
  });

  it("someone else's order is not found for them", async () => {
    const answer = await settle(() =>
      orderCancelRoute.loader(routeArgs(pageRequest(`/orders/${orderId}/cancel`, otherManager.cookie), { orderId })),
    );
    expect((answer as Response).status).toBe(404);
    const refused = await cancelOrderSeats(getDb(), {
      orderId,
      seatIds: "all",
      actor: { userId: otherManager.id, isAdmin: false },
    });
    expect(refused).toMatchObject({ ok: false, reason: "missing" });
  });
});

describe("online course cancellation", () => {
  it("is allowed before the learner completes a lesson, and refused after", async () => {
    const { course, lessons } = await insertCourseWithOutline(
      getDb(),
      { chapters: 1, lessonsPerChapter: 1, blocksPerLesson: 1 },
      { price_cents: 90_000 },
    );
    const person = personBuyer({ userId: buyer.id, email: buyer.email, name: buyer.name });
    const order = await insertOrder(
      getDb(),
      [{ itemType: "course", itemId: course.id, quantity: 1 }],
      { buyer: person },
      NOW,
    );
    expect((await payInFull(order)).ok).toBe(true);
    await getDb()
      .insertInto("lesson_completions")
      .values({ user_id: buyer.id, lesson_id: lessons[0].id, course_id: course.id, completed_at: NOW.toISOString() })
      .execute();
    const refused = await cancelOrderSeats(getDb(), {
      orderId: order.id,
      seatIds: "all",
      actor: { userId: buyer.id, isAdmin: false },
    });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining("has started this course") });
    await getDb().deleteFrom("lesson_completions").where("course_id", "=", course.id).execute();
    const cancelled = await cancelOrderSeats(getDb(), {
      orderId: order.id,
      seatIds: "all",
      actor: { userId: buyer.id, isAdmin: false },
    });
    expect(cancelled).toMatchObject({ ok: true, orderCancelled: true });
    const enrolment = await getDb()
      .selectFrom("enrolments")
      .select("id")
      .where("course_id", "=", course.id)
      .where("user_id", "=", buyer.id)
      .executeTakeFirst();
    expect(enrolment).toBeUndefined();
  });

  it("an unpaid order is just cancelled, without a credit note", async () => {
    const course = await insertCourse(getDb(), { price_cents: 50_000 });
    const person = personBuyer({ userId: buyer.id, email: buyer.email, name: buyer.name });
    const order = await insertOrder(
      getDb(),
      [{ itemType: "course", itemId: course.id, quantity: 1 }],
      { buyer: person },
      NOW,
    );
    const cancelled = await cancelOrderSeats(getDb(), {
      orderId: order.id,
      seatIds: "all",
      actor: { userId: buyer.id, isAdmin: false },
    });
    expect(cancelled).toMatchObject({ ok: true, orderCancelled: true, creditNoteNumber: null });
  });
});

describe("My learning", () => {
  it("lists the person's orders with their tax invoices and credit notes, a page at a time", async () => {
    const course = await insertCourse(getDb(), { price_cents: 10_000 });
    const person = personBuyer({ userId: buyer.id, email: buyer.email, name: buyer.name });
    for (let index = 0; index < 3; index++) {
      await insertOrder(getDb(), [{ itemType: "course", itemId: course.id, quantity: 1 }], { buyer: person }, NOW);
    }
    const view = await loadMyOrders(getDb(), buyer.id, 1);
    expect(view.orders.length).toBeGreaterThan(0);
    expect(view.orders.length).toBeLessThanOrEqual(5);
    const withInvoice = view.orders.find((order) =>
      order.documents.some((document) => document.kindLabel === "Tax invoice"),
    );
    expect(withInvoice).toBeDefined();
    expect(view.hasNext).toBe(true);
    const next = await loadMyOrders(getDb(), buyer.id, 2);
    expect(next.orders.map((order) => order.id)).not.toContain(view.orders[0].id);
  });
});
