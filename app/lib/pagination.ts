/** The ?page= of a list, as a whole number from 1; anything else (missing, "abc", "-3") is page 1. */
export function pageNumberFrom(searchParams: URLSearchParams): number {
  return Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
}
