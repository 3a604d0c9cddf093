import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// s3rver ships no types; only run, close and these options are used.
// @ts-expect-error untyped CommonJS module
import S3rver from "s3rver";
import type { S3Settings } from "~/lib/env.server";

export const EMULATOR_BUCKET = "campus-test";

export interface S3Emulator {
  settings: S3Settings;
  /** The variables that point Campus at the emulator (as an operator would set them). */
  environment: Record<string, string>;
  close(): Promise<void>;
}

/** An S3 emulator (s3rver, pure JavaScript) on 127.0.0.1 and a free port, with one empty bucket, for one test file. */
export async function startS3Emulator(): Promise<S3Emulator> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: EMULATOR_BUCKET }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    endpoint,
    bucket: EMULATOR_BUCKET,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    environment: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: EMULATOR_BUCKET,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
