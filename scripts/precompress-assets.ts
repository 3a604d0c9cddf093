// `npm run build` ends here: each compressible client file gets a brotli (quality 11) and a gzip
// (level 9) copy beside it, served by server/precompressed-static.ts to browsers that accept them,
// so no static file is compressed per request. A copy that saves nothing is not written.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map|webmanifest|ico|ttf|otf)$/i;
const MIN_BYTES = 1_024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = path.resolve(import.meta.dirname, "..");
const clientDirectory = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client");
if (!fs.existsSync(clientDirectory)) {
  process.stderr.write(`precompress: ${clientDirectory} does not exist; run react-router build first\n`);
  process.exit(1);
}

const files = (fs.readdirSync(clientDirectory, { recursive: true, withFileTypes: true }) as fs.Dirent[])
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let originalBytes = 0;
let brotliBytes = 0;
let written = 0;
for (const file of files) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  originalBytes += bytes.length;
  brotliBytes += Math.min(br.length, bytes.length);
  if (br.length < bytes.length) {
    fs.writeFileSync(`${file}.br`, br);
    written += 1;
  }
  if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
}
process.stdout.write(
  `precompress: ${written} files, ${Math.round(originalBytes / 1024)} kB -> ${Math.round(brotliBytes / 1024)} kB brotli (${path.relative(root, clientDirectory) || "."})\n`,
);
