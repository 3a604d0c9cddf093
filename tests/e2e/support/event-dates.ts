/** A date in Johannesburg `days` from today, as the event form's date inputs take it (YYYY-MM-DD). */
export function johannesburgDate(days: number): string {
  const date = new Date(Date.now() + 2 * 60 * 60 * 1000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The fewest days ahead for an event a spec makes that must not become /events's "Next webinar"
 * (events.spec.ts books the demo's featured one). The seed puts that webinar on the first working day
 * at least 18 days after the seed, outside the year-end break (15 December to 10 January): seeded in
 * the last days of November it is 44-47 days away, in January. A spec that dated its event 40 days
 * ahead took the place of it then.
 */
export const DAYS_AFTER_THE_FEATURED_WEBINAR = 60;
