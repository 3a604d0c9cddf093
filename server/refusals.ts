import type { Socket } from "node:net";
import type { Request, Response } from "express";

/**
 * Answers a request the edge refuses (a broken address, a body over its limit, a cross-site post)
 * with a plain-text message. `Connection: close` makes Node close the socket as soon as the answer
 * is written, so the rest of a body is never read, let alone buffered.
 */
export function refuseAndClose(request: Request, response: Response, status: number, message: string) {
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  response.status(status).set("Connection", "close").type("text/plain; charset=utf-8").send(message);
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
