/**
 * The highest page number a list accepts. A request may ask for any number; past this the offset
 * would outgrow what the databases take (PostgreSQL's bigint OFFSET refuses 5e+21), and no list
 * here has ten thousand pages. Asking for more shows the last page this allows, which is empty.
 */
export const MAX_PAGE_NUMBER = 10_000;

/**
 * The ?page= of a list, as a whole number from 1 to MAX_PAGE_NUMBER: missing or unreadable ("abc",
 * "-3", "NaN") is page 1; too large ("99999999999999999999", "1e309") is MAX_PAGE_NUMBER.
 */
export function pageNumberFrom(searchParams: URLSearchParams): number {
  const page = Number.parseInt(searchParams.get("page") ?? "1", 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, MAX_PAGE_NUMBER);
}

/** The longest search a list takes; longer text is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;

/** The ?q= of a searchable list: what the list is searched for, "" when nothing. */
export function searchTermFrom(searchParams: URLSearchParams): string {
  return (searchParams.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH);
}
