import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { incomingUploadDirectory, removeAbandonedUploads } from "~/features/uploads/uploads.server";
import { getEnvironment, resetEnvironmentForTests } from "~/lib/env.server";
import * as uploadsRoute from "~/routes/resources/uploads-api";
import { getDb } from "~/server/app-context.server";
import { dataOf, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";
import { BODY_TOO_LARGE_ERROR_NAME } from "../../server/request-limits.ts";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * POST /api/uploads reads its body as a stream (issue 9 item 1, decision 0012): the file part is
 * written to a temporary file while it arrives, a file over UPLOAD_MAX_BYTES is refused at its
 * first byte too many without the rest being read, and the temporary file never outlives the
 * request. A small limit keeps the files quick to send.
 */

const MB = 1024 * 1024;
const UPLOAD_MAX_BYTES = 4 * MB;
process.env.UPLOAD_MAX_BYTES = String(UPLOAD_MAX_BYTES);
resetEnvironmentForTests();

const BOUNDARY = "campus-streaming-test";
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const encoder = new TextEncoder();

function filePartHead(fileName: string, name = "file"): Uint8Array {
  return encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
}

/** Ends the file part, adds the text fields after it (as the app's upload buttons send them) and closes. */
function fieldsAndEnd(fields: Record<string, string>): Uint8Array {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return encoder.encode(`\r\n${parts.join("")}--${BOUNDARY}--\r\n`);
}

function multipartBody(file: Uint8Array, fileName: string, fields: Record<string, string>): Uint8Array {
  return Buffer.concat([filePartHead(fileName), file, fieldsAndEnd(fields)]);
}

/** `count` chunks of `size` bytes that no type detection recognises. */
async function* filler(count: number, size = 256 * 1024) {
  const chunk = new Uint8Array(size).fill(0x61);
  for (let index = 0; index < count; index++) yield chunk;
}

interface StreamedRequest {
  request: Request;
  /** How many bytes of the body the route has pulled so far. */
  pulled: () => number;
}

/** A request whose body is pulled piece by piece from `pieces`, only as fast as the route reads it. */
function streamedRequest(cookie: string, pieces: AsyncIterable<Uint8Array>, contentType = MULTIPART_TYPE) {
  const iterator = pieces[Symbol.asyncIterator]();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        pulled += next.value.byteLength;
        controller.enqueue(next.value);
      },
      async cancel() {
        await iterator.return?.(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`${TEST_ORIGIN}/api/uploads`, {
    method: "POST",
    body,
    duplex: "half",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": contentType },
  } as RequestInit);
  return { request, pulled: () => pulled } satisfies StreamedRequest;
}

function bufferedRequest(cookie: string, body: Uint8Array | string, contentType = MULTIPART_TYPE): Request {
  return new Request(`${TEST_ORIGIN}/api/uploads`, {
    method: "POST",
    body: typeof body === "string" ? body : new Uint8Array(body),
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": contentType },
  });
}

async function post(request: Request) {
  const { data, status } = dataOf<Record<string, string>>(await settle(() => uploadsRoute.action(routeArgs(request))));
  return { status, body: data };
}

function temporaryFiles(): string[] {
  const directory = incomingUploadDirectory(getEnvironment().uploadDirectory);
  return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
}

async function uploadCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("uploads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A WAV file of exactly `size` bytes: a real audio header (detected from the bytes), then silence. */
function wavFile(size: number): Uint8Array {
  const file = Buffer.alloc(size);
  file.write("RIFF", 0, "ascii");
  file.writeUInt32LE(size - 8, 4);
  file.write("WAVEfmt ", 8, "ascii");
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write("data", 36, "ascii");
  file.writeUInt32LE(size - 44, 40);
  return new Uint8Array(file);
}

async function waitFor(condition: () => boolean, milliseconds: number): Promise<boolean> {
  const deadline = Date.now() + milliseconds;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signedInAs("instructor"));
});

beforeEach(() => {
  expect(temporaryFiles()).toEqual([]);
});

describe("the upload body is streamed to disk", () => {
  it("writes the file part to a temporary file while it is still arriving, and removes it afterwards", async () => {
    const temporaryBytes = () =>
      temporaryFiles().reduce(
        (sum, name) =>
          sum + fs.statSync(path.join(incomingUploadDirectory(getEnvironment().uploadDirectory), name)).size,
        0,
      );
    let onDiskMidway = 0;
    async function* body() {
      yield filePartHead("slides.bin");
      yield* filler(8); // 2 MB of the file
      // The rest waits until the first 2 MB are on disk (or 5 s have passed).
      await waitFor(() => temporaryBytes() >= 1.5 * MB, 5_000);
      onDiskMidway = temporaryBytes();
      yield fieldsAndEnd({ kind: "audio", name: "slides.bin" });
    }
    const { status, body: answer } = await post(streamedRequest(cookie, body()).request);

    expect(onDiskMidway).toBeGreaterThanOrEqual(1.5 * MB);
    // Filler bytes are no audio file: refused by the type check that reads the stored file.
    expect(status).toBe(415);
    expect(answer).toEqual({ error: "This file is not an audio file (MP3, WAV, OGG or M4A)." });
    expect(temporaryFiles()).toEqual([]);
  });

  it("refuses a file over the limit at its first byte too many, without reading the rest", async () => {
    const uploadsBefore = await uploadCount();
    async function* body() {
      yield filePartHead("huge.bin");
      yield* filler(64); // 16 MB, four times the limit
      yield fieldsAndEnd({ kind: "audio" });
    }
    const streamed = streamedRequest(cookie, body());
    const { status, body: answer } = await post(streamed.request);

    expect(status).toBe(413);
    expect(answer).toEqual({ error: "File too big" });
    // The limit, plus the piece in flight when the parser saw it and the read-ahead of the streams.
    expect(streamed.pulled()).toBeLessThan(UPLOAD_MAX_BYTES + MB);
    expect(temporaryFiles()).toEqual([]);
    expect(await uploadCount()).toBe(uploadsBefore);
  });

  it("stores a file of exactly the limit, and refuses one byte more", async () => {
    const atLimit = await post(
      bufferedRequest(
        cookie,
        multipartBody(wavFile(UPLOAD_MAX_BYTES), "talk.wav", { kind: "audio", name: "talk.wav" }),
      ),
    );
    expect(atLimit.status).toBe(201);
    expect(atLimit.body).toMatchObject({ contentType: "audio/wav", size: UPLOAD_MAX_BYTES, name: "talk.wav" });
    expect(Object.keys(atLimit.body).sort()).toEqual(["contentType", "id", "name", "size", "url"]);
    const stored = path.join(getEnvironment().uploadDirectory, atLimit.body.url.split("/").pop() ?? "");
    expect(fs.statSync(stored).size).toBe(UPLOAD_MAX_BYTES);

    const overLimit = await post(
      bufferedRequest(cookie, multipartBody(wavFile(UPLOAD_MAX_BYTES + 1), "talk.wav", { kind: "audio" })),
    );
    expect(overLimit).toEqual({ status: 413, body: { error: "File too big" } });
    expect(temporaryFiles()).toEqual([]);
  });

  it("reads the name and kind sent after the file, as the app's upload buttons send them", async () => {
    const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#123d74" } })
      .png()
      .toBuffer();
    const { status, body } = await post(
      bufferedRequest(cookie, multipartBody(png, "ignored.png", { name: "Team photo.png", kind: "image" })),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ contentType: "image/png", name: "Team photo.png" });
    expect(temporaryFiles()).toEqual([]);
  });

  it("removes the temporary file when a student sends a course file (403)", async () => {
    const { cookie: student } = await signedInAs("student");
    const { status, body } = await post(
      bufferedRequest(student, multipartBody(wavFile(64 * 1024), "talk.wav", { kind: "audio" })),
    );
    expect({ status, body }).toEqual({
      status: 403,
      body: { error: "Only instructors and admins can upload course files." },
    });
    expect(temporaryFiles()).toEqual([]);
  });

  it("answers 413 and removes the temporary file when the server stops the body at its own limit", async () => {
    async function* body() {
      yield filePartHead("cut.bin");
      yield* filler(4);
      const cut = new Error("The file you sent is larger than this address accepts.");
      cut.name = BODY_TOO_LARGE_ERROR_NAME;
      throw cut;
    }
    const { status, body: answer } = await post(streamedRequest(cookie, body()).request);
    expect({ status, answer }).toEqual({ status: 413, answer: { error: "File too big" } });
    expect(temporaryFiles()).toEqual([]);
  });

  it("answers 400 and removes the temporary file when the body ends in the middle of the file", async () => {
    async function* body() {
      yield filePartHead("half.bin");
      yield* filler(4);
    }
    const { status, body: answer } = await post(streamedRequest(cookie, body()).request);
    expect(status).toBe(400);
    expect(answer.error).toMatch(/could not be read/);
    expect(temporaryFiles()).toEqual([]);
  });
});

describe("bad bodies get a clear 4xx, as before", () => {
  it.each([
    ["a NUL in the file name", multipartBody(wavFile(1024), "talk\u0000.wav", { kind: "audio" })],
    ["a NUL in a field value", multipartBody(wavFile(1024), "talk.wav", { kind: "audio", name: "talk\u0000.wav" })],
    ["a NUL in a field name", multipartBody(wavFile(1024), "talk.wav", { kind: "audio", "na\u0000me": "x" })],
  ])("refuses %s with 400, storing nothing", async (_case, body) => {
    const uploadsBefore = await uploadCount();
    const answer = await post(bufferedRequest(cookie, body));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/NUL character/);
    expect(temporaryFiles()).toEqual([]);
    expect(await uploadCount()).toBe(uploadsBefore);
  });

  it("refuses a NUL in a file name after the whole file has been read (the name of another part)", async () => {
    const body = Buffer.concat([
      filePartHead("talk.wav"),
      wavFile(1024),
      encoder.encode("\r\n"),
      filePartHead("second\u0000.bin", "other"),
      encoder.encode("x"),
      fieldsAndEnd({ kind: "audio" }),
    ]);
    const answer = await post(bufferedRequest(cookie, body));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/NUL character/);
    expect(temporaryFiles()).toEqual([]);
  });

  it("answers another content type with 415 and a multipart body without a boundary with 400", async () => {
    const json = await post(bufferedRequest(cookie, "{}", "application/json"));
    expect(json.status).toBe(415);
    expect(json.body.error).toMatch(/multipart\/form-data/);
    const noBoundary = await post(bufferedRequest(cookie, "--x--\r\n", "multipart/form-data"));
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.error).toBe("The multipart form has no boundary, so it could not be read.");
  });

  it("answers a form without a file, and an unknown kind, with 400", async () => {
    const noFile = await post(bufferedRequest(cookie, "kind=image", "application/x-www-form-urlencoded"));
    expect(noFile).toEqual({ status: 400, body: { error: "Choose a file to upload." } });
    const unknown = await post(bufferedRequest(cookie, multipartBody(wavFile(1024), "a.wav", { kind: "spreadsheet" })));
    expect(unknown).toEqual({ status: 400, body: { error: "Unknown kind of upload." } });
    expect(temporaryFiles()).toEqual([]);
  });

  it("refuses text fields larger than an upload sends", async () => {
    const answer = await post(
      bufferedRequest(cookie, multipartBody(wavFile(1024), "a.wav", { kind: "audio", name: "n".repeat(20_000) })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/more or longer text fields than an upload sends/);
    expect(temporaryFiles()).toEqual([]);
  });
});

describe("through the request edge, three parallel 1 GB uploads", () => {
  let server: http.Server;
  let port: number;

  /** The upload route behind the production edge (server/app.ts), answering its data as JSON. */
  beforeAll(async () => {
    const settings = { isProduction: true, trustProxy: false as const, limits: { uploadMaxBytes: UPLOAD_MAX_BYTES } };
    const app = createEdgeApp(settings);
    app.use(requireSameOrigin);
    app.all(
      "/{*path}",
      serveFetchHandler(async (request) => {
        const { data, status } = dataOf<unknown>(await uploadsRoute.action(routeArgs(request)));
        return Response.json(data, { status });
      }, settings.limits),
    );
    server = await new Promise<http.Server>((resolve) => {
      const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  /** Sends up to 1 GB of file, chunked, and stops at the answer, as a browser does. */
  function sendGigabyte(): Promise<{ status: number; text: string; bytesSent: number }> {
    return new Promise((resolve) => {
      const origin = `http://127.0.0.1:${port}`;
      const request = http.request({
        host: "127.0.0.1",
        port,
        path: "/api/uploads",
        method: "POST",
        headers: { Origin: origin, Cookie: cookie, "Content-Type": MULTIPART_TYPE, "Transfer-Encoding": "chunked" },
      });
      const chunk = Buffer.alloc(256 * 1024, "a");
      let bytesSent = 0;
      let isAnswered = false;
      request.write(filePartHead("big.bin"));
      const writeMore = () => {
        while (!isAnswered && bytesSent < 1024 * MB) {
          bytesSent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", writeMore);
        }
        if (!isAnswered) request.end();
      };
      request.on("response", (response) => {
        isAnswered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (piece: string) => {
          text += piece;
        });
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, text, bytesSent });
        });
      });
      // A reset before the answer: the answer was lost.
      request.on("error", () => {
        if (!isAnswered) resolve({ status: 0, text: "", bytesSent });
      });
      writeMore();
    });
  }

  it("answers each with the route's own 413 'File too big' after about the limit, and leaves no temporary file", async () => {
    const answers = await Promise.all([sendGigabyte(), sendGigabyte(), sendGigabyte()]);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ error: "File too big" });
      // The limit, plus what sat in socket buffers when the answer left.
      expect(answer.bytesSent).toBeLessThan(UPLOAD_MAX_BYTES + 16 * MB);
    }
    expect(await waitFor(() => temporaryFiles().length === 0, 2_000)).toBe(true);
  });
});

describe("temporary files a killed process left behind", () => {
  it("are removed at start when older than an hour; a file still arriving stays", async () => {
    const directory = incomingUploadDirectory(getEnvironment().uploadDirectory);
    fs.mkdirSync(directory, { recursive: true });
    const abandoned = path.join(directory, "abandoned.part");
    const arriving = path.join(directory, "arriving.part");
    fs.writeFileSync(abandoned, "half a file");
    fs.writeFileSync(arriving, "a file still arriving");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(abandoned, twoHoursAgo, twoHoursAgo);

    expect(await removeAbandonedUploads(getEnvironment().uploadDirectory)).toBe(1);
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(arriving)).toBe(true);
    fs.rmSync(arriving);
  });
});
