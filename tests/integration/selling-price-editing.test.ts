import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "~/features/companies/companies.server";
import { courseSettingsSchema } from "~/features/courses/courses.schema";
import { eventFormSchema } from "~/features/events/event.schema";
import { findUsableDiscount, priceCart } from "~/features/selling/orders.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import * as companyRoute from "~/routes/admin/company";
import * as discountCodesRoute from "~/routes/admin/discount-codes";
import * as scheduleEntryRoute from "~/routes/site/schedule-entry";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { setSupplierDetails } from "~/server/factories/selling-factory";
import { dataOf, formRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Staff set prices (decision 0082): a schedule date's price, early-bird and seats for sale, the
 * event's and the course's early-bird, discount codes, and a company's billing and price list, each
 * saved at the version it was loaded at; priceCart then charges what staff set.
 */
const NOW = new Date("2026-11-20T08:00:00Z");
let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInAs("admin");
  await setSupplierDetails(getDb());
});

async function post(
  route: { action: (args: never) => unknown },
  path: string,
  fields: Record<string, string>,
  params = {},
) {
  return settle(() => route.action(routeArgs(formRequest(path, fields, admin.cookie), params)) as Promise<unknown>);
}

describe("the schedule-date editor", () => {
  const base = {
    courseTitle: "ISO 9001 Lead Auditor",
    startDate: "2027-03-01",
    durationDays: "5",
    isOnsite: "on",
    venue: "Centurion",
    seatsLeft: "",
  };

  it("saves price, early-bird and seats for sale; refuses an early-bird at or above the price, and a stale save", async () => {
    const db = getDb();
    const entryId = await createScheduleEntry(db, {
      ...base,
      courseId: null,
      durationDays: 5,
      isOnsite: true,
      isOnline: false,
      seatsLeft: null,
    });
    const path = `/learning-center/schedule/${entryId}`;
    const refused = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(
        scheduleEntryRoute,
        path,
        { ...base, price: "12500", earlyPrice: "12500", earlyPriceUntil: "2027-02-01", version: "1" },
        { entryId },
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors.earlyPrice).toMatch(/below the price \(R 12 500\)/);
    const noDay = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(
        scheduleEntryRoute,
        path,
        { ...base, price: "12500", earlyPrice: "9500", earlyPriceUntil: "", version: "1" },
        { entryId },
      ),
    );
    expect(noDay.data.fieldErrors.earlyPriceUntil).toMatch(/last day/);
    const saved = (await post(
      scheduleEntryRoute,
      path,
      {
        ...base,
        price: "R 12 500.00",
        earlyPrice: "9500",
        earlyPriceUntil: "2027-02-01",
        capacity: "12",
        version: "1",
      },
      { entryId },
    )) as Response;
    expect(saved.status).toBe(302);
    expect(
      await db
        .selectFrom("training_schedule_entries")
        .select(["price_cents", "early_price_cents", "early_price_until", "capacity", "version"])
        .where("id", "=", entryId)
        .executeTakeFirst(),
    ).toEqual({
      price_cents: 1_250_000,
      early_price_cents: 950_000,
      early_price_until: "2027-02-01",
      capacity: 12,
      version: 2,
    });
    const stale = dataOf(await post(scheduleEntryRoute, path, { ...base, price: "1", version: "1" }, { entryId }));
    expect(stale.status).toBe(409);
    // The buyer is charged the early-bird price before its last day.
    const cart = await priceCart(
      db,
      { lines: [{ itemType: "schedule_date", itemId: entryId, quantity: 2 }], companyId: null },
      NOW,
    );
    expect(cart.ok && cart.cart.subtotalCents).toBe(1_900_000);
  });
});

describe("the event editor and course settings", () => {
  it("refuse an early-bird price at or above the price, or without its day", () => {
    const event = eventFormSchema.safeParse({
      title: "Webinar",
      subTitle: "Sub",
      dateFrom: "2027-01-10",
      dateTo: "2027-01-10",
      timeFrom: "09:00",
      timeTo: "10:00",
      location: "Online",
      description: "About",
      instructor_name: "A",
      instructor_role: "B",
      moderator_name: "C",
      moderator_role: "D",
      highlights: "",
      whoShouldAttend: "",
      price: "500",
      earlyPrice: "600",
      earlyPriceUntil: "2027-01-01",
    });
    expect(event.success).toBe(false);
    expect(event.error?.issues.map((issue) => issue.path.join("."))).toContain("earlyPrice");
    const course = courseSettingsSchema.safeParse({
      name: "Course",
      title: "Course",
      subtitle: "",
      type: "accreditation",
      coverUrl: "",
      descriptionHtml: "",
      outcome: "",
      requirements: "",
      slug: "course",
      buyerFacts: "1",
      price: "4500",
      earlyPrice: "3800",
      earlyPriceUntil: "",
      version: "1",
    });
    expect(course.success).toBe(false);
    expect(course.error?.issues.map((issue) => issue.path.join("."))).toEqual(["earlyPriceUntil"]);
  });
});

describe("discount codes", () => {
  it("are added, edited at a version, refused when taken or stale, and deactivated", async () => {
    const db = getDb();
    const course = await insertCourse(db, { name: "ISO 14001 awareness", price_cents: 300_000 });
    const fields = {
      intent: "create-discount",
      code: "spring-10",
      kind: "percent",
      value: "10",
      maxUses: "5",
      expiresOn: "2026-12-31",
      courseId: course.id,
    };
    expect(dataOf(await post(discountCodesRoute, "/admin/discount-codes", fields)).status).toBe(200);
    const row = await db
      .selectFrom("discount_codes")
      .selectAll()
      .where("code", "=", "SPRING-10")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "percent", value: 1000, max_uses: 5, course_id: course.id, is_active: 1 });
    expect(dataOf(await post(discountCodesRoute, "/admin/discount-codes", fields)).status).toBe(409);
    const bad = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(discountCodesRoute, "/admin/discount-codes", { ...fields, code: "X1", value: "150" }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fieldErrors).sort()).toEqual(["code", "value"]);
    const update = {
      ...fields,
      intent: "update-discount",
      discountId: row.id,
      kind: "amount",
      value: "250",
      version: "1",
    };
    expect(dataOf(await post(discountCodesRoute, "/admin/discount-codes", update)).status).toBe(200);
    expect(dataOf(await post(discountCodesRoute, "/admin/discount-codes", update)).status).toBe(409);
    const cart = await priceCart(
      db,
      { lines: [{ itemType: "course", itemId: course.id, quantity: 2 }], companyId: null, discountCode: "spring-10" },
      NOW,
    );
    expect(cart.ok && cart.cart.discountCents).toBe(50_000);
    const deactivate = { intent: "deactivate-discount", discountId: row.id, version: "2" };
    expect(dataOf(await post(discountCodesRoute, "/admin/discount-codes", deactivate)).status).toBe(200);
    expect(await findUsableDiscount(db, "SPRING-10", "2026-11-20")).toMatchObject({ ok: false });
    const page = (await discountCodesRoute.loader(
      routeArgs(formRequest("/admin/discount-codes", {}, admin.cookie)),
    )) as {
      codes: Array<{ code: string; isActive: boolean }>;
    };
    expect(page.codes.find((code) => code.code === "SPRING-10")?.isActive).toBe(false);
  });
});

describe("a company's billing and price list", () => {
  it("saves billing at a version, and priceCart charges the negotiated price", async () => {
    const db = getDb();
    const company = await createCompany(db, {
      name: "Highveld Labs",
      registrationNumber: "",
      contactName: "",
      contactEmail: "",
      contactPhone: "",
    });
    if (!company.ok) throw new Error(company.message);
    const path = `/admin/companies/${company.id}`;
    const params = { companyId: company.id };
    const billing = {
      intent: "save-billing",
      legalName: "Highveld Laboratories (Pty) Ltd",
      vatNumber: "4987654321",
      billingAddress: "1 Main Road, Witbank",
      creditTermsDays: "30",
      version: "0",
    };
    const badVat = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(companyRoute, path, { ...billing, vatNumber: "123" }, params),
    );
    expect(badVat.data.fieldErrors.vatNumber).toMatch(/10 digits/);
    expect(dataOf(await post(companyRoute, path, billing, params)).status).toBe(200);
    expect(dataOf(await post(companyRoute, path, billing, params)).status).toBe(409);
    expect(
      dataOf(await post(companyRoute, path, { ...billing, creditTermsDays: "", version: "1" }, params)).status,
    ).toBe(200);
    expect(
      await db
        .selectFrom("company_accounts")
        .select(["credit_terms_days", "version"])
        .where("company_id", "=", company.id)
        .executeTakeFirst(),
    ).toEqual({
      credit_terms_days: null,
      version: 2,
    });

    const course = await insertCourse(db, { name: "ISO 45001 lead auditor", price_cents: 1_000_000 });
    const add = { intent: "save-company-price", item: `course:${course.id}`, price: "8000", version: "0" };
    expect(dataOf(await post(companyRoute, path, add, params)).status).toBe(200);
    const cartFor = async (companyId: string | null) => {
      const priced = await priceCart(
        db,
        { lines: [{ itemType: "course", itemId: course.id, quantity: 1 }], companyId },
        NOW,
      );
      return priced.ok ? priced.cart.subtotalCents : null;
    };
    expect(await cartFor(company.id)).toBe(800_000);
    expect(await cartFor(null)).toBe(1_000_000);
    expect(dataOf(await post(companyRoute, path, { ...add, price: "7500", version: "1" }, params)).status).toBe(200);
    expect(dataOf(await post(companyRoute, path, { ...add, price: "7000", version: "1" }, params)).status).toBe(409);
    expect(await cartFor(company.id)).toBe(750_000);
    const line = await db
      .selectFrom("company_prices")
      .select("id")
      .where("company_id", "=", company.id)
      .executeTakeFirstOrThrow();
    expect(
      dataOf(await post(companyRoute, path, { intent: "remove-company-price", priceId: line.id }, params)).status,
    ).toBe(200);
    expect(await cartFor(company.id)).toBe(1_000_000);
  });
});
