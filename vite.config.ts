import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export const aliases = {
  "~db": path.resolve(import.meta.dirname, "db"),
  "~tests": path.resolve(import.meta.dirname, "tests"),
  "~": path.resolve(import.meta.dirname, "app"),
};

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: aliases },
  server: { host: "127.0.0.1" },
  build: {
    // A script imported by its URL (the content pages' island, app/islands) stays a file: the CSP
    // allows scripts from this site, never a data: URL.
    assetsInlineLimit: (file) => (/\.js(\?|$)/.test(file) ? false : undefined),
  },
  ssr: {
    // Native and CommonJS-heavy server packages stay in node_modules instead of the bundle.
    external: ["sharp", "pg", "pdfkit", "nodemailer", "better-auth"],
    // Bundled (and tree-shaken) instead: @tabler/icons-react's CommonJS entry is every icon in one
    // 3.6 MB file and @mantine/core's ESM entry is 700 files; loaded whole they cost the server's
    // start about 95 MB of memory (docs/decisions/0053-startup.md). All of @mantine/* together, so
    // there is one copy of Mantine's React contexts.
    noExternal: ["@tabler/icons-react", /^@mantine\//],
  },
});
