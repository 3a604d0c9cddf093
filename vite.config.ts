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
  ssr: {
    // Native and CommonJS-heavy server packages stay in node_modules instead of the bundle.
    external: ["sharp", "pg", "pdfkit", "nodemailer", "better-auth"],
  },
});
