import { createHash, randomBytes } from "node:crypto";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";

/**
 * A company's SCIM bearer tokens (decision 0102-scim-provisioning): `campus_scim_` and 32 random
 * bytes; only the SHA-256 is stored and the token is shown once. The token decides the company, so
 * no URL names one and a token of one company can never reach another's people.
 */
const TOKEN_PREFIX = "campus_scim_";
/** last_used_at is written at most this often, so a busy provider costs one write a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;

function hashScimToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface ScimTokenRow {
  id: string;
  name: string;
  tokenHint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export async function createScimToken(
  db: DatabaseExecutor,
  input: { companyId: string; name: string; createdByUserId: string },
  now = new Date(),
): Promise<Outcome<{ token: string; id: string }>> {
  const company = await db.selectFrom("companies").select("id").where("id", "=", input.companyId).executeTakeFirst();
  if (!company) return refuse("missing", "This company no longer exists.");
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = createId();
  await db
    .insertInto("scim_tokens")
    .values({
      id,
      company_id: input.companyId,
      name: input.name,
      token_hash: hashScimToken(token),
      token_hint: token.slice(0, TOKEN_PREFIX.length + 4),
      created_by_user_id: input.createdByUserId,
      created_at: now.toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { ok: true, token, id };
}

/** The company's tokens, newest first (a company has a handful: one per identity provider). */
export async function listScimTokens(db: DatabaseExecutor, companyId: string): Promise<ScimTokenRow[]> {
  const rows = await db
    .selectFrom("scim_tokens")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tokenHint: row.token_hint,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

export async function revokeScimToken(
  db: DatabaseExecutor,
  input: { companyId: string; tokenId: string },
  now = new Date(),
): Promise<Outcome> {
  const result = await db
    .updateTable("scim_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", input.tokenId)
    .where("company_id", "=", input.companyId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return refuse("missing", "This token does not exist or is already revoked.");
  return { ok: true };
}

export interface ScimCaller {
  tokenId: string;
  companyId: string;
  /** The admin who made the token: enrolments made through it are recorded as theirs when set. */
  createdByUserId: string | null;
}

/** The live token in `Authorization: Bearer …` and its company, or null; records its use at most once a minute. */
export async function authenticateScimToken(
  db: DatabaseExecutor,
  authorization: string | null,
  now = new Date(),
): Promise<ScimCaller | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const token = match?.[1];
  if (!token?.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db
    .selectFrom("scim_tokens")
    .select(["id", "company_id", "created_by_user_id", "last_used_at"])
    .where("token_hash", "=", hashScimToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await db.updateTable("scim_tokens").set({ last_used_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return { tokenId: row.id, companyId: row.company_id, createdByUserId: row.created_by_user_id };
}
