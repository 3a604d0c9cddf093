import type { Socket } from "node:net";
import type { Request, Response } from "express";

/** How long a refused request's remaining body is read and dropped before the socket closes. */
const LINGER_MILLISECONDS = 2_000;

/** The REST API's addresses: every answer there, the edge's refusals too, is problem details (README, API). */
const API_PATH = /^\/api\/v1(?:[/?#]|$)/i;

/** Must equal PROBLEM_TYPE_BASE in app/features/api/problem.server.ts (a test checks; the server bundle cannot import the features). */
export const EDGE_PROBLEM_TYPE_BASE = "https://campus.invalid/problems/";

/** The problem type and title of each status the edge answers with, in the API's own words. */
const EDGE_PROBLEMS: Record<number, { type: string; title: string }> = {
  400: { type: "invalid", title: "Invalid request" },
  403: { type: "forbidden", title: "Forbidden" },
  413: { type: "too-large", title: "Payload too large" },
  431: { type: "headers-too-large", title: "Request header fields too large" },
  500: { type: "internal", title: "Internal server error" },
  503: { type: "unavailable", title: "Service unavailable" },
};

/** True for an address (a path, or a path with its query) under /api/v1. */
export function isApiAddress(address: string): boolean {
  return API_PATH.test(address);
}

/**
 * The body and type of a refusal the edge makes before any route runs: one line of plain text, or
 * RFC 9457 problem details for an address under /api/v1, whose clients read JSON.
 */
export function edgeRefusal(address: string, status: number, message: string): { contentType: string; body: string } {
  if (!isApiAddress(address)) return { contentType: "text/plain; charset=utf-8", body: message };
  const problem = EDGE_PROBLEMS[status] ?? EDGE_PROBLEMS[status >= 500 ? 500 : 400];
  return {
    contentType: "application/problem+json",
    body: JSON.stringify({
      type: `${EDGE_PROBLEM_TYPE_BASE}${problem.type}`,
      title: problem.title,
      status,
      detail: message,
    }),
  };
}

/**
 * Answers a request the edge refuses (a broken address, a body over its limit, a cross-site post)
 * with its message (edgeRefusal) and `Connection: close`, so the rest of a body is never buffered.
 */
export function refuseAndClose(request: Request, response: Response, status: number, message: string) {
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  if (!request.complete) closeGently(request);
  const answer = edgeRefusal(request.originalUrl, status, message);
  response
    .status(status)
    .set("Connection", "close")
    .set("Cache-Control", "no-store")
    .set("Content-Type", answer.contentType)
    // Bytes, so Express adds no charset parameter to the problem type.
    .send(Buffer.from(answer.body));
}

/**
 * Node closes a `Connection: close` socket with socket.destroySoon() once the answer is written.
 * Closing a socket that still has unread bytes resets the connection, and a client that is still
 * sending would lose the answer it has not read yet (the 413 would look like a network error).
 * So: half-close, read and drop what still arrives (nothing is kept), and close when the client
 * does or after LINGER_MILLISECONDS.
 */
export function closeGently(request: Request) {
  const socket = request.socket;
  request.unpipe();
  request.resume();
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MILLISECONDS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

/**
 * For requests Node's HTTP parser cannot read (a raw NUL or space in the address, broken headers):
 * a 400 (431 for headers too large) with a message instead of Node's empty one.
 */
export function answerUnreadableRequest(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request headers are too large."]
      : [
          400,
          "Bad Request",
          "The request could not be read: its address or headers hold characters HTTP does not allow (such as a NUL byte).",
        ];
  const answer = edgeRefusal(requestTargetOf(error.rawPacket), status, message);
  const body = Buffer.from(answer.contentType.startsWith("text/plain") ? `${answer.body}\n` : answer.body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${answer.contentType}\r\nContent-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The address in the request line Node could not parse, when the bytes it was parsing start with one
 * (they do for a request sent at once; a refusal of one sent in pieces stays plain text).
 */
function requestTargetOf(rawPacket: unknown): string {
  if (!Buffer.isBuffer(rawPacket)) return "";
  const line = rawPacket.subarray(0, 2048).toString("latin1");
  return /^[A-Z]+ (\S+)/.exec(line)?.[1] ?? "";
}
