import type http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { resetEnvironmentForTests } from "~/lib/env.server";
import { getDb } from "~/server/app-context.server";
import { inTransaction } from "~db/transactions";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import type { EdgeSettings } from "../../server/edge-settings.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";

/**
 * Server-Timing (docs/decisions/0114-statements-per-request-and-server-timing.md): with
 * SERVER_TIMING=1 every answer of the app's handler says the process CPU it cost, the ms in SQL
 * and the statements it ran, counted where every query passes (db/statement-counting.ts), a
 * transaction's begin and commit included; without it, no header.
 */

const settings: EdgeSettings = { isProduction: true, trustProxy: false, limits: { uploadMaxBytes: 1024 * 1024 } };
const SERVER_TIMING = /^cpu;dur=\d+\.\d, db;dur=\d+\.\d, statements;dur=(\d+)$/;

/** Two statements, then a transaction of one (begin, the select, commit), then a body of 200 kB. */
async function handler(): Promise<Response> {
  const db = getDb();
  await sql`select 1 as one`.execute(db);
  await db.selectFrom("site_settings").select("id").execute();
  await inTransaction(db, (trx) => sql`select 2 as two`.execute(trx));
  return new Response("x".repeat(200_000), { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function get(): Promise<{ serverTiming: string | undefined; length: number }> {
  const app = createEdgeApp(settings);
  app.all("/{*path}", serveFetchHandler(handler, settings.limits));
  const server = await new Promise<http.Server>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/page`);
    const body = await response.text();
    return { serverTiming: response.headers.get("server-timing") ?? undefined, length: body.length };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

afterEach(() => {
  delete process.env.SERVER_TIMING;
  resetEnvironmentForTests();
});

it("says the CPU, the SQL time and the statements of the request with SERVER_TIMING=1", async () => {
  process.env.SERVER_TIMING = "1";
  resetEnvironmentForTests();
  const { serverTiming, length } = await get();
  expect(serverTiming).toMatch(SERVER_TIMING);
  expect(Number(SERVER_TIMING.exec(serverTiming ?? "")?.[1])).toBe(5);
  expect(length).toBe(200_000);
});

it("sends no Server-Timing without SERVER_TIMING", async () => {
  const { serverTiming, length } = await get();
  expect(serverTiming).toBeUndefined();
  expect(length).toBe(200_000);
});

it("refuses a SERVER_TIMING other than 0 or 1 at start-up", async () => {
  process.env.SERVER_TIMING = "yes";
  resetEnvironmentForTests();
  const { getEnvironment } = await import("~/lib/env.server");
  expect(() => getEnvironment()).toThrow(/SERVER_TIMING must be 1 \(on\) or 0 \(off\)/);
});
