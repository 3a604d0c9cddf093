import { createHash } from "node:crypto";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Idempotency-Key for POSTs (decision 0041, after draft-ietf-httpapi-idempotency-key-header): the
 * first request with a key claims it (one INSERT, so two racing requests cannot both run), runs, and
 * stores its answer; a retry with the same key and the same request gets that answer again instead
 * of booking twice. The same key with another request is refused (422); a retry while the first is
 * still running is told to wait (409). Keys are kept a day.
 */
const IDEMPOTENCY_HEADER = "Idempotency-Key";
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;

export function requestHash(method: string, url: URL, body: string): string {
  return createHash("sha256").update(`${method} ${url.pathname}${url.search}\n${body}`).digest("hex");
}

export type IdempotencyClaim =
  | { ok: true; replay: null }
  | { ok: true; replay: { status: number; body: unknown } }
  | ({ ok: false } & ReturnType<typeof refuse> & { unprocessable?: boolean });

export async function claimIdempotencyKey(
  db: DatabaseExecutor,
  { tokenId, key, hash }: { tokenId: string; key: string; hash: string },
  now = new Date(),
): Promise<IdempotencyClaim> {
  await db
    .deleteFrom("api_idempotency_keys")
    .where("token_id", "=", tokenId)
    .where("created_at", "<", new Date(now.getTime() - KEEP_MS).toISOString())
    .execute();
  const claimed = await db
    .insertInto("api_idempotency_keys")
    .values({
      token_id: tokenId,
      idempotency_key: key,
      request_hash: hash,
      response_status: null,
      response_body: null,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["token_id", "idempotency_key"]).doNothing())
    .returning("token_id")
    .executeTakeFirst();
  if (claimed) return { ok: true, replay: null };
  const existing = await db
    .selectFrom("api_idempotency_keys")
    .select(["request_hash", "response_status", "response_body"])
    .where("token_id", "=", tokenId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  // Removed between the INSERT and this read (a failed first attempt gave it up): try once more.
  if (!existing) return claimIdempotencyKey(db, { tokenId, key, hash }, now);
  if (existing.request_hash !== hash) {
    return {
      ...refuse("invalid", "This Idempotency-Key was used for another request. Use a new key for a new request.", {
        [IDEMPOTENCY_HEADER]: "Used for another request.",
      }),
      unprocessable: true,
    };
  }
  if (existing.response_status === null || existing.response_body === null) {
    return refuse("stale", "The first request with this Idempotency-Key is still being answered. Retry in a moment.");
  }
  return {
    ok: true,
    replay: { status: Number(existing.response_status), body: JSON.parse(existing.response_body) as unknown },
  };
}

export async function storeIdempotentAnswer(
  db: DatabaseExecutor,
  { tokenId, key }: { tokenId: string; key: string },
  answer: { status: number; body: unknown },
) {
  await db
    .updateTable("api_idempotency_keys")
    .set({ response_status: answer.status, response_body: JSON.stringify(answer.body) })
    .where("token_id", "=", tokenId)
    .where("idempotency_key", "=", key)
    .execute();
}

/** The request failed without an answer (an error): the key is free for the client's retry. */
export async function releaseIdempotencyKey(db: DatabaseExecutor, { tokenId, key }: { tokenId: string; key: string }) {
  await db
    .deleteFrom("api_idempotency_keys")
    .where("token_id", "=", tokenId)
    .where("idempotency_key", "=", key)
    .where("response_status", "is", null)
    .execute();
}

export function readIdempotencyKey(request: Request): Outcome<{ key: string | null }> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return { ok: true, key: null };
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return refuse("invalid", "The Idempotency-Key header must be 1 to 255 visible ASCII characters.", {
      [IDEMPOTENCY_HEADER]: "1 to 255 visible ASCII characters.",
    });
  }
  return { ok: true, key };
}
