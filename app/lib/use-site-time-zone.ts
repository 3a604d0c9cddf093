import { useMemo } from "react";
import {
  type DateInput,
  type DateStyle,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatTime,
} from "./dates";
import { useRootData } from "./root-data";

/**
 * The site's time zone, as the root loader sent it: the server renders with it and the browser
 * hydrates with the same value, so a formatted date is the same string on both.
 */
export function useSiteTimeZone(): string {
  return useRootData()?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** app/lib/dates.ts with the site's zone filled in, for components. */
export function useFormatDate() {
  const timeZone = useSiteTimeZone();
  return useMemo(
    () => ({
      timeZone,
      date: (value: DateInput, style?: DateStyle) => formatDate(value, timeZone, style),
      dateTime: (value: DateInput, style?: DateStyle) => formatDateTime(value, timeZone, style),
      time: (value: DateInput) => formatTime(value, timeZone),
      month: (value: DateInput) => formatMonth(value, timeZone),
      dateRange: (from: DateInput, to: DateInput) => formatDateRange(from, to, timeZone),
    }),
    [timeZone],
  );
}
