import { decodeKeysetCursor } from "~/lib/keyset-cursor.server";
import type { KeysetPosition } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import * as m from "./messages";

/** The ?after= of an assessment list: absent is the first page; one that is not ours is a 400. */
export function readAfter(url: URL): KeysetPosition | null {
  const after = decodeKeysetCursor(url.searchParams.get("after"));
  if (after === undefined) {
    throw refusalResponse(refuse("invalid", m.listPageMissing()));
  }
  return after;
}
