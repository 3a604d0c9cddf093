// `npm run build` step (decision 0110-offline-courses): writes build/client/sw.js from
// app/service-worker/service-worker.js with the build's version in it: a hash of the client's
// fingerprinted asset names, so a deploy that changes any asset changes the worker, and the
// browser installs the new one (the page then offers "Reload").
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const clientDirectory = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client");
const assetsDirectory = path.join(clientDirectory, "assets");
if (!fs.existsSync(assetsDirectory)) {
  process.stderr.write(`service worker: ${assetsDirectory} does not exist; run react-router build first\n`);
  process.exit(1);
}

const source = fs.readFileSync(path.join(root, "app/service-worker/service-worker.js"), "utf8");
const assetNames = fs.readdirSync(assetsDirectory, { recursive: true }).map(String).sort();
const version = createHash("sha256").update(assetNames.join("\n")).update(source).digest("hex").slice(0, 12);
const script = source.replace("__CAMPUS_BUILD_VERSION__", version);
fs.writeFileSync(path.join(clientDirectory, "sw.js"), script);
process.stdout.write(`service worker: build/client/sw.js, version ${version}, ${script.length} bytes\n`);
