import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A payment provider's fake for integration tests: a node:http server on 127.0.0.1 (nothing leaves
 * the machine) answering the requests the provider's documentation describes. Each fake also plays
 * the buyer paying: it answers with the notification the provider would then send (its body and
 * headers, signed as the provider signs), which the test delivers to Campus's notification route.
 */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: string | object;
}

/** What the provider would post to Campus after the buyer paid. */
export interface ProviderNotification {
  body: string;
  headers: Record<string, string>;
}

export interface FakeServer {
  url: string;
  /** Every request the fake received, in order: tests check what Campus sent. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(handle: (request: FakeRequest) => FakeAnswer): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: FakeRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      let answer: FakeAnswer;
      try {
        answer = handle(request);
      } catch (error) {
        answer = { status: 500, body: { message: String(error) } };
      }
      const isText = typeof answer.body === "string";
      outgoing.writeHead(answer.status, { "Content-Type": isText ? "text/plain" : "application/json" });
      outgoing.end(isText ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function bearerOf(request: FakeRequest): string {
  return (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
}

export function jsonOf(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
