import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/lib/content-security-policy";
import { getEnvironment, resetEnvironmentForTests } from "~/lib/env.server";
import { refusalResponse } from "~/lib/refusal";
import { BODY_TOO_LARGE_ERROR_NAME, parseFormBody } from "~/lib/request-body.server";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import type { EdgeSettings } from "../../server/edge-settings.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";
import {
  FORM_BODY_LIMIT_BYTES,
  BODY_TOO_LARGE_ERROR_NAME as SERVER_BODY_TOO_LARGE_ERROR_NAME,
  UPLOAD_BACKSTOP_MARGIN_BYTES,
} from "../../server/request-limits.ts";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * The request edge as production runs it (server/app.ts: proxy trust, headers, address and
 * body-size checks, the same-origin check, Campus's React Router adapter), on 127.0.0.1 with an
 * ephemeral port, around a small handler that reads the body with the app's own parser.
 */

const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
const MB = 1024 * 1024;

interface Edge {
  port: number;
  origin: string;
  /** Bytes each connection's socket read, for the connections opened so far. */
  socketBytesRead: () => number;
  /** How many requests reached the handler. */
  handled: () => number;
  close: () => Promise<void>;
}

/** Answers 200 with what it read; a refused body is answered 200 too, to show the edge's 413 wins. */
async function echoHandler(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const facts = {
    url: request.url,
    clientAddress: request.headers.get("x-campus-client-address"),
  };
  // A slow answer (a query on a busy PostgreSQL): the client's FIN arrives before it.
  if (url.searchParams.has("slow")) await new Promise((resolve) => setTimeout(resolve, 150));
  if (request.method === "GET" || request.method === "HEAD") return Response.json(facts);
  const parsed = await parseFormBody(request);
  if (!parsed.ok && url.searchParams.has("strict")) return refusalResponse(parsed);
  if (!parsed.ok) return Response.json({ ...facts, refused: parsed.message });
  const file = parsed.formData.get("file");
  return Response.json({
    ...facts,
    fields: [...parsed.formData.keys()],
    fileSize: file instanceof File ? file.size : null,
  });
}

async function startEdge(trustProxy: EdgeSettings["trustProxy"]): Promise<Edge> {
  const settings: EdgeSettings = { isProduction: true, trustProxy, limits: { uploadMaxBytes: UPLOAD_MAX_BYTES } };
  let handled = 0;
  const app = createEdgeApp(settings);
  app.use(requireSameOrigin);
  app.all(
    "/{*path}",
    serveFetchHandler((request) => {
      handled += 1;
      return echoHandler(request);
    }, settings.limits),
  );
  const sockets: Socket[] = [];
  const server = await new Promise<http.Server>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  server.on("connection", (socket) => sockets.push(socket));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    socketBytesRead: () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0),
    handled: () => handled,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  bytesWritten: number;
}

/**
 * POSTs `totalBytes` of a form field in chunks (no Content-Length), as fast as the server reads,
 * and stops sending as soon as an answer arrives.
 */
function postChunked(edge: Edge, path: string, totalBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: edge.port,
      path,
      method: "POST",
      headers: {
        Origin: edge.origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Transfer-Encoding": "chunked",
      },
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let bytesWritten = 0;
    let answered = false;
    const writeMore = () => {
      if (bytesWritten === 0) {
        request.write("message=");
      }
      while (!answered && bytesWritten < totalBytes) {
        bytesWritten += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", writeMore);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (part) => {
        text += part;
      });
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, bytesWritten });
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    writeMore();
  });
}

/**
 * Sends raw bytes and returns everything the server answered before it closed the connection.
 * "half-close" ends the client's side with the request (a FIN, as `curl` with stdin closed or a
 * one-shot HTTP client sends), still reading the answer.
 */
function rawExchange(edge: Edge, bytes: string, { halfClose = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(edge.port, "127.0.0.1", () => (halfClose ? socket.end(bytes) : socket.write(bytes)));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (part) => {
      answer += part;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, 5_000).unref();
  });
}

function multipartBody(fileBytes: number): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = "----campus-edge-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: new Uint8Array(Buffer.concat([head, Buffer.alloc(fileBytes, 1), tail])),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe("request bodies are bounded while they stream", () => {
  let edge: Edge;
  beforeAll(async () => {
    edge = await startEdge(false);
  });
  afterAll(() => edge.close());

  it("uses the name the app's body parser recognises", () => {
    expect(SERVER_BODY_TOO_LARGE_ERROR_NAME).toBe(BODY_TOO_LARGE_ERROR_NAME);
  });

  it("answers a declared Content-Length over the limit with 413 at once, reading no body", async () => {
    const handledBefore = edge.handled();
    // Headers only: a server that waited for the 10 GB it was promised would never answer.
    const answer = await rawExchange(
      edge,
      "POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Origin: ${edge.origin}\r\nContent-Length: ${10 * 1024 * MB}\r\n\r\nmessage=`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/The form you sent is larger than this address accepts \(at most 1 MB\)/);
    expect(edge.handled()).toBe(handledBefore);
  });

  it("refuses a declared length over the upload limit on the upload route too", async () => {
    const answer = await rawExchange(
      edge,
      `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${edge.origin}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${UPLOAD_MAX_BYTES + UPLOAD_BACKSTOP_MARGIN_BYTES + 1}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/The file you sent is larger than this address accepts/);
  });

  it("answers a 200 MB chunked form with 413 after reading about the limit, without growing memory", async () => {
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const readBefore = edge.socketBytesRead();
    const answer = await postChunked(edge, "/contact-us", 200 * MB);
    const rssGrowth = process.memoryUsage().rss - rssBefore;

    // The handler would have answered 200 with its own refusal: the edge's 413 wins.
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.text).toMatch(/The form you sent is larger than this address accepts \(at most 1 MB\)/);
    // The limit, plus what was already in flight in socket buffers when the answer left.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(edge.socketBytesRead() - readBefore).toBeLessThan(FORM_BODY_LIMIT_BYTES + 8 * MB);
    expect(answer.bytesWritten).toBeLessThan(FORM_BODY_LIMIT_BYTES + 16 * MB);
    expect(rssGrowth).toBeLessThan(16 * MB);
  });

  it("hands the route a body error its parser turns into a 413 refusal", async () => {
    const answer = await postChunked(edge, "/contact-us?strict", 3 * MB);
    expect(answer.status).toBe(413);
  });

  it("lets a form under the limit through, chunked or not", async () => {
    const chunked = await postChunked(edge, "/contact-us", 512 * 1024);
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.text)).toMatchObject({ fields: ["message"] });
    const plain = await fetch(`${edge.origin}/contact-us`, {
      method: "POST",
      headers: { Origin: edge.origin },
      body: new URLSearchParams({ name: "Thandi", message: "Hello" }),
    });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toMatchObject({ fields: ["name", "message"] });
  });

  it("lets the upload route take a file up to its own limit, and not a byte more", async () => {
    const atLimit = multipartBody(UPLOAD_MAX_BYTES);
    const accepted = await fetch(`${edge.origin}/api/uploads`, {
      method: "POST",
      headers: { Origin: edge.origin, "Content-Type": atLimit.contentType },
      body: atLimit.body,
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ fileSize: UPLOAD_MAX_BYTES });

    // The same file to a form route is over the form limit.
    const toForm = await fetch(`${edge.origin}/contact-us`, {
      method: "POST",
      headers: { Origin: edge.origin, "Content-Type": atLimit.contentType },
      body: atLimit.body,
    });
    expect(toForm.status).toBe(413);

    const overLimit = multipartBody(UPLOAD_MAX_BYTES + UPLOAD_BACKSTOP_MARGIN_BYTES);
    const refused = await fetch(`${edge.origin}/api/uploads`, {
      method: "POST",
      headers: { Origin: edge.origin, "Content-Type": overLimit.contentType },
      body: overLimit.body,
    });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toMatch(/The file you sent is larger than this address accepts \(at most 5 MB\)/);
  });
});

describe("addresses with NUL bytes or broken percent-encoding", () => {
  let edge: Edge;
  beforeAll(async () => {
    edge = await startEdge(false);
  });
  afterAll(() => edge.close());

  const nulAddresses = [
    "/verify/%00",
    "/events?event=%00",
    "/uploads/%00",
    "/admin/mail/%00",
    "/course-details/1%00/certificates",
    "/contact-us?x=%2500&y=a%00b",
  ];
  const brokenAddresses = [
    "/verify/%E0%A4%A",
    "/events?event=%ZZ",
    "/page/%C0%80",
    "/uploads/%",
    "/events?event=%ED%A0%80",
  ];

  for (const method of ["GET", "POST", "DELETE"]) {
    it(`answers 400 with a message for a NUL byte in path, query and params (${method})`, async () => {
      const handledBefore = edge.handled();
      for (const address of nulAddresses) {
        const response = await fetch(`${edge.origin}${address}`, { method, headers: { Origin: edge.origin } });
        expect(response.status, address).toBe(400);
        expect(await response.text(), address).toMatch(/The address contains a NUL character/);
      }
      expect(edge.handled()).toBe(handledBefore);
    });

    it(`answers 400 with a message for broken percent-encoding (${method})`, async () => {
      for (const address of brokenAddresses) {
        const response = await fetch(`${edge.origin}${address}`, { method, headers: { Origin: edge.origin } });
        expect(response.status, address).toBe(400);
        expect(await response.text(), address).toMatch(/The address has broken percent-encoding/);
      }
    });
  }

  it("answers a raw NUL byte in the request line with a plain-text 400", async () => {
    const answer = await rawExchange(edge, "GET /verify/a\u0000b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/could not be read/);
  });

  it("answers a client that half-closed its socket after sending the request (GET and POST)", async () => {
    const get = await rawExchange(edge, "GET /events?slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", {
      halfClose: true,
    });
    expect(get).toMatch(/^HTTP\/1\.1 200 /);
    expect(get).toContain("/events?slow");
    const body = "message=hello";
    const post = await rawExchange(
      edge,
      `POST /contact?slow HTTP/1.1\r\nHost: 127.0.0.1:${edge.port}\r\nOrigin: ${edge.origin}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      { halfClose: true },
    );
    expect(post).toMatch(/^HTTP\/1\.1 200 /);
    expect(post).toContain('"fields":["message"]');
  });

  it("still serves ordinary encoded addresses", async () => {
    const response = await fetch(`${edge.origin}/events?event=caf%C3%A9%20%2500`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toContain("/events?event=caf%C3%A9%20%2500");
  });
});

describe("behind a TLS proxy", () => {
  it("with TRUST_PROXY unset: ignores X-Forwarded-* from the client, no HSTS on http", async () => {
    const edge = await startEdge(parseTrustProxy(undefined));
    try {
      const response = await fetch(`${edge.origin}/`, {
        headers: { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" },
      });
      const facts = (await response.json()) as { clientAddress: string; url: string };
      expect(facts.clientAddress).toBe("127.0.0.1");
      expect(facts.url).toBe(`${edge.origin}/`);
      expect(response.headers.get("strict-transport-security")).toBeNull();
      // A forged X-Forwarded-Host does not make a cross-site post look same-origin.
      const crossSite = await fetch(`${edge.origin}/contact-us`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
        body: new URLSearchParams({ message: "hi" }),
      });
      expect(crossSite.status).toBe(403);
    } finally {
      await edge.close();
    }
  });

  it("with TRUST_PROXY=loopback: the client address, https and the host come from the proxy", async () => {
    const edge = await startEdge(parseTrustProxy("loopback"));
    try {
      const proxied = {
        "X-Forwarded-For": "203.0.113.9",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "campus.example",
      };
      const response = await fetch(`${edge.origin}/`, { headers: proxied });
      const facts = (await response.json()) as { clientAddress: string; url: string };
      expect(facts.clientAddress).toBe("203.0.113.9");
      expect(facts.url).toBe("https://campus.example/");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      // The browser's Origin is the public address; the same-origin check compares it with X-Forwarded-Host.
      const post = await fetch(`${edge.origin}/contact-us`, {
        method: "POST",
        headers: { ...proxied, Origin: "https://campus.example" },
        body: new URLSearchParams({ message: "hi" }),
      });
      expect(post.status).toBe(200);
      const plainHttp = await fetch(`${edge.origin}/`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
      expect(plainHttp.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await edge.close();
    }
  });
});

function parseTrustProxy(value: string | undefined) {
  return withEnvironment({ TRUST_PROXY: value }, () => getEnvironment().TRUST_PROXY);
}

function withEnvironment<T>(values: Record<string, string | undefined>, read: () => T): T {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const assign = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  assign(values);
  resetEnvironmentForTests();
  try {
    return read();
  } finally {
    assign(saved);
    resetEnvironmentForTests();
  }
}

describe("proxy and image-host settings", () => {
  it("reads TRUST_PROXY as Express takes it, and stops on a value it cannot use", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.1, 172.16.0.0/12,loopback,::1")).toEqual([
      "10.0.0.1",
      "172.16.0.0/12",
      "loopback",
      "::1",
    ]);
    expect(() => parseTrustProxy("proxy.example")).toThrow(/TRUST_PROXY must be/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY must be/);
  });

  it("reads IMAGE_HOSTS as origins, and stops on anything else", () => {
    const read = (value: string | undefined) =>
      withEnvironment({ IMAGE_HOSTS: value }, () => getEnvironment().IMAGE_HOSTS);
    expect(read(undefined)).toEqual([]);
    expect(read("https://images.example.com, https://cdn.example.org:8443/")).toEqual([
      "https://images.example.com",
      "https://cdn.example.org:8443",
    ]);
    expect(() => read("https://images.example.com/photos")).toThrow(/IMAGE_HOSTS takes origins/);
    expect(() => read("javascript:alert(1)")).toThrow(/IMAGE_HOSTS takes origins/);
    expect(() => read("https://a.example;script-src")).toThrow(/IMAGE_HOSTS takes origins/);
  });
});

describe("page content security policy", () => {
  const directive = (policy: string, name: string) =>
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it("allows no plugins, and images only from this site, data:, blob: and IMAGE_HOSTS", () => {
    const policy = contentSecurityPolicy("n0nce", { isDevelopment: false });
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
    const withHosts = contentSecurityPolicy("n0nce", {
      isDevelopment: false,
      imageHosts: ["https://images.example.com"],
    });
    expect(directive(withHosts, "img-src")).toBe("img-src 'self' data: blob: https://images.example.com");
    expect(directive(withHosts, "img-src")).not.toMatch(/(^|\s)https:(\s|$)/);
  });
});
