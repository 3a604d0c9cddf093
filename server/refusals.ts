import type { Socket } from "node:net";
import type { Request, Response } from "express";

/** How long a refused request's remaining body is read and dropped before the socket closes. */
const LINGER_MILLISECONDS = 2_000;

/**
 * Answers a request the edge refuses (a broken address, a body over its limit, a cross-site post)
 * with a plain-text message and `Connection: close`, so the rest of a body is never buffered.
 */
export function refuseAndClose(request: Request, response: Response, status: number, message: string) {
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  if (!request.complete) closeGently(request);
  response.status(status).set("Connection", "close").type("text/plain; charset=utf-8").send(message);
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
 * a plain-text 400 instead of Node's empty one.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket) {
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
  const body = Buffer.from(`${message}\n`);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}
