// `npm run dev`: Vite in middleware mode (hot reload), the same headers and start-up as production.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getEnvironment } from "../app/lib/env.server.ts";
import { createEdgeApp, entryModuleOf, listenOnEdge } from "./app.ts";
import { edgeSettingsFromEnvironment } from "./edge-settings.ts";
import { resolveRequestLanguage } from "./locale.ts";
import { createObservability } from "./observability.ts";
import { createCampusRequestHandler } from "./request-handler.ts";
import { requireSameOrigin } from "./security.ts";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true } });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

const entry = entryModuleOf(await loadBuild());
const prepared = await entry.prepareApp();
entry.startBackgroundJobs();

// The same edge and body limits as production (server/app.ts), with Vite's middleware in place of static files.
const settings = edgeSettingsFromEnvironment({ isProduction: false });
const app = createEdgeApp(
  settings,
  createObservability({
    probes: { checkReadiness: () => entry.checkReadiness(), outboxMetrics: () => entry.outboxMetrics() },
    metricsToken: getEnvironment().METRICS_TOKEN,
  }),
);
app.use(vite.middlewares);
app.use(resolveRequestLanguage);
app.use(requireSameOrigin);
// The build is loaded again for every request, so edits show without a restart.
app.all("/{*path}", createCampusRequestHandler({ build: loadBuild, mode: "development", limits: settings.limits }));

const port = Number(process.env.PORT ?? 3000);
listenOnEdge(app, port, "127.0.0.1", () => {
  process.stdout.write(`Campus (development) on http://localhost:${port}, ${prepared.databaseKind} database\n`);
  for (const signIn of prepared.seededSignIns)
    process.stdout.write(`  ${signIn.role.padEnd(11)} ${signIn.email}  ${signIn.password}\n`);
});
