import { createHash, randomBytes } from "node:crypto";
import { addDays, DEFAULT_TIME_ZONE, todayIn, zonedInstant } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { type ApiScope, isApiScope } from "./scopes";

/**
 * Personal access tokens (docs/decisions/0034-rest-api.md): `campus_pat_` and 32 random bytes in
 * base64url. Only the SHA-256 is stored; the token is returned once, by createApiToken.
 */
export const TOKEN_PREFIX = "campus_pat_";
/** How long a token lives unless the admin picks its last day (decision 0066-api-token-lifetime). */
const DEFAULT_TOKEN_LIFETIME_YEARS = 1;
/** The furthest last day an admin may pick, in years from today. */
const MAX_TOKEN_LIFETIME_YEARS = 3;
/** last_used_at is written at most this often per token, so a busy client costs one write a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface ApiTokenRow {
  id: string;
  name: string;
  tokenHint: string;
  scopes: ApiScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  expiresAt: string;
  isExpired: boolean;
}

function parseScopes(json: string): ApiScope[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isApiScope) : [];
  } catch {
    return [];
  }
}

/** One year on from the instant (the default lifetime). */
function defaultTokenExpiry(now: Date): Date {
  const expires = new Date(now.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + DEFAULT_TOKEN_LIFETIME_YEARS);
  return expires;
}

/** The default last day, as the date input shows it: the day before the default expiry, in the site's zone. */
export function defaultTokenLastDay(now: Date, timeZone: string): string {
  return todayIn(timeZone, new Date(defaultTokenExpiry(now).getTime() - 1));
}

/**
 * The instant a token whose last day is `lastDay` (YYYY-MM-DD, the site's zone) stops working: the
 * midnight that ends that day. Empty: the default lifetime. A day in the past or beyond the maximum
 * is refused with the field's message.
 */
function tokenExpiryFrom(
  lastDay: string | undefined,
  now: Date,
  timeZone: string,
): { expiresAt: string } | { error: string } {
  const value = (lastDay ?? "").trim();
  if (!value) return { expiresAt: defaultTokenExpiry(now).toISOString() };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    return { error: "Enter the last day as a date." };
  }
  if (addDays(value, 0) !== value) return { error: "Enter the last day as a date." };
  const today = todayIn(timeZone, now);
  if (value < today) return { error: "Choose today or a later day." };
  const latest = addDays(today, 365 * MAX_TOKEN_LIFETIME_YEARS);
  if (value > latest) return { error: `Choose a day within ${MAX_TOKEN_LIFETIME_YEARS} years.` };
  return { expiresAt: zonedInstant(addDays(value, 1), "00:00", timeZone).toISOString() };
}

export async function createApiToken(
  db: DatabaseExecutor,
  input: { name: string; scopes: string[]; createdByUserId: string; lastDay?: string; timeZone?: string },
  now = new Date(),
): Promise<Outcome<{ token: string; id: string; expiresAt: string }>> {
  const name = input.name.trim();
  const fieldErrors: Record<string, string> = {};
  if (!name) fieldErrors.name = "Enter a name for the token.";
  else if (name.length > 100) fieldErrors.name = "Keep the name to 100 characters.";
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) fieldErrors.scopes = "Choose at least one scope.";
  else if (!scopes.every(isApiScope)) fieldErrors.scopes = "Choose scopes from the list.";
  const expiry = tokenExpiryFrom(input.lastDay, now, input.timeZone ?? DEFAULT_TIME_ZONE);
  if ("error" in expiry) fieldErrors.expiresOn = expiry.error;
  if (Object.keys(fieldErrors).length > 0) return refuse("invalid", undefined, fieldErrors);
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = createId();
  await db
    .insertInto("api_tokens")
    .values({
      id,
      name,
      token_hash: hashToken(token),
      token_hint: token.slice(0, TOKEN_PREFIX.length + 4),
      scopes_json: JSON.stringify(scopes),
      created_by_user_id: input.createdByUserId,
      created_at: now.toISOString(),
      last_used_at: null,
      revoked_at: null,
      expires_at: "expiresAt" in expiry ? expiry.expiresAt : "",
    })
    .execute();
  return { ok: true, token, id, expiresAt: "expiresAt" in expiry ? expiry.expiresAt : "" };
}

export async function listApiTokens(db: DatabaseExecutor, now = new Date()): Promise<ApiTokenRow[]> {
  const rows = await db.selectFrom("api_tokens").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tokenHint: row.token_hint,
    scopes: parseScopes(row.scopes_json),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    expiresAt: row.expires_at,
    isExpired: row.expires_at <= now.toISOString(),
  }));
}

export async function revokeApiToken(db: DatabaseExecutor, id: string, now = new Date()): Promise<Outcome> {
  const result = await db
    .updateTable("api_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return refuse("missing", "This token does not exist or is already revoked.");
  return { ok: true };
}

export interface ApiCaller {
  tokenId: string;
  scopes: ApiScope[];
  /** The admin who made the token: writes are recorded as theirs (null once that account is gone). */
  createdByUserId: string | null;
}

/**
 * The token in `Authorization: Bearer …`, if it is live; records its use at most once a minute. Live
 * means not revoked, not expired, and its maker still an active admin: the token acts with their
 * rights, so it has no more than they have now. Looked up in one query on every request, never
 * cached, so a demotion or deactivation stops the token at once.
 */
export async function authenticateToken(
  db: DatabaseExecutor,
  authorization: string | null,
  now = new Date(),
): Promise<ApiCaller | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  const token = match?.[1];
  if (!token?.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("user", "user.id", "api_tokens.created_by_user_id")
    .select([
      "api_tokens.id",
      "api_tokens.scopes_json",
      "api_tokens.last_used_at",
      "api_tokens.created_by_user_id",
      "user.deactivated as maker_deactivated",
    ])
    .where("api_tokens.token_hash", "=", hashToken(token))
    .where("api_tokens.revoked_at", "is", null)
    .where("api_tokens.expires_at", ">", now.toISOString())
    .where("user.role", "=", "admin")
    .executeTakeFirst();
  // better-auth keeps deactivated as 0/1 on SQLite and a boolean on PostgreSQL: judged here, same row.
  if (!row || row.maker_deactivated) return null;
  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
    await db
      .updateTable("api_tokens")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", row.id)
      .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<=", threshold)]))
      .execute();
  }
  return { tokenId: row.id, scopes: parseScopes(row.scopes_json), createdByUserId: row.created_by_user_id };
}
