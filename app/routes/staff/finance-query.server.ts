import type { z } from "zod";
import { firstIssue, type Period, periodSchema } from "~/features/selling/finance.schema";
import { todayIn } from "~/lib/dates";
import { decodeKeysetCursor } from "~/lib/keyset-cursor.server";
import type { KeysetPosition } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import * as m from "./messages";

/**
 * The finance screens' query strings read for a loader: a filter the schema refuses, or an ?after=
 * that is not one of ours, is a 400 with the reason (never a 500, never silently ignored).
 */
export function readListQuery<S extends z.ZodTypeAny>(
  url: URL,
  schema: S,
  names: readonly string[],
): { filter: z.infer<S>; after: KeysetPosition | null; values: Record<string, string | undefined> } {
  const raw = Object.fromEntries(names.map((name) => [name, url.searchParams.get(name) ?? undefined]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw refusalResponse(refuse("invalid", firstIssue(parsed.error)));
  const after = decodeKeysetCursor(url.searchParams.get("after"));
  if (after === undefined) throw refusalResponse(refuse("invalid", m.pageDoesNotExist()));
  return { filter: parsed.data, after, values: raw };
}

/** The ?from=&to= of a report or export; unset, this month so far on the site's clock. */
export function readPeriod(url: URL, timeZone: string, now: Date = new Date()): Period {
  const today = todayIn(timeZone, now);
  const from = url.searchParams.get("from") || `${today.slice(0, 8)}01`;
  const to = url.searchParams.get("to") || today;
  const parsed = periodSchema.safeParse({ from, to });
  if (!parsed.success) throw refusalResponse(refuse("invalid", firstIssue(parsed.error)));
  return parsed.data;
}
