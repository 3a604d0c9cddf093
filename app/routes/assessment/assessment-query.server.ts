import { decodeAfter } from "~/features/assessment/assignments/list-position.server";
import type { KeysetPosition } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";

/** The ?after= of an assessment list: absent is the first page; one that is not ours is a 400. */
export function readAfter(url: URL): KeysetPosition | null {
  const after = decodeAfter(url.searchParams.get("after"));
  if (after === undefined) {
    throw refusalResponse(refuse("invalid", "That page of the list does not exist. Start again from the first page."));
  }
  return after;
}
