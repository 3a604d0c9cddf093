import { createHash } from "node:crypto";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { LrsDocumentKind } from "~db/schema";
import { inTransaction } from "~db/transactions";

/**
 * State and agent-profile documents (xAPI Communication 2.3, 2.4 and 3.1): one per key, with a
 * quoted SHA-1 ETag. PUT replaces, POST merges JSON objects (top-level properties), and the
 * concurrency headers are checked against the stored ETag inside the write's transaction.
 */
export interface DocumentScope {
  kind: LrsDocumentKind;
  /** "" for agent profiles. */
  activityId: string;
  agentKey: string;
  /** "" when none was given. */
  registration: string;
  userId: string | null;
}

export interface DocumentKey extends DocumentScope {
  documentId: string;
}

export interface StoredDocument {
  content: string;
  contentType: string;
  etag: string;
  updatedAt: string;
}

export interface Preconditions {
  ifMatch: string | null;
  ifNoneMatch: string | null;
}

function etagOf(content: string): string {
  return `"${createHash("sha1").update(content).digest("hex")}"`;
}

const isJsonType = (contentType: string) => contentType.split(";")[0].trim().toLowerCase() === "application/json";

function keyed<Q>(query: Q, key: DocumentScope): Q {
  // biome-ignore lint/suspicious/noExplicitAny: one filter over select, update and delete queries.
  return (query as any)
    .where("kind", "=", key.kind)
    .where("activity_id", "=", key.activityId)
    .where("agent_key", "=", key.agentKey)
    .where("registration", "=", key.registration);
}

export async function findDocument(
  db: DatabaseExecutor,
  key: DocumentKey,
): Promise<Outcome<{ document: StoredDocument }>> {
  const row = await keyed(db.selectFrom("lrs_documents").select(["content", "content_type", "etag", "updated_at"]), key)
    .where("document_id", "=", key.documentId)
    .executeTakeFirst();
  if (!row) return refuse("missing", `No document has the id ${key.documentId} here.`);
  return {
    ok: true,
    document: { content: row.content, contentType: row.content_type, etag: row.etag, updatedAt: row.updated_at },
  };
}

/** The ids of the documents under the scope (changed after `since`, if given); at most 500. */
export async function listDocumentIds(db: DatabaseExecutor, scope: DocumentScope, since: string | null) {
  let query = keyed(db.selectFrom("lrs_documents").select("document_id"), scope).orderBy("document_id").limit(500);
  if (since) query = query.where("updated_at", ">", new Date(since).toISOString());
  return (await query.execute()).map((row) => row.document_id);
}

function preconditionRefusal(current: string | null, { ifMatch, ifNoneMatch }: Preconditions) {
  if (ifMatch !== null) {
    const tags = ifMatch.split(",").map((tag) => tag.trim());
    if (!current || !(tags.includes("*") || tags.includes(current))) {
      return refuse("stale", "If-Match does not match the document's current ETag: read it again and retry.");
    }
  }
  if (ifNoneMatch !== null && current) {
    const tags = ifNoneMatch.split(",").map((tag) => tag.trim());
    if (tags.includes("*") || tags.includes(current)) {
      return refuse("stale", "If-None-Match: the document already exists.");
    }
  }
  return null;
}

export interface WriteOptions extends Preconditions {
  merge: boolean;
  /** Agent profiles: a PUT over an existing document must carry If-Match or If-None-Match (409 otherwise). */
  requireConcurrencyHeaders: boolean;
  now: Date;
}

export async function writeDocument(
  db: DatabaseExecutor,
  key: DocumentKey,
  body: { content: string; contentType: string },
  options: WriteOptions,
): Promise<Outcome<{ etag: string; precondition?: never }> | (ReturnType<typeof refuse> & { precondition?: true })> {
  return inTransaction(db, async (trx) => {
    const current = await keyed(trx.selectFrom("lrs_documents").select(["id", "content", "content_type", "etag"]), key)
      .where("document_id", "=", key.documentId)
      .executeTakeFirst();
    const failed = preconditionRefusal(current?.etag ?? null, options);
    if (failed) return { ...failed, precondition: true as const };
    if (
      current &&
      !options.merge &&
      options.requireConcurrencyHeaders &&
      options.ifMatch === null &&
      options.ifNoneMatch === null
    ) {
      return refuse(
        "conflict",
        "This document exists: send If-Match with its ETag (or If-None-Match: *) to say which version you replace.",
      );
    }
    let content = body.content;
    let contentType = body.contentType;
    if (options.merge) {
      const sent = jsonObject(content);
      if (!isJsonType(contentType) || !sent) {
        return refuse("invalid", "POST merges JSON: send a JSON object as application/json.");
      }
      if (current) {
        const stored = isJsonType(current.content_type) ? jsonObject(current.content) : null;
        if (!stored)
          return refuse("invalid", "The stored document is not a JSON object, so it cannot be merged: PUT it instead.");
        content = JSON.stringify({ ...stored, ...sent });
        contentType = "application/json";
      }
    }
    const etag = etagOf(content);
    const updatedAt = options.now.toISOString();
    if (current) {
      await trx
        .updateTable("lrs_documents")
        .set((eb) => ({
          content,
          content_type: contentType,
          etag,
          updated_at: updatedAt,
          version: eb("version", "+", 1),
        }))
        .where("id", "=", current.id)
        .execute();
    } else {
      await trx
        .insertInto("lrs_documents")
        .values({
          id: createId(),
          kind: key.kind,
          activity_id: key.activityId,
          agent_key: key.agentKey,
          registration: key.registration,
          document_id: key.documentId,
          user_id: key.userId,
          content_type: contentType,
          content,
          etag,
          version: 1,
          updated_at: updatedAt,
        })
        .execute();
    }
    return { ok: true as const, etag };
  });
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Deletes one document (documentId given) or every document under the scope. */
export async function deleteDocuments(
  db: DatabaseExecutor,
  scope: DocumentScope & { documentId: string | null },
  preconditions: Preconditions,
): Promise<Outcome | (ReturnType<typeof refuse> & { precondition?: true })> {
  return inTransaction(db, async (trx) => {
    let query = keyed(trx.deleteFrom("lrs_documents"), scope);
    if (scope.documentId !== null) {
      const current = await findDocument(trx, { ...scope, documentId: scope.documentId });
      const failed = preconditionRefusal(current.ok ? current.document.etag : null, {
        ifMatch: preconditions.ifMatch,
        ifNoneMatch: null,
      });
      if (failed) return { ...failed, precondition: true as const };
      query = query.where("document_id", "=", scope.documentId);
    }
    await query.execute();
    return { ok: true as const };
  });
}
