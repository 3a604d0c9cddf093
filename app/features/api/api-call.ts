import type { Kysely } from "kysely";
import type { Database } from "~db/schema";
import type { ApiRefusal } from "./problem.server";
import type { ApiCaller } from "./tokens.server";

/** What one operation is given: its parameters, query and body already checked against its schemas. */
export interface ApiCall {
  db: Kysely<Database>;
  caller: ApiCaller;
  baseUrl: string;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

export type ApiAnswer = { ok: true; status?: number; body: unknown; headers?: Record<string, string> } | ApiRefusal;

type ApiHandler = (call: ApiCall) => Promise<ApiAnswer>;

/**
 * One handler per operation id of operations.ts. The handlers compose the features that own each
 * table, so they live in app/server/api-handlers.server.ts (a composition root) and are passed in.
 */
export type ApiHandlers = Record<string, ApiHandler>;
