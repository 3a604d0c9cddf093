// `npm start`: build when the sources are newer than the build, then serve (migrations and seed run at start-up).
// The server is the build's plain-JavaScript entry (<build>/server/production.js, scripts/build-server-entry.ts),
// which replaces this process (process.execve: same PID, so signals reach the server): this script is
// TypeScript, and a process that has run TypeScript keeps Node's type stripper in memory (18 MB,
// docs/decisions/0060-plain-javascript-entry.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { glibcTunables } from "../server/memory-settings.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const builtServer = path.join(buildDirectory, "server/index.js");
const serverEntry = path.join(buildDirectory, "server/production.js");
const sourceFolders = ["app", "db", "public", "server"];
const sourceFiles = ["package-lock.json", "vite.config.ts", "react-router.config.ts", "scripts/build-server-entry.ts"];

function newestModification(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stats = fs.statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

function isBuildStale(): boolean {
  if (!fs.existsSync(builtServer) || !fs.existsSync(serverEntry)) return true;
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
// execArgv carries npm start's node flags (--max-semi-space-size=16) to the server.
const serverArguments = [...process.execArgv, serverEntry];
// glibc reads its malloc settings when a process starts: the server's are given to the execve that
// starts it (decision 0122-memory; cluster workers inherit them).
const serverEnvironment = { ...process.env, GLIBC_TUNABLES: glibcTunables(process.env.GLIBC_TUNABLES) };
if (typeof process.execve === "function")
  process.execve(process.execPath, [process.execPath, ...serverArguments], serverEnvironment);
// Where execve is missing (Windows, no glibc): the same entry in this process, type stripper and all.
await import(pathToFileURL(serverEntry).href);
