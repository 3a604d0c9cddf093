import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { Database } from "~db/schema";
import { API_RESOURCES, type ApiScope, isApiScope } from "./scopes";

/**
 * Personal access tokens (docs/decisions/0034-rest-api.md): `campus_pat_` and 32 random bytes in
 * base64url. Only the SHA-256 is stored; the token is returned once, by createApiToken.
 */
export const TOKEN_PREFIX = "campus_pat_";
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
}

function parseScopes(json: string): ApiScope[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isApiScope) : [];
  } catch {
    return [];
  }
}

export async function createApiToken(
  db: Kysely<Database>,
  input: { name: string; scopes: string[]; createdByUserId: string },
  now = new Date(),
): Promise<Outcome<{ token: string; id: string }>> {
  const name = input.name.trim();
  const fieldErrors: Record<string, string> = {};
  if (!name) fieldErrors.name = "Enter a name for the token.";
  else if (name.length > 100) fieldErrors.name = "Keep the name to 100 characters.";
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) fieldErrors.scopes = "Choose at least one scope.";
  else if (!scopes.every(isApiScope)) fieldErrors.scopes = "Choose scopes from the list.";
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
    })
    .execute();
  return { ok: true, token, id };
}

export async function listApiTokens(db: Kysely<Database>): Promise<ApiTokenRow[]> {
  const rows = await db.selectFrom("api_tokens").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tokenHint: row.token_hint,
    scopes: parseScopes(row.scopes_json),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

export async function revokeApiToken(db: Kysely<Database>, id: string, now = new Date()): Promise<Outcome> {
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

/** The token in `Authorization: Bearer …`, if it is live; records its use at most once a minute. */
export async function authenticateToken(
  db: Kysely<Database>,
  authorization: string | null,
  now = new Date(),
): Promise<ApiCaller | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  const token = match?.[1];
  if (!token?.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db
    .selectFrom("api_tokens")
    .select(["id", "scopes_json", "last_used_at", "created_by_user_id"])
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
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

export { API_RESOURCES };
