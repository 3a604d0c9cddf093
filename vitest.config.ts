import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Playwright's specs live in tests/e2e and run with `npm run test:e2e`, never here.
    include: [
      "app/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
      "db/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/test-database.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core, each file on its own copy of the migrated database.
    maxWorkers: 2,
  },
});
