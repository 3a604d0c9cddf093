// `npm start`: build when the sources are newer than the build, then serve (migrations and seed run at start-up).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const builtServer = path.join(buildDirectory, "server/index.js");
const sourceFolders = ["app", "db", "public"];
const sourceFiles = ["package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestModification(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stats = fs.statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

function isBuildStale(): boolean {
  if (!fs.existsSync(builtServer)) return true;
  const builtAt = fs.statSync(builtServer).mtimeMs;
  const sources = [...sourceFolders, ...sourceFiles].map((entry) => newestModification(path.join(root, entry)));
  return Math.max(...sources) > builtAt;
}

if (isBuildStale()) {
  process.stdout.write("Building Campus (first start or changed sources)...\n");
  // npm run build: the client files' brotli and gzip copies too (scripts/precompress-assets.ts).
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
// Before the server's own imports too: server/production.ts keeps compiled code on disk (decision 0053).
enableCompileCache();
await import("../server/production.ts");
