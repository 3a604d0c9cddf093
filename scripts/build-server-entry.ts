// `npm run build`, last step: server/production.ts and the modules it imports (server/*, the few app/lib
// files) bundled into one plain JavaScript file, <build>/server/production.js, which `npm start` and the
// container run. Started as TypeScript, Node loads its type stripper (amaro: swc compiled to WebAssembly)
// and keeps it for the life of the process: 18 MB of resident memory in a server that has nothing left
// to strip once it has started (docs/decisions/0060-plain-javascript-entry.md). Packages stay imports
// (node_modules is there at run time); the react-router build is loaded by path, as before.
// production.js itself only turns V8's compile cache on and then imports the bundle: in one module the
// bundle's hoisted package imports would be compiled before server/production.ts's own
// enableCompileCache() ran (decision 0053).
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build } from "rolldown";

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entryFile = path.join(buildDirectory, "server/production.js");
const bundleFile = path.join(buildDirectory, "server/production-server.js");

const isPackage = (id: string) =>
  !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("~/") && !id.startsWith("\0");

await build({
  input: path.join(root, "server/production.ts"),
  platform: "node",
  cwd: root,
  external: (id) => id.startsWith("node:") || builtinModules.includes(id) || isPackage(id),
  logLevel: "warn",
  output: { file: bundleFile, format: "esm", sourcemap: true },
});
fs.writeFileSync(
  entryFile,
  [
    "// Written by scripts/build-server-entry.ts: the compile cache first, then the server (decision 0060).",
    'import { enableCompileCache } from "node:module";',
    "enableCompileCache();",
    `await import("./${path.basename(bundleFile)}");`,
    "",
  ].join("\n"),
);

process.stdout.write(`server entry: ${path.relative(root, entryFile)}\n`);
