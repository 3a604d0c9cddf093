import { formatNumber } from "~/lib/i18n/format";
import * as m from "./messages";
/** A course's length for people: "About 45 min", "About 3 h", "About 2 h 30 min". */
export function formatCourseDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return m.aboutMinutes({ minutes: formatNumber(rest) });
  return rest === 0
    ? m.aboutHours({ hours: formatNumber(hours) })
    : m.aboutHoursMinutes({ hours: formatNumber(hours), minutes: formatNumber(rest) });
}

/** Where Enrol sends a signed-out visitor: sign-in (or sign-up), then the course's first lesson, enrolled. */
export function enrolReturnQuery(courseId: string): string {
  const params = new URLSearchParams({ redirectTo: `/course/${courseId}`, enrol: courseId });
  return `?${params}`;
}
