import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { type EdgeSettings, edgeSettingsFromEnvironment } from "./edge-settings.ts";
import { answerUnreadableRequest } from "./refusals.ts";
import { createCampusRequestHandler, refuseDeclaredOversizeBodies } from "./request-handler.ts";
import { refuseUnsafeAddresses } from "./request-url.ts";
import { requireSameOrigin, STATIC_FILE_CSP, securityHeaders } from "./security.ts";

export interface CampusEntryModule {
  prepareApp: () => Promise<{
    databaseKind: string;
    appliedMigrations: string[];
    seededSignIns: Array<{ role: string; email: string; password: string }>;
  }>;
  startBackgroundJobs: () => void;
  stopBackgroundJobs: () => Promise<void>;
}

export function entryModuleOf(build: ServerBuild): CampusEntryModule {
  return build.entry.module as unknown as CampusEntryModule;
}

function requestLogger(request: Request, response: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  response.on("finish", () => {
    if (process.env.LOG_LEVEL === "silent" || request.path.startsWith("/assets/")) return;
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    process.stdout.write(
      `${new Date().toISOString()} ${request.method} ${request.originalUrl} ${response.statusCode} ${milliseconds.toFixed(1)}ms\n`,
    );
  });
  next();
}

/**
 * The edge every Campus server starts with (production, development, tests): proxy trust,
 * security headers, then refusals that need no route (a broken address, a declared body over
 * its limit) before anything reads the request.
 */
export function createEdgeApp(settings: EdgeSettings) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.trustProxy);
  if (settings.isProduction) app.use(requestLogger);
  app.use(securityHeaders({ isProduction: settings.isProduction }));
  app.use(refuseUnsafeAddresses);
  app.use(refuseDeclaredOversizeBodies(settings.limits));
  return app;
}

/** Node's own parse errors (a raw NUL in the address) get a plain-text 400 too. */
export function listenOnEdge(app: Express, port: number, host: string, onListening: () => void): Server {
  const server = app.listen(port, host, onListening);
  server.on("clientError", answerUnreadableRequest);
  return server;
}

/** The production server: the edge, compression, static files with caching, then React Router. */
export function createProductionApp(
  build: ServerBuild,
  clientDirectory: string,
  settings: EdgeSettings = edgeSettingsFromEnvironment({ isProduction: true }),
) {
  const app = createEdgeApp(settings);
  app.use(compression());
  app.get("/healthz", (_request, response) => {
    response.json({ status: "ok" });
  });
  // Static files run no script and are never framed elsewhere; pages set their own CSP.
  const setHeaders = (response: Response) => response.setHeader("Content-Security-Policy", STATIC_FILE_CSP);
  // Fingerprinted assets never change; other public files may.
  app.use(
    "/assets",
    express.static(path.join(clientDirectory, "assets"), { immutable: true, maxAge: "1y", index: false, setHeaders }),
  );
  // redirect: false, or a folder of public files (e.g. public/events/) would answer /events with a 301.
  app.use(express.static(clientDirectory, { maxAge: "1h", index: false, redirect: false, setHeaders }));
  app.use(requireSameOrigin);
  app.all("/{*path}", createCampusRequestHandler({ build, mode: "production", limits: settings.limits }));
  return app;
}
