import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProductionApp, listenOnEdge } from "../../server/app.ts";
import type { EdgeSettings } from "../../server/edge-settings.ts";
import { createObservability } from "../../server/observability.ts";
import { createPageCache } from "../../server/page-cache.ts";

/**
 * The whole production pipeline (server/app.ts createProductionApp: the edge, the page cache and its
 * fast path, static files, the language, the load-shedding gate, React Router's own request handler)
 * around a small React Router build whose page loader the test holds open. With MAX_IN_FLIGHT=2 and
 * two pages held, a third page is shed, while /healthz, a stored page (a page-cache hit) and a
 * static file are still answered: they run before the gate.
 */

const MAX_IN_FLIGHT = 2;
const settings: EdgeSettings = {
  isProduction: true,
  trustProxy: false,
  limits: { uploadMaxBytes: 1024 * 1024 },
  maxInFlight: MAX_IN_FLIGHT,
};

let open = Promise.withResolvers<void>();
let loaderCalls = 0;
let server: http.Server;
let port = 0;
const clientDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-shed-client-"));

/** React Router's server build for one catch-all page: its loader waits at /held/…, the entry marks /stored storable. */
function smallBuild(): ServerBuild {
  return {
    entry: {
      module: {
        default: async (request: Request, status: number, headers: Headers) => {
          const url = new URL(request.url);
          headers.set("Content-Type", "text/html; charset=utf-8");
          // What app/entry.server.tsx adds to a page every visitor may share (server/page-cache.ts takes it off).
          if (url.pathname === "/stored") headers.set("x-campus-page-cache", "1");
          return new Response(`<!doctype html><html lang="en-ZA"><body><p>page ${url.pathname}</p></body></html>`, {
            status,
            headers,
          });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      page: {
        id: "page",
        parentId: "root",
        path: "*",
        module: {
          default: () => null,
          loader: async ({ request }: { request: Request }) => {
            loaderCalls += 1;
            if (new URL(request.url).pathname.startsWith("/held")) await open.promise;
            return null;
          },
        },
      },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: { id: "root", path: "", module: "/assets/root.js", hasLoader: false, hasAction: false },
        page: {
          id: "page",
          parentId: "root",
          path: "*",
          module: "/assets/page.js",
          hasLoader: true,
          hasAction: false,
        },
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: clientDirectory,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDirectory, "robots.txt"), "User-agent: *\n");
  const build = smallBuild();
  const observability = createObservability({ logger: pino({ level: "silent" }), logRequests: false });
  const pageCache = createPageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    versionMaxAgeMs: 60_000,
    readVersion: async () => 1,
  });
  const app = createProductionApp(build, clientDirectory, settings, observability, pageCache);
  server = await new Promise<http.Server>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  open.resolve();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(clientDirectory, { recursive: true, force: true });
});

function get(address: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: address, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on("error", reject);
  });
}

it("keeps answering /healthz, a page-cache hit and a static file while the gate sheds pages", async () => {
  // Stored while the gate is empty: the first answer is a miss (the loader runs), the second a hit.
  expect((await get("/stored")).headers["x-cache"]).toBe("miss");
  expect((await get("/stored")).headers["x-cache"]).toBe("hit");

  const held = [get("/held/1"), get("/held/2")];
  for (let attempt = 0; attempt < 400 && loaderCalls < 3; attempt++) await new Promise((r) => setTimeout(r, 5));
  expect(loaderCalls).toBe(3);

  const shed = await get("/courses/online");
  expect(shed.status).toBe(503);
  expect(shed.headers["retry-after"]).toBe("2");
  expect(shed.body).toContain("Campus is busy");
  expect(loaderCalls).toBe(3);

  const hit = await get("/stored");
  expect(hit.status).toBe(200);
  expect(hit.headers["x-cache"]).toBe("hit");
  expect(hit.body).toContain("page /stored");
  expect((await get("/healthz")).status).toBe(200);
  const file = await get("/robots.txt");
  expect(file.status).toBe(200);
  expect(file.body).toBe("User-agent: *\n");

  open.resolve();
  for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
  open = Promise.withResolvers<void>();
  expect((await get("/courses/online")).status).toBe(200);
});
