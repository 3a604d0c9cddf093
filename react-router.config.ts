import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two builds live side by side (e.g. two e2e runs on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
