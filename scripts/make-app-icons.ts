// The installed app's icons (decision 0110-offline-courses): 192 and 512 px PNGs of public/favicon.svg, and a
// maskable 512 px one whose mark sits inside the centre 80 % (the safe zone a launcher's mask keeps)
// on the favicon's navy, so no platform crops it. Run once when the favicon changes; the PNGs are
// committed: `npx node scripts/make-app-icons.ts`.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const publicDirectory = path.join(root, "public");
const svg = fs.readFileSync(path.join(publicDirectory, "favicon.svg"));
const NAVY = "#0d2a47";

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDirectory, `app-icon-${size}.png`));
}

const maskableSize = 512;
const markSize = Math.round(maskableSize * 0.7);
const mark = await sharp(svg, { density: (72 * markSize) / 64 })
  .resize(markSize, markSize)
  .png()
  .toBuffer();
await sharp({ create: { width: maskableSize, height: maskableSize, channels: 4, background: NAVY } })
  .composite([{ input: mark, gravity: "center" }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDirectory, "app-icon-maskable-512.png"));
process.stdout.write("app icons written to public/\n");
