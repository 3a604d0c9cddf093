import {
  type BuyerDetails,
  type PlaceOrderInput,
  placeOrder,
  type RequestedLine,
} from "~/features/selling/orders.server";
import type { FulfilOrder } from "~/features/selling/settle.server";
import {
  getSiteSettings,
  saveSettingsColumns,
  updateSiteSettings,
} from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order } from "~db/schema";

/**
 * Selling for tests, the benchmark and the demo seed: the supplier's tax details (without which no
 * tax invoice is issued) and orders placed through the same placeOrder a buyer's checkout uses.
 */
export const DEMO_SUPPLIER = {
  legal_name: "Campus Quality Consulting (Pty) Ltd",
  vat_number: "4123456789",
  bank_name: "First National Bank",
  bank_account_name: "Campus Quality Consulting (Pty) Ltd",
  bank_account_number: "62812345678",
  bank_branch_code: "250655",
} as const;

const DEMO_SUPPLIER_ADDRESS = "Unit 4, 12 Quality Street, Centurion, 0157";

export async function setSupplierDetails(
  db: DatabaseExecutor,
  overrides: Partial<typeof DEMO_SUPPLIER> = {},
): Promise<void> {
  const settings = await getSiteSettings(db);
  if (!settings.contact_address) {
    // The supplier's address on a tax invoice is the site's contact address, saved as the settings form saves it.
    const saved = await updateSiteSettings(db, {
      siteName: settings.site_name,
      logoUrl: settings.logo_url,
      notificationEmail: settings.notification_email,
      aboutText: settings.about_text,
      contactAddress: DEMO_SUPPLIER_ADDRESS,
      version: settings.version,
    });
    if (!saved.ok) throw new Error(`Supplier address not saved: ${saved.message}`);
  }
  const saved = await saveSettingsColumns(
    db,
    (await getSiteSettings(db)).version,
    { ...DEMO_SUPPLIER, ...overrides },
    "stale",
  );
  if (!saved.ok) throw new Error(`Supplier details not saved: ${saved.message}`);
}

export function personBuyer(overrides: Partial<BuyerDetails> = {}): BuyerDetails {
  return {
    kind: "person",
    userId: null,
    name: "Thandi Nkosi",
    email: "thandi.nkosi@example.test",
    phone: "+27 82 555 0101",
    companyId: null,
    companyName: "",
    vatNumber: "",
    billingAddress: "14 Jacaranda Avenue, Pretoria, 0181",
    purchaseOrder: "",
    ...overrides,
  };
}

export async function insertOrder(
  db: DatabaseExecutor,
  lines: readonly RequestedLine[],
  overrides: Partial<Omit<PlaceOrderInput, "lines">> = {},
  now?: Date,
): Promise<Order> {
  const placed = await placeOrder(db, { lines, buyer: personBuyer(), paymentMethod: "eft", ...overrides }, now);
  if (!placed.ok) throw new Error(`Order not placed: ${placed.message}`);
  return placed.order;
}

/** Fulfilment that does nothing but say yes: for tests about money alone. */
export const acceptFulfilment: FulfilOrder = async () => ({ ok: true });
