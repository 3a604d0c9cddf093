import { formatRand, priceCentsFrom } from "~/lib/course-buyer-facts";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowFrom, jsonRowsFrom, readJsonRow, readJsonRows } from "~db/json-aggregation";
import type { SellableItemType } from "~db/schema";
import { isUniqueViolation } from "~db/sql-helpers";
import { findSellableItem } from "./catalogue.server";
import * as m from "./messages";
import { type BillingIntent, type DiscountIntent, discountValueFrom } from "./selling-admin.schema";

/**
 * Staff's side of prices (decision 0082): discount codes, a company's billing account (registered
 * name, VAT number, billing address, credit terms) and its negotiated price list. Every edit is
 * saved at the version the form was loaded with; an older one is refused as stale.
 */

export interface DiscountCodeView {
  id: string;
  code: string;
  kind: "percent" | "amount";
  value: number;
  /** "10 %" or "R 500 off each seat". */
  valueLabel: string;
  /** As the form shows it again ("10" or "500"). */
  valueInput: string;
  maxUses: number | null;
  usedCount: number;
  expiresOn: string | null;
  courseId: string | null;
  courseName: string | null;
  isActive: boolean;
  version: number;
}

function percentLabel(basisPoints: number): string {
  return `${basisPoints % 100 ? (basisPoints / 100).toFixed(2) : basisPoints / 100} %`;
}

export async function listDiscountCodes(db: DatabaseExecutor): Promise<DiscountCodeView[]> {
  const rows = await db
    .selectFrom("discount_codes")
    .leftJoin("courses", "courses.id", "discount_codes.course_id")
    .selectAll("discount_codes")
    .select("courses.name as course_name")
    .orderBy("discount_codes.is_active", "desc")
    .orderBy("discount_codes.created_at", "desc")
    .limit(500)
    .execute();
  return rows.map((row) => {
    const kind = row.kind === "percent" ? "percent" : "amount";
    return {
      id: row.id,
      code: row.code,
      kind,
      value: row.value,
      valueLabel: kind === "percent" ? percentLabel(row.value) : `${formatRand(row.value)} off each unit`,
      valueInput: kind === "percent" ? percentLabel(row.value).replace(" %", "") : String(row.value / 100),
      maxUses: row.max_uses,
      usedCount: row.used_count,
      expiresOn: row.expires_on,
      courseId: row.course_id,
      courseName: row.course_name,
      isActive: row.is_active === 1,
      version: row.version,
    };
  });
}

async function knownCourse(db: DatabaseExecutor, courseId: string | null): Promise<boolean> {
  if (!courseId) return true;
  return Boolean(await db.selectFrom("courses").select("id").where("id", "=", courseId).executeTakeFirst());
}

export async function changeDiscountCode(
  db: DatabaseExecutor,
  input: DiscountIntent,
  now: Date = new Date(),
): Promise<Outcome<{ message: string }>> {
  const at = now.toISOString();
  if (input.intent === "deactivate-discount") {
    const saved = await updateAtVersion(
      db,
      "discount_codes",
      { id: input.discountId, version: input.version },
      { is_active: 0, updated_at: at },
      { stale: m.staleEdit(), missing: m.discountGone() },
    );
    return saved.ok ? { ok: true, message: m.discountDeactivated() } : saved;
  }
  if (!(await knownCourse(db, input.courseId))) {
    return refuse("invalid", m.chooseCourseFromListDot(), { courseId: m.chooseCourseFromList() });
  }
  const value = discountValueFrom(input.kind, input.value) as number;
  const columns = {
    code: input.code,
    kind: input.kind,
    value,
    max_uses: input.maxUses,
    expires_on: input.expiresOn,
    course_id: input.courseId,
    updated_at: at,
  };
  try {
    if (input.intent === "create-discount") {
      await db
        .insertInto("discount_codes")
        .values({ id: createId(), ...columns, used_count: 0, is_active: 1, created_at: at })
        .execute();
      return { ok: true, message: m.discountAdded({ code: input.code }) };
    }
    const saved = await updateAtVersion(
      db,
      "discount_codes",
      { id: input.discountId, version: input.version },
      { ...columns, is_active: 1 },
      { stale: m.staleEdit(), missing: m.discountGone() },
    );
    return saved.ok ? { ok: true, message: m.discountSaved({ code: input.code }) } : saved;
  } catch (error) {
    if (isUniqueViolation(error)) return refuse("conflict", m.codeTaken(), { code: m.codeTaken() });
    throw error;
  }
}

export interface CompanyBillingView {
  legalName: string;
  vatNumber: string;
  billingAddress: string;
  creditTermsDays: number | null;
  /** 0: no billing account yet. */
  version: number;
  prices: Array<{
    id: string;
    item: string;
    description: string;
    priceCents: number;
    priceLabel: string;
    listPriceLabel: string;
    version: number;
  }>;
  /** What can go on the price list: every priced course, schedule date and event. */
  items: Array<{ value: string; label: string }>;
}

/** What can go on a price list, by kind: every priced course, schedule date and event (300 of each at most). */
function sellableChoiceColumns(db: DatabaseExecutor) {
  return [
    jsonRowsFrom(
      db,
      db
        .selectFrom("courses")
        .select(["id", "name", "price_cents"])
        .where("price_cents", ">", 0)
        .orderBy("name")
        .limit(300),
    ).as("courses"),
    jsonRowsFrom(
      db,
      db
        .selectFrom("training_schedule_entries")
        .select(["id", "course_title", "start_date", "price_cents"])
        .where("price_cents", ">", 0)
        .orderBy("start_date")
        .limit(300),
    ).as("dates"),
    jsonRowsFrom(
      db,
      db
        .selectFrom("events")
        .select(["id", "title", "date_from", "price_cents"])
        .where("price_cents", ">", 0)
        .orderBy("date_from")
        .limit(300),
    ).as("events"),
  ] as const;
}

/**
 * The company's billing account, its prices and what can be priced, in one statement (JSON
 * columns, decision 0125-staff-statements; five statements before).
 */
function readCompanyBilling(db: DatabaseExecutor, companyId: string) {
  return db
    .selectNoFrom([
      jsonRowFrom(
        db,
        db
          .selectFrom("company_accounts")
          .select(["legal_name", "vat_number", "billing_address", "credit_terms_days", "version"])
          .where("company_id", "=", companyId),
      ).as("account"),
      jsonRowsFrom(
        db,
        db
          .selectFrom("company_prices")
          .select(["id", "item_type", "item_id", "price_cents", "version"])
          .where("company_id", "=", companyId)
          .orderBy("updated_at"),
      ).as("prices"),
      ...sellableChoiceColumns(db),
    ])
    .executeTakeFirstOrThrow();
}

export async function companyBillingOf(db: DatabaseExecutor, companyId: string): Promise<CompanyBillingView> {
  const found = await readCompanyBilling(db, companyId);
  const account = readJsonRow(found.account);
  const prices = readJsonRows(found.prices);
  const items = [
    ...readJsonRows(found.courses).map((row) => ({
      value: `course:${row.id}`,
      label: `${row.name} (${formatRand(row.price_cents ?? 0)})`,
    })),
    ...readJsonRows(found.dates).map((row) => ({
      value: `schedule_date:${row.id}`,
      label: `${row.course_title}, ${row.start_date} (${formatRand(row.price_cents ?? 0)})`,
    })),
    ...readJsonRows(found.events).map((row) => ({
      value: `event:${row.id}`,
      label: `${row.title}, ${row.date_from} (${formatRand(row.price_cents ?? 0)})`,
    })),
  ];
  const described = [];
  const timeZone = await getSiteTimeZone(db);
  for (const price of prices) {
    const item = await findSellableItem(db, price.item_type, price.item_id, timeZone);
    described.push({
      id: price.id,
      item: `${price.item_type}:${price.item_id}`,
      description: item?.description ?? m.itemNoLongerForSaleName(),
      priceCents: price.price_cents,
      priceLabel: formatRand(price.price_cents),
      listPriceLabel: item?.priceCents ? formatRand(item.priceCents) : "not sold online",
      version: price.version,
    });
  }
  return {
    legalName: account?.legal_name ?? "",
    vatNumber: account?.vat_number ?? "",
    billingAddress: account?.billing_address ?? "",
    creditTermsDays: account?.credit_terms_days ?? null,
    version: account?.version ?? 0,
    prices: described,
    items,
  };
}

export async function changeCompanyBilling(
  db: DatabaseExecutor,
  companyId: string,
  input: BillingIntent,
  now: Date = new Date(),
): Promise<Outcome<{ message: string }>> {
  const at = now.toISOString();
  switch (input.intent) {
    case "save-billing": {
      const columns = {
        legal_name: input.legalName,
        vat_number: input.vatNumber,
        billing_address: input.billingAddress,
        credit_terms_days: input.creditTermsDays,
        updated_at: at,
      };
      if (input.version === 0) {
        try {
          await db
            .insertInto("company_accounts")
            .values({ company_id: companyId, ...columns, version: 1 })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) return refuse("stale", m.staleEdit());
          throw error;
        }
        return { ok: true, message: m.billingSaved() };
      }
      const saved = await db
        .updateTable("company_accounts")
        .set((eb) => ({ ...columns, version: eb("version", "+", 1) }))
        .where("company_id", "=", companyId)
        .where("version", "=", input.version)
        .executeTakeFirst();
      if (Number(saved.numUpdatedRows) === 0) return refuse("stale", m.staleEdit());
      return { ok: true, message: m.billingSaved() };
    }
    case "save-company-price": {
      const [itemType, itemId] = input.item.split(":") as [SellableItemType, string];
      const timeZone = await getSiteTimeZone(db);
      const item = await findSellableItem(db, itemType, itemId, timeZone);
      if (!item?.priceCents) {
        return refuse("invalid", m.chooseItemFromListDot(), { item: m.chooseItemFromList() });
      }
      const priceCents = priceCentsFrom(input.price) as number;
      const existing = await db
        .selectFrom("company_prices")
        .select(["id", "version"])
        .where("company_id", "=", companyId)
        .where("item_type", "=", itemType)
        .where("item_id", "=", itemId)
        .executeTakeFirst();
      if (!existing) {
        if (input.version !== 0) return refuse("stale", m.staleEdit());
        await db
          .insertInto("company_prices")
          .values({
            id: createId(),
            company_id: companyId,
            item_type: itemType,
            item_id: itemId,
            price_cents: priceCents,
            updated_at: at,
          })
          .execute();
        return { ok: true, message: m.companyPriceSaved({ item: item.description, price: formatRand(priceCents) }) };
      }
      const saved = await updateAtVersion(
        db,
        "company_prices",
        { id: existing.id, version: input.version, scope: { company_id: companyId } },
        { price_cents: priceCents, updated_at: at },
        { stale: m.staleEdit(), missing: m.priceNotOnList() },
      );
      return saved.ok
        ? { ok: true, message: m.companyPriceSaved({ item: item.description, price: formatRand(priceCents) }) }
        : saved;
    }
    case "remove-company-price": {
      const removed = await db
        .deleteFrom("company_prices")
        .where("id", "=", input.priceId)
        .where("company_id", "=", companyId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return refuse("missing", m.priceNotOnList());
      return { ok: true, message: m.priceRemoved() };
    }
  }
}
