/** The company works in South Africa, which keeps UTC+2 all year (no daylight saving). */
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Today's calendar date (YYYY-MM-DD) in South Africa, where the courses and events run: for date queries. */
export function todayInSouthAfrica(now = new Date()): string {
  return new Date(now.getTime() + SOUTH_AFRICA_OFFSET_MS).toISOString().slice(0, 10);
}
