import type { Updateable } from "kysely";
import { type Outcome, type Refusal, refuse } from "~/lib/refusal";
import { readOncePerRequest } from "~/lib/request-context.server";
import { DEFAULT_LOGO_URL } from "~/lib/site-logo";
import { isUploadedImage } from "~/lib/uploaded-image.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { SiteSettings, SiteSettingsTable } from "~db/schema";
import * as m from "./messages";
import { LOGO_NOT_AN_UPLOAD_MESSAGE, type SiteSettingsInput } from "./site-settings.schema";

export const SITE_SETTINGS_ID = "site";

const DEFAULT_SETTINGS = {
  site_name: "Campus",
  logo_url: DEFAULT_LOGO_URL,
  notification_email: "info@campus.local",
  about_text:
    "We help organisations build management systems that work: ISO quality, environmental, health and safety, information security and food safety systems, from the first gap analysis to certification and beyond. Our consultants and trainers have worked with manufacturers, laboratories, mines, hospitals and public bodies across Southern, East and West Africa.",
  // The demo company's office (fictional: 555 numbers are not assigned); an admin replaces them.
  contact_phone: "+27 11 555 0142",
  contact_email: "info@campus.local",
  contact_address: "Unit 4, Quality House\n12 Standards Road, Midrand\nJohannesburg, 1685\nSouth Africa",
  contact_map_url: "https://www.openstreetmap.org/search?query=Midrand%2C%20Johannesburg",
  contact_office_hours: "Monday to Friday, 08:00 to 17:00\nClosed on public holidays",
  contact_whatsapp: "+27 82 555 0142",
};

/**
 * The settings record is created on first start if none exists (SPEC 3 "Other-info"). Two requests
 * may both find it missing (the root loader and the page's own loader run at once): the second
 * insert then does nothing instead of failing on the primary key.
 */
export async function ensureSiteSettings(db: DatabaseExecutor, overrides: Partial<typeof DEFAULT_SETTINGS> = {}) {
  const existing = await db
    .selectFrom("site_settings")
    .select("id")
    .where("id", "=", SITE_SETTINGS_ID)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto("site_settings")
    .values({
      id: SITE_SETTINGS_ID,
      ...DEFAULT_SETTINGS,
      ...overrides,
      updated_at: new Date().toISOString(),
      version: 1,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/** Read once per GET however many loaders ask (the root, the frame, the page: lib/request-context). */
export async function getSiteSettings(db: DatabaseExecutor): Promise<SiteSettings> {
  return (await readSiteFrame(db)).settings;
}

/** The footprint countries (footer and pages), read with the settings: see readSiteFrame. */
export async function listFootprintCountries(db: DatabaseExecutor): Promise<Array<{ id: string; name: string }>> {
  return (await readSiteFrame(db)).countries;
}

interface SiteFrame {
  settings: SiteSettings;
  countries: Array<{ id: string; name: string }>;
}

/**
 * The settings and the footprint countries that every page's frame shows, in one statement (the
 * countries as a JSON column: decision 0123-learner-statements) and once per GET: every page paid
 * two statements for them before its own work.
 */
function readSiteFrame(db: DatabaseExecutor): Promise<SiteFrame> {
  return readOncePerRequest("site_settings", async () => {
    const row = await db
      .selectFrom("site_settings")
      .selectAll()
      .select((eb) =>
        jsonRowsFrom(db, eb.selectFrom("footprint_countries").select(["id", "name"]).orderBy("position")).as(
          "footprint_countries_json",
        ),
      )
      .where("id", "=", SITE_SETTINGS_ID)
      .executeTakeFirst();
    if (row) {
      const { footprint_countries_json, ...settings } = row;
      return { settings, countries: readJsonRows(footprint_countries_json) };
    }
    await ensureSiteSettings(db);
    const [settings, countries] = await Promise.all([
      db.selectFrom("site_settings").selectAll().where("id", "=", SITE_SETTINGS_ID).executeTakeFirstOrThrow(),
      db.selectFrom("footprint_countries").select(["id", "name"]).orderBy("position").execute(),
    ]);
    return { settings, countries };
  });
}

/** The IANA zone every date and time is shown in (PDFs, mails and loaders that format on the server). */
export async function getSiteTimeZone(db: DatabaseExecutor): Promise<string> {
  return (await getSiteSettings(db)).time_zone;
}

/** The settings as screens show and edit them (camelCase, no row). */
export interface SiteSettingsView {
  siteName: string;
  logoUrl: string | null;
  notificationEmail: string;
  aboutText: string;
  timeZone: string;
  contact: ContactDetails;
  supplier: SupplierDetails;
  version: number;
}

/** The supplier as tax invoices name it, its bank account for EFT, and the cancellation policy. */
export interface SupplierDetails {
  legalName: string;
  vatNumber: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankBranchCode: string;
  cancellationDays: number;
}

function supplierDetailsOf(settings: SiteSettings): SupplierDetails {
  return {
    legalName: settings.legal_name,
    vatNumber: settings.vat_number,
    bankName: settings.bank_name,
    bankAccountName: settings.bank_account_name,
    bankAccountNumber: settings.bank_account_number,
    bankBranchCode: settings.bank_branch_code,
    cancellationDays: settings.cancellation_days,
  };
}

/** How people reach the company; an empty field is not shown anywhere. */
export interface ContactDetails {
  phone: string;
  email: string;
  address: string;
  mapUrl: string;
  officeHours: string;
  whatsapp: string;
}

export function contactDetailsOf(settings: SiteSettings): ContactDetails {
  return {
    phone: settings.contact_phone,
    email: settings.contact_email,
    address: settings.contact_address,
    mapUrl: settings.contact_map_url,
    officeHours: settings.contact_office_hours,
    whatsapp: settings.contact_whatsapp,
  };
}

export async function loadSiteSettingsView(db: DatabaseExecutor): Promise<SiteSettingsView> {
  const settings = await getSiteSettings(db);
  return {
    siteName: settings.site_name,
    logoUrl: settings.logo_url,
    notificationEmail: settings.notification_email,
    aboutText: settings.about_text,
    timeZone: settings.time_zone,
    contact: contactDetailsOf(settings),
    supplier: supplierDetailsOf(settings),
    version: settings.version,
  };
}

/** The contact fields the form sent (a field it did not send keeps its stored value). */
function contactColumns(input: SiteSettingsInput) {
  const sent = {
    contact_phone: input.contactPhone,
    contact_email: input.contactEmail?.toLowerCase(),
    contact_address: input.contactAddress,
    contact_map_url: input.contactMapUrl,
    contact_office_hours: input.contactOfficeHours,
    contact_whatsapp: input.contactWhatsapp,
  };
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
}

/** The supplier fields the form sent (a field it did not send keeps its stored value). */
function supplierColumns(input: SiteSettingsInput) {
  const sent = {
    legal_name: input.legalName,
    vat_number: input.vatNumber,
    bank_name: input.bankName,
    bank_account_name: input.bankAccountName,
    bank_account_number: input.bankAccountNumber,
    bank_branch_code: input.bankBranchCode,
    cancellation_days: input.cancellationDays,
  };
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
}

const SETTINGS_CHANGED_MESSAGE = () => m.settingsChangedElsewhere();

export type UpdateSiteSettingsResult = Outcome<{ settings: SiteSettings }>;

/**
 * Saves only if nobody else saved since the form was opened (the version it was opened at);
 * otherwise refuses as stale and nothing is overwritten.
 */
export async function updateSiteSettings(
  db: DatabaseExecutor,
  input: SiteSettingsInput,
): Promise<UpdateSiteSettingsResult> {
  if (input.logoUrl?.startsWith("/uploads/") && !(await isUploadedImage(db, input.logoUrl))) {
    return refuse("invalid", undefined, { logoUrl: LOGO_NOT_AN_UPLOAD_MESSAGE() });
  }
  const result = await db
    .updateTable("site_settings")
    .set({
      site_name: input.siteName,
      logo_url: input.logoUrl,
      notification_email: input.notificationEmail,
      about_text: input.aboutText,
      ...(input.timeZone ? { time_zone: input.timeZone } : {}),
      ...contactColumns(input),
      ...supplierColumns(input),
      updated_at: new Date().toISOString(),
      version: input.version + 1,
    })
    .where("id", "=", SITE_SETTINGS_ID)
    .where("version", "=", input.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return refuse("stale", SETTINGS_CHANGED_MESSAGE());
  return { ok: true, settings: await getSiteSettings(db) };
}

/** The columns other areas keep in site settings: privacy's retention period, selling's supplier and bank details. */
export type DelegatedSettingsColumns = Pick<
  Updateable<SiteSettingsTable>,
  | "retention_months"
  | "legal_name"
  | "vat_number"
  | "bank_name"
  | "bank_account_name"
  | "bank_account_number"
  | "bank_branch_code"
  | "cancellation_days"
>;

/**
 * Saves settings another area keeps here (privacy's retention period, selling's supplier details)
 * at the version its form was opened at: the site_settings row is this service's to write.
 */
export async function saveSettingsColumns(
  db: DatabaseExecutor,
  version: number,
  columns: DelegatedSettingsColumns,
  staleMessage: string,
): Promise<{ ok: true } | Refusal> {
  const settings = await getSiteSettings(db);
  const saved = await updateAtVersion(
    db,
    "site_settings",
    { id: settings.id, version },
    { ...columns, updated_at: new Date().toISOString() },
    { stale: staleMessage },
  );
  return saved.ok ? { ok: true } : saved;
}
