// `npm run dev`: Vite in middleware mode (hot reload), the same headers and start-up as production.
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { entryModuleOf } from "./app.ts";
import { requireSameOrigin, securityHeaders } from "./security.ts";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true } });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

const entry = entryModuleOf(await loadBuild());
const prepared = await entry.prepareApp();
entry.startBackgroundJobs();

const app = express();
app.disable("x-powered-by");
app.use(securityHeaders({ isProduction: false }));
app.use(vite.middlewares);
app.use(requireSameOrigin);
app.all("/{*path}", async (request, response, next) => {
  try {
    createRequestHandler({ build: await loadBuild(), mode: "development" })(request, response, next);
  } catch (error) {
    next(error);
  }
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, "127.0.0.1", () => {
  process.stdout.write(`Campus (development) on http://localhost:${port}, ${prepared.databaseKind} database\n`);
  for (const signIn of prepared.seededSignIns)
    process.stdout.write(`  ${signIn.role.padEnd(11)} ${signIn.email}  ${signIn.password}\n`);
});
