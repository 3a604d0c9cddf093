import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROBLEM_TYPE_BASE } from "~/features/api/problem.server";
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from "~/lib/request-body.server";
import * as blocksApi from "~/routes/instructor/blocks-api";
import { API_HANDLERS } from "~/server/api-handlers.server";
import { getDb } from "~/server/app-context.server";
import { addCourseInstructor, insertCourse } from "~/server/factories/course-factory";
import { apiToken } from "~tests/support/api-world";
import { dataOf, jsonRequest, routeArgs, settle } from "~tests/support/requests";
import { routeTable } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import { EDGE_PROBLEM_TYPE_BASE } from "../../server/refusals.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * The README promises problem details (application/problem+json) for every /api/v1 error. The
 * refusals the request edge makes before any route runs (a NUL or broken percent-encoding in the
 * address, a body over its limit, headers too large, a request line Node cannot parse) and a failure
 * inside the API are no exception; the same refusals elsewhere stay one line of plain text. Through a
 * real server and socket, as a client meets them. Also: JSON nested thousands of levels deep is a
 * 400, not a stack overflow (500), on the API and on the course editor's blocks API.
 */

let server: http.Server;
let port = 0;
let origin = "";
let token = "";

beforeAll(async () => {
  const settings = { isProduction: true, trustProxy: false as const, limits: { uploadMaxBytes: 10_000_000 } };
  const { handler } = await routeTable();
  const app = createEdgeApp(settings);
  app.use(requireSameOrigin);
  app.all(
    "/{*path}",
    serveFetchHandler(async (request) => {
      // As the server answers a resource route: the route's own Response.
      const answer = await handler.queryRoute(request).catch((thrown: unknown) => thrown);
      if (answer instanceof Response) return answer;
      throw answer;
    }, settings.limits),
  );
  server = await new Promise<http.Server>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const admin = await signedInAs("admin");
  token = (await apiToken(admin.id, ["courses:read", "bookings:write"])).token;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Writes `request` to a socket as given (no client library to tidy it up) and reads the answer until close. */
function rawRequest(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(Buffer.concat(chunks).toString("utf8"))));
    // Ended with the request (a FIN before the answer, as one-shot clients do): the server still
    // answers, however long the database takes (server/app.ts listenOnEdge, half-open sockets).
    socket.end(request);
  });
}

function parseAnswer(text: string): RawAnswer {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0);
  const contentType = /^content-type: *(.*)$/im.exec(head)?.[1]?.trim() ?? "";
  let body = rest.join("\r\n\r\n");
  if (/^transfer-encoding: *chunked/im.test(head)) body = dechunk(body);
  return { status, contentType, body };
}

function dechunk(body: string): string {
  let out = "";
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** A POST whose body is sent in pieces (chunked), until the server answers. */
function chunkedPost(path: string, pieces: number, pieceBytes: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const request = http.request(`${origin}${path}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        Origin: origin,
        "Content-Type": path.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded",
        "Transfer-Encoding": "chunked",
      },
    });
    let isAnswered = false;
    request.on("response", (response) => {
      isAnswered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (piece: string) => {
        body += piece;
      });
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, contentType: response.headers["content-type"] ?? "", body });
      });
    });
    request.on("error", () => {
      if (!isAnswered) resolve({ status: 0, contentType: "", body: "" });
    });
    const piece = Buffer.alloc(pieceBytes, 0x20);
    let sent = 0;
    const writeMore = () => {
      while (!isAnswered && sent < pieces) {
        sent += 1;
        if (!request.write(piece)) return void request.once("drain", writeMore);
      }
      if (!isAnswered) request.end();
    };
    writeMore();
  });
}

const get = (target: string, headers = "") =>
  rawRequest(
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n${headers}Connection: close\r\n\r\n`,
  );

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** Each edge refusal, sent to an address of the API and, the same way, to a page. */
const REFUSALS: Array<{
  name: string;
  status: number;
  send: (path: string) => Promise<RawAnswer>;
  /** A page that reads a body, where GET-only /courses would answer 405 first. */
  page?: string;
}> = [
  { name: "a NUL (%00) in the path", status: 400, send: (path) => get(`${path}%00`) },
  { name: "a NUL (%00) in the query", status: 400, send: (path) => get(`${path}?search=a%00b`) },
  { name: "broken percent-encoding", status: 400, send: (path) => get(`${path}?search=%zz`) },
  { name: "percent-encoding that is not UTF-8", status: 400, send: (path) => get(`${path}%E0%A4%A`) },
  { name: "a raw NUL in the request line", status: 400, send: (path) => get(`${path}\u0000x`) },
  { name: "headers too large", status: 431, send: (path) => get(path, `X-Filler: ${"a".repeat(20_000)}\r\n`) },
  {
    name: "a declared Content-Length over the limit",
    status: 413,
    send: (path) =>
      rawRequest(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n{}`,
      ),
  },
  {
    name: "a chunked body that outgrows the limit",
    status: 413,
    send: (path) => chunkedPost(path, 40, 64 * 1024),
    page: "/sign-in",
  },
];

describe("edge refusals on /api/v1 are problem details", () => {
  it("uses the API's problem type base", () => {
    expect(EDGE_PROBLEM_TYPE_BASE).toBe(PROBLEM_TYPE_BASE);
  });

  for (const { name, status, send, page: pagePath = "/courses" } of REFUSALS) {
    it(`${name}: ${status} application/problem+json on the API, plain text on a page`, async () => {
      const api = await send("/api/v1/bookings");
      expect(api.status).toBe(status);
      expect(api.contentType).toBe("application/problem+json");
      const problem = JSON.parse(api.body);
      expect(problem).toEqual({
        type: expect.stringMatching(new RegExp(`^${PROBLEM_TYPE_BASE}`)),
        title: expect.any(String),
        status,
        detail: expect.stringMatching(/\w/),
      });

      const page = await send(pagePath);
      expect(page.status).toBe(status);
      expect(page.contentType).toMatch(/^text\/plain/);
    });
  }

  it("answers a failure inside an operation with a 500 problem", async () => {
    const listCourses = API_HANDLERS.listCourses;
    API_HANDLERS.listCourses = async () => {
      throw new Error("the database went away");
    };
    try {
      const answer = await get("/api/v1/courses");
      expect(answer.status).toBe(500);
      expect(answer.contentType).toBe("application/problem+json");
      expect(JSON.parse(answer.body)).toMatchObject({ status: 500, type: `${PROBLEM_TYPE_BASE}internal` });
    } finally {
      API_HANDLERS.listCourses = listCourses;
    }
  });
});

describe("JSON nested deeper than any request needs", () => {
  it("POST /api/v1/bookings with 10 KB of 5,000 nested arrays: 400 problem, and the API still answers", async () => {
    const body = nested(5_000);
    const answer = await rawRequest(
      `POST /api/v1/bookings HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.contentType).toBe("application/problem+json");
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, detail: JSON_TOO_DEEP_MESSAGE });
    expect((await get("/api/v1/courses")).status).toBe(200);
  });

  it("the blocks API: nested arrays and objects past the limit are 400 with the message; at the limit they reach the schema", async () => {
    const instructor = await signedInAs("instructor");
    const course = await insertCourse(getDb(), { is_published: 0 });
    await addCourseInstructor(getDb(), course.id, instructor.id);
    const post = async (body: string) => {
      const request = jsonRequest(`/api/courses/${course.id}/blocks`, null, instructor.cookie);
      const withBody = new Request(request, { body });
      return dataOf<{ message: string }>(
        await settle(() => blocksApi.action(routeArgs(withBody, { courseId: course.id }))),
      );
    };
    for (const deep of [nested(5_000), `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`, nested(MAX_JSON_DEPTH + 1)]) {
      const answer = await post(deep);
      expect(answer.status).toBe(400);
      expect(answer.data.message).toBe(JSON_TOO_DEEP_MESSAGE);
    }
    const atLimit = await post(nested(MAX_JSON_DEPTH));
    expect(atLimit.data.message).not.toBe(JSON_TOO_DEEP_MESSAGE);
  });
});
