/**
 * The resources a token may be given read or write access to (docs/decisions/0034-rest-api.md,
 * 0041). `users` is the admin scope: the account list, with e-mail addresses and roles.
 */
export const API_RESOURCES = [
  "courses",
  "events",
  "bookings",
  "enquiries",
  "schedule",
  "cpd",
  "certificates",
  "forms",
  "users",
  "orders",
  "invoices",
  "payments",
] as const;
export type ApiResource = (typeof API_RESOURCES)[number];

/** What each resource covers, as the token screen shows it beside the scope's name. */
export const API_RESOURCE_LABELS: Record<ApiResource, string> = {
  courses: "Catalogue courses",
  events: "Events",
  bookings: "Event bookings",
  enquiries: "Enquiries",
  schedule: "Training schedule",
  cpd: "CPD courses and enrolled people",
  certificates: "Certificates (write: issue and revoke)",
  forms: "Form responses",
  users: "User accounts (for admin systems only)",
  orders: "Orders and quotations, with buyers and lines",
  invoices: "Tax invoices and credit notes",
  payments: "Payments received against orders",
};
export type ApiScope = `${ApiResource}:${"read" | "write"}`;

export const API_SCOPES: readonly ApiScope[] = API_RESOURCES.flatMap((resource) => [
  `${resource}:read` as const,
  `${resource}:write` as const,
]);

export function isApiScope(value: unknown): value is ApiScope {
  return typeof value === "string" && (API_SCOPES as readonly string[]).includes(value);
}

/** Write access includes read. */
export function hasScope(scopes: readonly ApiScope[], resource: ApiResource, access: "read" | "write"): boolean {
  return scopes.includes(`${resource}:write`) || (access === "read" && scopes.includes(`${resource}:read`));
}
