import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  describeInvalidEnvironment,
  getEnvironment,
  InvalidEnvironmentError,
  resetEnvironmentForTests,
} from "~/lib/env.server";

const root = path.resolve(import.meta.dirname, "../..");
const savedEnvironment = { ...process.env };

afterEach(() => {
  process.env = { ...savedEnvironment };
  resetEnvironmentForTests();
});

function problemsWith(values: Record<string, string>): string[] {
  Object.assign(process.env, values);
  resetEnvironmentForTests();
  try {
    getEnvironment();
    return [];
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    return error.problems;
  }
}

describe("configuration checked at start", () => {
  it("lists every mistake at once, each naming its variable", () => {
    const problems = problemsWith({
      PORT: "eighty",
      HOST: "everywhere",
      DATABASE_URL: "mysql://campus@db/campus",
      LOG_LEVEL: "loud",
      S3_REGION: "af-south-1",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "PORT",
      "HOST",
      "DATABASE_URL",
      "LOG_LEVEL",
      "S3_BUCKET",
    ]);
    expect(problems[0]).toBe("PORT: PORT must be a port number from 1 to 65535");
  });

  it("asks for the S3 keys a bucket needs, even when another variable is wrong too", () => {
    const problems = problemsWith({ S3_BUCKET: "campus-files", SMTP_URL: "not a url" });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SMTP_URL:/),
        expect.stringMatching(/^S3_REGION: required with S3_BUCKET/),
        "S3_ACCESS_KEY_ID: required with S3_BUCKET",
        "S3_SECRET_ACCESS_KEY: required with S3_BUCKET",
      ]),
    );
  });

  it("accepts a listening address and a port", () => {
    expect(problemsWith({ HOST: "127.0.0.1", PORT: "8080" })).toEqual([]);
    expect(getEnvironment()).toMatchObject({ HOST: "127.0.0.1", PORT: 8080 });
  });

  it("stops the server before it touches the database, with the list and no stack trace (exit 78)", () => {
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-config-"));
    const result = spawnSync(process.execPath, ["server/production.ts"], {
      cwd: root,
      encoding: "utf8",
      timeout: 20_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DATA_DIR: dataDirectory,
        PORT: "70000",
        DATABASE_URL: "mysql://campus@db/campus",
      },
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain("Campus cannot start: the environment has 2 mistakes.");
    expect(result.stderr).toContain("  - PORT: PORT must be a port number from 1 to 65535");
    expect(result.stderr).toContain("  - DATABASE_URL: DATABASE_URL must start with postgres://");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // Nothing was created: the check ran before the database was opened.
    expect(fs.readdirSync(dataDirectory)).toEqual([]);
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  });

  it("words one mistake in the singular", () => {
    expect(describeInvalidEnvironment(new InvalidEnvironmentError(["PORT: bad"]))).toMatch(/has 1 mistake\./);
  });
});

function dockerAvailable(): boolean {
  try {
    execFileSync("docker", ["info"], { stdio: "ignore", timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

const hasDocker = dockerAvailable();
if (!hasDocker) {
  console.warn(
    "Skipped: the Docker image test needs a Docker engine (`docker info` failed here). Run it where Docker is.",
  );
}

describe.skipIf(!hasDocker)("the Docker image (where a Docker engine is available)", () => {
  it("builds, runs as the unprivileged user and answers /readyz on an empty SQLite volume", async () => {
    const tag = `campus-test:${process.pid}`;
    execFileSync("docker", ["build", "--target", "runtime", "-t", tag, "."], { cwd: root, stdio: "inherit" });
    const user = execFileSync("docker", ["image", "inspect", tag, "--format", "{{.Config.User}}"], {
      encoding: "utf8",
    }).trim();
    expect(user).toBe("node");
    const sizeBytes = Number(
      execFileSync("docker", ["image", "inspect", tag, "--format", "{{.Size}}"], { encoding: "utf8" }).trim(),
    );
    expect(sizeBytes).toBeLessThan(600 * 1024 * 1024);
    const container = spawn("docker", [
      "run",
      "--rm",
      "--name",
      `campus-test-${process.pid}`,
      "-p",
      "127.0.0.1:33999:3000",
      tag,
    ]);
    try {
      const deadline = Date.now() + 90_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = await fetch("http://127.0.0.1:33999/readyz").then(
          (response) => response.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(status).toBe(200);
    } finally {
      spawnSync("docker", ["stop", `campus-test-${process.pid}`]);
      container.kill();
      spawnSync("docker", ["image", "rm", "-f", tag]);
    }
  }, 900_000);
});
