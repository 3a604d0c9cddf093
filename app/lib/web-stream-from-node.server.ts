import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

/**
 * The one way a Node stream becomes a web ReadableStream in the request path (a request's body on its
 * way to a route, a rendered page on its way out). createReadableStreamFromReadable alone is not safe:
 * when the reader cancels with a reason (busboy, failing on a part header it cannot read, cancels the
 * request body with its error), it removes its own 'error' listener and then destroys the source with
 * that reason. An 'error' event with no listener ends the Node process: one anonymous request took
 * the server down. The listener here stays for the stream's whole life; an error before the cancel
 * still reaches the reader as the web stream's error, one after it has no one left to tell.
 */
export function webStreamFromNode(source: Readable, onError: (error: Error) => void = () => {}): ReadableStream {
  source.on("error", onError);
  return createReadableStreamFromReadable(source);
}
