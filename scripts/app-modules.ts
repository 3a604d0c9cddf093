// The app's own modules (path aliases, TypeScript) loaded in a script as in the server, through
// Vite's module loader: the bench's data generator and Lighthouse's fixtures write with the app's
// functions instead of a second copy of them.
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");

/** Runs `work` with a loader of app modules (paths from the repository's root), then closes Vite. */
export async function withAppModules<T>(work: (load: <M>(file: string) => Promise<M>) => Promise<T>): Promise<T> {
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: {
      alias: { "~db": path.join(root, "db"), "~tests": path.join(root, "tests"), "~": path.join(root, "app") },
    },
    ssr: { external: ["sharp", "pg", "pdfkit", "nodemailer", "better-auth"] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await work(async <M>(file: string) => (await vite.ssrLoadModule(path.join(root, file))) as M);
  } finally {
    await vite.close();
  }
}
