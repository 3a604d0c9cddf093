import type { SelectQueryBuilder } from "kysely";
import { redirect } from "react-router";
import * as m from "./messages";
import { refusalResponse, refuse } from "./refusal";

/**
 * Paging for every list (docs/decisions/0024-search-and-paging-at-scale.md), one rule for all:
 * - ?page= is a whole number from 1 to MAX_PAGE_NUMBER, written in digits; missing or empty is
 *   page 1. Anything else ("abc", "-3", "0", "1.5", "1e309", "99999999999999999999") is refused
 *   with 400 and a message: no list here has such a page, and no link of ours makes one.
 * - A page past the last one (the list shrank, an old link) redirects to the last page's address;
 *   an empty list's only page is page 1.
 */
export const MAX_PAGE_NUMBER = 10_000;

export const INVALID_PAGE_MESSAGE = () => m.invalidPageNumber({ max: String(MAX_PAGE_NUMBER) });

/** The ?page= (or another parameter's) page number; throws a 400 refusal for one that is not a page. */
export function pageNumberFrom(searchParams: URLSearchParams, parameter = "page"): number {
  const text = searchParams.get(parameter);
  if (text === null || text === "") return 1;
  const page = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(page >= 1 && page <= MAX_PAGE_NUMBER)) throw refusalResponse(refuse("invalid", INVALID_PAGE_MESSAGE()));
  return page;
}

/** How many pages a list of `total` items has: at least one (an empty list shows its one empty page). */
function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The list's address at `page` (page 1 has no ?page=), every other parameter kept; a URL or the router's location. */
export function pageAddress(url: Pick<URL, "pathname" | "search">, page: number, parameter = "page"): string {
  const params = new URLSearchParams(url.search);
  if (page <= 1) params.delete(parameter);
  else params.set(parameter, String(page));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/**
 * For a loader, after reading a page: a page past the list's last one answers with a redirect to
 * the last page (thrown), so every list treats an out-of-range page alike.
 */
export function redirectPastLastPage(
  url: URL,
  list: { page: number; total: number; pageSize: number },
  parameter = "page",
): void {
  const last = pageCountOf(list.total, list.pageSize);
  if (list.page > last) throw redirect(pageAddress(url, last, parameter));
}

/** The longest search a list takes; longer text is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;

/** The ?q= of a searchable list: what the list is searched for, "" when nothing. */
export function searchTermFrom(searchParams: URLSearchParams): string {
  return (searchParams.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH);
}

/**
 * Keyset paging (the REST API's cursors, decision 0041): a page is the rows strictly after the last
 * one read in (created_at desc, id desc) order, so rows added while a client pages never shift or
 * repeat. Features list their tables this way; the API turns positions into opaque cursors.
 */
export interface KeysetPosition {
  /** The sort key of the last row read: its created_at, or another column a list sorts by. */
  createdAt: string;
  id: string;
}

export interface KeysetRequest {
  limit: number;
  after: KeysetPosition | null;
}

export interface KeysetPage<T> {
  items: T[];
  /** Where the next page starts, or null when this was the last. */
  next: KeysetPosition | null;
}

/**
 * The query ordered newest first on (table.created_at, table.id), from just after `after`; a list
 * sorted by another time (tax documents and certificates by issued_at) names that column.
 */
export function newestFirstAfter<DB, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: TB,
  after: KeysetPosition | null,
  column: "created_at" | "issued_at" = "created_at",
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = `${table}.${column}` as never;
  const id = `${table}.id` as never;
  const ordered = query.orderBy(createdAt, "desc").orderBy(id, "desc");
  if (!after) return ordered;
  return ordered.where((eb) =>
    eb.or([
      eb(createdAt, "<", after.createdAt as never),
      eb.and([eb(createdAt, "=", after.createdAt as never), eb(id, "<", after.id as never)]),
    ]),
  );
}

/** The usual position: the row's created_at and id (newestFirstAfter's order). */
function byCreatedAt(row: { created_at: string; id: string }): KeysetPosition {
  return { createdAt: row.created_at, id: row.id };
}

/** The page of `rows` (read with limit + 1, the extra one telling whether more follow), mapped. */
export function keysetPageOf<Row, T>(
  rows: readonly Row[],
  limit: number,
  map: (row: Row) => T,
  positionOf: (row: Row) => KeysetPosition,
): KeysetPage<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { items: kept.map(map), next: rows.length > limit && last !== undefined ? positionOf(last) : null };
}

/** One page of `query` newest first after `request.after`, mapped: the usual keyset read of a list. */
export async function readNewestFirstPage<
  DB,
  TB extends keyof DB & string,
  O extends { created_at: string; id: string },
  T,
>(query: SelectQueryBuilder<DB, TB, O>, table: TB, request: KeysetRequest, map: (row: O) => T): Promise<KeysetPage<T>> {
  const rows = await newestFirstAfter(query, table, request.after)
    .limit(request.limit + 1)
    .execute();
  return keysetPageOf(rows as O[], request.limit, map, byCreatedAt);
}
