import type { DatabaseExecutor } from "~db/executor";
import type { IdentityProviderKind } from "~db/schema";

/**
 * Every sign-in sent to a provider leaves one row here (the OIDC state with its PKCE verifier and
 * nonce, or the SAML AuthnRequest id), and the answer takes it with one DELETE: of two answers
 * carrying the same state, only the one whose DELETE removed the row goes on, on any number of
 * processes (decision 0101-sso).
 */
const SIGN_IN_STATE_LIFETIME_MS = 10 * 60 * 1000;

export interface SignInState {
  id: string;
  companyId: string;
  kind: IdentityProviderKind;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

export async function saveSignInState(db: DatabaseExecutor, state: SignInState, now = Date.now()) {
  await db.deleteFrom("sso_sign_in_states").where("expires_at", "<", new Date(now).toISOString()).execute();
  await db
    .insertInto("sso_sign_in_states")
    .values({
      id: state.id,
      company_id: state.companyId,
      kind: state.kind,
      code_verifier: state.codeVerifier,
      nonce: state.nonce,
      return_to: state.returnTo,
      expires_at: new Date(now + SIGN_IN_STATE_LIFETIME_MS).toISOString(),
    })
    .execute();
}

/** The state, taken once: null when unknown, already taken or expired. */
export async function takeSignInState(
  db: DatabaseExecutor,
  id: string,
  kind: IdentityProviderKind,
  now = Date.now(),
): Promise<SignInState | null> {
  const row = await db
    .selectFrom("sso_sign_in_states")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!row) return null;
  const taken = await db.deleteFrom("sso_sign_in_states").where("id", "=", id).executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) return null;
  if (row.expires_at < new Date(now).toISOString()) return null;
  return {
    id: row.id,
    companyId: row.company_id,
    kind: row.kind,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    returnTo: row.return_to,
  };
}

/** Records a SAML assertion id as taken; false when it was taken before (a replay). */
export async function takeAssertionId(
  db: DatabaseExecutor,
  companyId: string,
  assertionId: string,
  expiresAt: Date,
  now = Date.now(),
): Promise<boolean> {
  await db.deleteFrom("sso_used_assertions").where("expires_at", "<", new Date(now).toISOString()).execute();
  const inserted = await db
    .insertInto("sso_used_assertions")
    .values({ id: assertionId, company_id: companyId, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return Boolean(inserted);
}
