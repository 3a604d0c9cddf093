import { createHash } from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export const aliases = {
  "~db": path.resolve(import.meta.dirname, "db"),
  "~tests": path.resolve(import.meta.dirname, "tests"),
  "~": path.resolve(import.meta.dirname, "app"),
};

const shortClassSources = new Map<string, string>();

/**
 * A CSS module class's name in a production build: `_` and five characters of a hash of its file
 * and local name, the same in the server and client builds. The default (`_chapterSummary_1rfjw_111`)
 * is 25 characters, written on every element of every list: on the course viewer's 50-chapter
 * outline that was 5 kB of the page (issue 12, goal 5). Development keeps readable names.
 */
export function shortClassName(localName: string, file: string): string {
  const source = `${path.relative(import.meta.dirname, file.split("?")[0] ?? file)}:${localName}`;
  const name = `_${createHash("sha256").update(source).digest("base64url").slice(0, 5)}`;
  // Two classes with one name would share their rules: a build fails rather than draw that.
  const earlier = shortClassSources.get(name);
  if (earlier && earlier !== source) throw new Error(`CSS module classes ${earlier} and ${source} hash to ${name}`);
  shortClassSources.set(name, source);
  return name;
}

/**
 * The browser's chunks. Left to itself the bundler writes one chunk per set of routes that share a
 * module: 549 files, many of them one icon, and each is a modulepreload link in the page and a line
 * in the route manifest it carries (the course editor: 120 links). React and React Router (on every
 * page that hydrates) are one chunk, the icons (24 kB in all) another. Mantine stays split by the set
 * of routes that use each part: grouped (even merging only parts under 8 kB) the viewer loaded 50 %
 * more JavaScript for 1 kB less HTML (docs/decisions/0117-course-pages-and-start-up.md).
 * Setting the output replaces React Router's own, so its file names are repeated here.
 */
const clientOutput = {
  entryFileNames: "assets/[name]-[hash].js",
  codeSplitting: {
    groups: [
      { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
      { name: "icons", test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 25 },
    ],
  },
};

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  resolve: { alias: aliases },
  css: { modules: command === "build" ? { generateScopedName: shortClassName } : {} },
  server: { host: "127.0.0.1" },
  build: {
    // A script imported by its URL (the content pages' island, app/islands) stays a file: the CSP
    // allows scripts from this site, never a data: URL.
    assetsInlineLimit: (file) => (/\.js(\?|$)/.test(file) ? false : undefined),
  },
  environments: { client: { build: { rolldownOptions: { output: clientOutput } } } },
  ssr: {
    // Native and CommonJS-heavy server packages stay in node_modules instead of the bundle.
    external: ["sharp", "pg", "pdfkit", "nodemailer", "better-auth"],
    // Bundled (and tree-shaken) instead: @tabler/icons-react's CommonJS entry is every icon in one
    // 3.6 MB file and @mantine/core's ESM entry is 700 files; loaded whole they cost the server's
    // start about 95 MB of memory (docs/decisions/0053-startup.md). All of @mantine/* together, so
    // there is one copy of Mantine's React contexts.
    noExternal: ["@tabler/icons-react", /^@mantine\//],
  },
}));
