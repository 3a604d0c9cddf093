import { Anchor, Box, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import layout from "~/components/layout/page-layout.module.css";
import { localizedPath } from "~/lib/i18n/localized-path";
import * as m from "../messages";
import type { ScheduleEntryView, ScheduleMonthView } from "../schedule-views";

function CourseTitle({ entry }: { entry: ScheduleEntryView }) {
  if (!entry.courseSlug) return <>{entry.courseTitle}</>;
  return (
    <Anchor component={Link} to={localizedPath(`/course-overview/${entry.courseSlug}`)}>
      {entry.courseTitle}
    </Anchor>
  );
}

function EditEntryLink({ entry }: { entry: ScheduleEntryView }) {
  return (
    <Anchor component={Link} to={`/learning-center/schedule/${entry.id}`} size="sm">
      {m.edit()}
      <span className="visually-hidden">{m.editWhat({ course: entry.courseTitle, dates: entry.dates })}</span>
    </Anchor>
  );
}

/** On a phone a four-column table is too narrow: each run becomes a short block instead. */
/** The price and Buy of a date that is sold online (composed by the route: the schedule does not know selling). */
type BuyFor = (entryId: string) => ReactNode;

function ScheduleEntryBlocks({
  entries,
  canManage,
  buyFor,
}: {
  entries: ScheduleEntryView[];
  canManage: boolean;
  buyFor?: BuyFor;
}) {
  return (
    <Stack gap={0} hiddenFrom="sm">
      {entries.map((entry) => (
        <Box key={entry.id} py="xs" style={{ borderTop: "1px solid var(--campus-border)" }}>
          <Text fw={600}>
            <CourseTitle entry={entry} />
          </Text>
          <Text size="sm">
            {entry.dates} ({entry.duration})
          </Text>
          <Text size="sm">{entry.locations.join(", ")}</Text>
          {entry.venue ? (
            <Text size="sm" c="var(--campus-text-soft)">
              {entry.venue}
            </Text>
          ) : null}
          {buyFor?.(entry.id)}
          {canManage ? <EditEntryLink entry={entry} /> : null}
        </Box>
      ))}
    </Stack>
  );
}

/** One month of the training schedule: blocks on a phone, a table from the small breakpoint up. */
export function ScheduleMonth({
  month,
  canManage,
  buyFor,
}: {
  month: ScheduleMonthView;
  canManage: boolean;
  buyFor?: BuyFor;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-labelledby={`month-${month.month}`}
    >
      <Title order={3} id={`month-${month.month}`} mb="sm">
        {month.label}
      </Title>
      <ScheduleEntryBlocks entries={month.entries} canManage={canManage} buyFor={buyFor} />
      <Box visibleFrom="sm">
        {/* Fixed column widths, so the months line up one under another. */}
        <table className={layout.scheduleTable}>
          <thead>
            <tr>
              <th style={{ width: "38%" }}>{m.colCourse()}</th>
              <th style={{ width: "22%" }}>{m.colDates()}</th>
              <th style={{ width: "14%" }}>{m.colDuration()}</th>
              <th style={{ width: "26%" }}>{m.colLocation()}</th>
              {canManage ? <th style={{ width: 80 }}>{m.colManage()}</th> : null}
            </tr>
          </thead>
          <tbody>
            {month.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <CourseTitle entry={entry} />
                  {entry.venue ? (
                    <Text size="xs" c="var(--campus-text-soft)">
                      {entry.venue}
                    </Text>
                  ) : null}
                  {buyFor?.(entry.id)}
                </td>
                <td>{entry.dates}</td>
                <td>{entry.duration}</td>
                <td>
                  {entry.locations.map((location) => (
                    <Text key={location} size="sm">
                      {location}
                    </Text>
                  ))}
                </td>
                {canManage ? (
                  <td>
                    <EditEntryLink entry={entry} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
