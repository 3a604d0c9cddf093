import { z } from "zod";
import type { OrderStatus, PaymentMethod, TaxDocumentKind } from "~db/schema";
import * as m from "./messages";
import { PAYMENT_PROVIDER_LABELS } from "./providers/provider";

/**
 * The finance screens' query strings (Orders, Invoices, Payments, the revenue report and the
 * accounting exports): read from the address, never from a form post, so the lists are GET forms
 * whose filters survive a reload. No server code here: route modules and components import it.
 */
export const FINANCE_PAGE_SIZE = 25;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  get quote() {
    return m.statusQuotation();
  },
  get awaiting_account() {
    return m.statusAwaitingAccountStaff();
  },
  get awaiting_payment() {
    return m.statusAwaitingPayment();
  },
  get on_account() {
    return m.statusOnAccount();
  },
  get paid() {
    return m.statusPaid();
  },
  get cancelled() {
    return m.statusCancelled();
  },
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  eft: "EFT",
  get account() {
    return m.statusOnAccount();
  },
  ...PAYMENT_PROVIDER_LABELS,
};

export const DOCUMENT_KIND_LABELS: Record<TaxDocumentKind, string> = {
  get tax_invoice() {
    return m.kindTaxInvoice();
  },
  get credit_note() {
    return m.kindCreditNote();
  },
};

/** Each kind has its own page: a credit note's id under /invoices is "not found". */
export function documentPath(document: { id: string; kind: TaxDocumentKind }): string {
  return document.kind === "tax_invoice" ? `/invoices/${document.id}` : `/credit-notes/${document.id}`;
}

/** What an invoice's standing is: paid in full, open (not yet due or no due date), past its due date. */
const INVOICE_STANDINGS = ["paid", "open", "overdue"] as const;
export type InvoiceStanding = (typeof INVOICE_STANDINGS)[number];

const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as [OrderStatus, ...OrderStatus[]];
const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as [PaymentMethod, ...PaymentMethod[]];
const DOCUMENT_KINDS = Object.keys(DOCUMENT_KIND_LABELS) as [TaxDocumentKind, ...TaxDocumentKind[]];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.dateFormat() })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: () => m.dateDoesNotExist() })
  .refine((value) => value >= "2000-01-01" && value <= "2999-12-31", { error: () => m.dateRange() });

/** An empty field is "not filtered": a GET form sends every field, filled or not. */
const blankIsUnset = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

const periodFields = {
  from: optional(isoDate),
  to: optional(isoDate),
};

const searchField = z.preprocess((value) => (typeof value === "string" ? value.trim().slice(0, 100) : ""), z.string());

const companyField = optional(z.string().max(100, { error: () => m.chooseCompanyFromList() }));

export const orderFilterSchema = z
  .object({
    q: searchField,
    status: optional(z.enum(ORDER_STATUSES, { error: () => m.chooseStatus() })),
    method: optional(z.enum(PAYMENT_METHODS, { error: () => m.choosePaymentMethod() })),
    company: companyField,
    ...periodFields,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: () => m.firstDayBeforeLast(),
    path: ["to"],
  });
export type OrderFilter = z.infer<typeof orderFilterSchema>;

export const invoiceFilterSchema = z
  .object({
    q: searchField,
    kind: optional(z.enum(DOCUMENT_KINDS, { error: () => m.chooseDocumentKind() })),
    standing: optional(z.enum(INVOICE_STANDINGS, { error: () => m.chooseStanding() })),
    company: companyField,
    ...periodFields,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: () => m.firstDayBeforeLast(),
    path: ["to"],
  });
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>;

export const paymentFilterSchema = z
  .object({
    q: searchField,
    method: optional(z.string().regex(/^[a-z_]{1,20}$/, { error: () => m.choosePaymentMethod() })),
    company: companyField,
    ...periodFields,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: () => m.firstDayBeforeLast(),
    path: ["to"],
  });
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

/** The longest period a report or export covers at once: a tax year and a bit. */
const MAX_PERIOD_DAYS = 400;

export const periodSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((period) => period.from <= period.to, { error: () => m.firstDayBeforeLast(), path: ["to"] })
  .refine((period) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 <= MAX_PERIOD_DAYS, {
    error: () => m.periodAtMost({ days: MAX_PERIOD_DAYS }),
    path: ["to"],
  });
export type Period = z.infer<typeof periodSchema>;

export const ACCOUNTING_SYSTEMS = ["xero", "sage"] as const;
export type AccountingSystem = (typeof ACCOUNTING_SYSTEMS)[number];
// i18n-exempt: product names
export const ACCOUNTING_SYSTEM_LABELS: Record<AccountingSystem, string> = {
  xero: "Xero",
  sage: "Sage Business Cloud Accounting",
};

export const EXPORT_KINDS = ["invoices", "credit-notes", "payments"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_KIND_LABELS: Record<ExportKind, string> = {
  get invoices() {
    return m.exportTaxInvoices();
  },
  get "credit-notes"() {
    return m.exportCreditNotes();
  },
  get payments() {
    return m.exportPayments();
  },
};

export const exportRequestSchema = z.object({
  system: z.preprocess(
    blankIsUnset,
    z.enum(ACCOUNTING_SYSTEMS, { error: () => m.chooseAccountingSystem() }).default("xero"),
  ),
  kind: z.preprocess(blankIsUnset, z.enum(EXPORT_KINDS, { error: () => m.chooseExportKind() }).default("invoices")),
});

/** The first message of a refused query, said plainly (a 400). */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "The filter is not valid.";
}
