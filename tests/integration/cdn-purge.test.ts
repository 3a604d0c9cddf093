import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnvironment, resetEnvironmentForTests } from "~/lib/env.server";
import { readContentVersion } from "~/lib/page-cache.server";
import {
  type CdnPurgeTarget,
  CLOUDFLARE_API_URL,
  cdnPurgeTarget,
  purgeCdnIfChanged,
} from "~/platform/cdn/cdn-purge.server";
import { getDb } from "~/server/app-context.server";

/**
 * The CDN purge on a content change (decision 0115-proxies-cdn-and-signed-in-hits) against a local fake of Cloudflare's
 * "Purge Cached Content" endpoint (POST /zones/{zone_id}/purge_cache, an API token as Bearer,
 * `{"purge_everything":true}`, answered with the API's envelope), which checks every part of the
 * request and refuses a wrong token as Cloudflare does (403, success false, its error list).
 */

const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const TOKEN = "cdn-purge-test-token";

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}
const received: Received[] = [];
let server: Server;
let apiUrl = "";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on("end", () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await readBody(request);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {}
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body,
    });
    response.setHeader("Content-Type", "application/json");
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.statusCode = 403;
      response.end(JSON.stringify({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }));
      return;
    }
    const wellFormed =
      request.method === "POST" &&
      request.url === `/client/v4/zones/${ZONE}/purge_cache` &&
      request.headers["content-type"] === "application/json" &&
      JSON.stringify(body) === JSON.stringify({ purge_everything: true });
    response.statusCode = wellFormed ? 200 : 400;
    response.end(
      JSON.stringify(
        wellFormed
          ? { success: true, errors: [], messages: [], result: { id: ZONE } }
          : {
              success: false,
              errors: [
                { code: 1012, message: "Request must contain one of files, tags, hosts, prefixes or purge_everything" },
              ],
            },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const target = (): CdnPurgeTarget => ({ apiUrl, zoneId: ZONE, token: TOKEN });

/** A content write, as the triggers record one (db/content-versions.ts). */
async function changeContent() {
  await getDb()
    .updateTable("content_versions")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

beforeEach(async () => {
  received.length = 0;
  // The CDN has been purged for what is there now, long ago.
  await getDb()
    .updateTable("cdn_purges")
    .set({ version: await readContentVersion(getDb()), claimed_at: "" })
    .where("id", "=", 1)
    .execute();
});

afterEach(() => {
  delete process.env.CDN_PURGE_ZONE_ID;
  delete process.env.CDN_PURGE_TOKEN;
  delete process.env.CDN_PURGE_API_URL;
  resetEnvironmentForTests();
});

describe("the CDN purge when public pages change", () => {
  it("sends Cloudflare's purge-everything request once for a change, though every process checks", async () => {
    const now = new Date("2026-12-01T08:00:00Z");
    expect(await purgeCdnIfChanged(getDb(), target(), { now, minIntervalMs: 5_000 })).toBe("unchanged");
    expect(received).toEqual([]);
    await changeContent();
    // Four serving processes check at the same moment: one wins the row, the others see it taken.
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() => purgeCdnIfChanged(getDb(), target(), { now, minIntervalMs: 5_000 })),
    );
    expect(outcomes.filter((outcome) => outcome === "purged")).toHaveLength(1);
    expect(received).toEqual([
      {
        method: "POST",
        url: `/client/v4/zones/${ZONE}/purge_cache`,
        authorization: `Bearer ${TOKEN}`,
        contentType: "application/json",
        body: { purge_everything: true },
      },
    ]);
    // Nothing changed since: no more purges.
    const later = new Date(now.getTime() + 60_000);
    expect(await purgeCdnIfChanged(getDb(), target(), { now: later, minIntervalMs: 5_000 })).toBe("unchanged");
    expect(received).toHaveLength(1);
  });

  it("makes a burst of edits one purge per interval, the last edit included", async () => {
    const start = new Date("2026-12-01T09:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    await changeContent();
    expect(await purgeCdnIfChanged(getDb(), target(), { now: at(0), minIntervalMs: 5_000 })).toBe("purged");
    await changeContent();
    await changeContent();
    expect(await purgeCdnIfChanged(getDb(), target(), { now: at(2_000), minIntervalMs: 5_000 })).toBe("unchanged");
    expect(received).toHaveLength(1);
    expect(await purgeCdnIfChanged(getDb(), target(), { now: at(5_000), minIntervalMs: 5_000 })).toBe("purged");
    expect(received).toHaveLength(2);
    const purged = await getDb().selectFrom("cdn_purges").select("version").executeTakeFirstOrThrow();
    expect(Number(purged.version)).toBe(await readContentVersion(getDb()));
  });

  it("reports a refused purge with the API's error and tries again at the next check", async () => {
    const now = new Date("2026-12-01T10:00:00Z");
    await changeContent();
    await expect(
      purgeCdnIfChanged(getDb(), { ...target(), token: "a-wrong-token" }, { now, minIntervalMs: 5_000 }),
    ).rejects.toThrow("the CDN refused the purge (HTTP 403: 10000 Authentication error)");
    expect(await purgeCdnIfChanged(getDb(), target(), { now, minIntervalMs: 5_000 })).toBe("purged");
    expect(received.map((request) => request.authorization)).toEqual(["Bearer a-wrong-token", `Bearer ${TOKEN}`]);
  });

  it("is off without the variables, Cloudflare's API by default, and refuses half a setting", () => {
    expect(cdnPurgeTarget()).toBeNull();
    process.env.CDN_PURGE_ZONE_ID = ZONE;
    process.env.CDN_PURGE_TOKEN = TOKEN;
    resetEnvironmentForTests();
    expect(cdnPurgeTarget()).toEqual({ apiUrl: CLOUDFLARE_API_URL, zoneId: ZONE, token: TOKEN });
    process.env.CDN_PURGE_API_URL = `${apiUrl}/`;
    resetEnvironmentForTests();
    expect(cdnPurgeTarget()?.apiUrl).toBe(apiUrl);
    delete process.env.CDN_PURGE_TOKEN;
    resetEnvironmentForTests();
    expect(() => getEnvironment()).toThrow("CDN_PURGE_ZONE_ID, CDN_PURGE_TOKEN: set both");
  });
});
