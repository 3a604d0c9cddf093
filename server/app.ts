import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
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

/** The production server: headers, compression, static files with caching, logging, then React Router. */
export function createProductionApp(build: ServerBuild, clientDirectory: string) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  app.use(securityHeaders({ isProduction: true }));
  app.use(compression());
  app.use(requestLogger);
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
  app.all("/{*path}", createRequestHandler({ build, mode: "production" }));
  return app;
}
