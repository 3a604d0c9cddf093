/** "21 Nov 2026": dates in the course details tables. */
export function formatShortDate(isoDate: string) {
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(isoDate),
  );
}
