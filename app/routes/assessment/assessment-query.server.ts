import { decodeKeysetCursor } from "~/lib/keyset-cursor.server";
import type { KeysetPosition } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";

/** The ?after= of an assessment list: absent is the first page; one that is not ours is a 400. */
export function readAfter(url: URL): KeysetPosition | null {
  const after = decodeKeysetCursor(url.searchParams.get("after"));
  if (after === undefined) {
    throw refusalResponse(refuse("invalid", "That page of the list does not exist. Start again from the first page."));
  }
  return after;
}
