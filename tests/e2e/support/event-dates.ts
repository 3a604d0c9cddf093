/** A date in Johannesburg `days` from today, as the event form's date inputs take it (YYYY-MM-DD). */
export function johannesburgDate(days: number): string {
  const date = new Date(Date.now() + 2 * 60 * 60 * 1000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The fewest days ahead for an event a spec makes that must not become /events's "Next webinar"
 * (events.spec.ts books the demo's featured one). The seed puts that webinar 18 working days after
 * the seed time, outside the year-end break (15 December to 10 January): seeded on 14 December it is
 * 51 days away. A spec that dated its event 40 days ahead took the place of it in late November.
 */
export const DAYS_AFTER_THE_FEATURED_WEBINAR = 60;
