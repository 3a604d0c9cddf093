import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

/**
 * `npm run bench:courses`: the course-page benchmark (tests/benchmark), on a fresh copy of the
 * migrated database like the integration tests, one file at a time so timings are not shared.
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/benchmark/**/*.benchmark.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/test-database.ts"],
    environment: "node",
    testTimeout: 600_000,
    hookTimeout: 600_000,
    maxWorkers: 1,
  },
});
