import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { getSessionUser } from "~/features/auth/session.server";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { handleEnquiryPost } from "~/features/enquiries/enquiry-action.server";
import layout from "~/features/site-content/page-layout.module.css";
import { canManageSchedule } from "~/features/training-schedule/schedule-access";
import { dateRangeLabel, durationLabel, locationLabels } from "~/features/training-schedule/training-schedule.schema";
import {
  groupEntriesByMonth,
  listUpcomingScheduleEntries,
  publishedCourseSlugsById,
} from "~/features/training-schedule/training-schedule.server";
import { getDb } from "~/server/app-context.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/learning-center";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Learning Center", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const [user, entries, slugById] = await Promise.all([
    getSessionUser(request),
    listUpcomingScheduleEntries(db),
    publishedCourseSlugsById(db),
  ]);
  return {
    canManage: canManageSchedule(user),
    months: groupEntriesByMonth(entries).map((month) => ({
      month: month.month,
      label: month.label,
      entries: month.entries.map((entry) => ({
        id: entry.id,
        courseTitle: entry.course_title,
        courseSlug: entry.course_id ? (slugById.get(entry.course_id) ?? null) : null,
        dates: dateRangeLabel(entry.start_date, entry.duration_days),
        duration: durationLabel(entry.duration_days),
        locations: locationLabels(entry),
        venue: entry.venue,
      })),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return handleEnquiryPost(request, "quote");
}

type ScheduleMonthView = Route.ComponentProps["loaderData"]["months"][number];
type ScheduleEntryView = ScheduleMonthView["entries"][number];

function CourseTitle({ entry }: { entry: ScheduleEntryView }) {
  if (!entry.courseSlug) return <>{entry.courseTitle}</>;
  return (
    <Anchor component={Link} to={`/course-overview/${entry.courseSlug}`}>
      {entry.courseTitle}
    </Anchor>
  );
}

function EditEntryLink({ entry }: { entry: ScheduleEntryView }) {
  return (
    <Anchor component={Link} to={`/learning-center/schedule/${entry.id}`} size="sm">
      Edit<span className="visually-hidden">{` ${entry.courseTitle} on ${entry.dates}`}</span>
    </Anchor>
  );
}

/** On a phone a four-column table is too narrow: each run becomes a short block instead. */
function ScheduleEntryBlocks({ entries, canManage }: { entries: ScheduleEntryView[]; canManage: boolean }) {
  return (
    <Stack gap={0} hiddenFrom="sm">
      {entries.map((entry) => (
        <Box key={entry.id} py="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
          <Text fw={600}>
            <CourseTitle entry={entry} />
          </Text>
          <Text size="sm">
            {entry.dates} ({entry.duration})
          </Text>
          <Text size="sm">{entry.locations.join(", ")}</Text>
          {entry.venue ? (
            <Text size="sm" c="dark.6">
              {entry.venue}
            </Text>
          ) : null}
          {canManage ? <EditEntryLink entry={entry} /> : null}
        </Box>
      ))}
    </Stack>
  );
}

function ScheduleMonth({ month, canManage }: { month: ScheduleMonthView; canManage: boolean }) {
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
      <ScheduleEntryBlocks entries={month.entries} canManage={canManage} />
      <Box visibleFrom="sm">
        {/* Fixed column widths, so the months line up one under another. */}
        <table className={layout.scheduleTable}>
          <thead>
            <tr>
              <th style={{ width: "38%" }}>Course</th>
              <th style={{ width: "22%" }}>Dates</th>
              <th style={{ width: "14%" }}>Duration</th>
              <th style={{ width: "26%" }}>Location</th>
              {canManage ? <th style={{ width: 80 }}>Manage</th> : null}
            </tr>
          </thead>
          <tbody>
            {month.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <CourseTitle entry={entry} />
                  {entry.venue ? (
                    <Text size="xs" c="dark.6">
                      {entry.venue}
                    </Text>
                  ) : null}
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

export default function LearningCenter({ loaderData, actionData }: Route.ComponentProps) {
  const { months, canManage } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" maw={760}>
          <Title order={1}>Learning Center</Title>
          <Text size="lg">
            Public courses from April to November, onsite at our venues or at yours, and offsite, virtual or online.
            Every course can also run in-house for your team: ask for a quote.
          </Text>
          <Anchor href="#training-quote" hiddenFrom="md">
            Request a training quote
          </Anchor>
        </Stack>
        <div className={layout.contentAndForm}>
          <div>
            <Stack gap="md">
              <Group justify="space-between" align="center">
                <Title order={2}>Training schedule</Title>
                <Group gap="xs">
                  <Button
                    component="a"
                    href="/learning-center/schedule.pdf"
                    download
                    variant="light"
                    leftSection={<IconDownload size={18} aria-hidden="true" />}
                  >
                    Download the schedule (PDF)
                  </Button>
                  {canManage ? (
                    <Button component={Link} to="/learning-center/schedule/new">
                      Add schedule entry
                    </Button>
                  ) : null}
                </Group>
              </Group>
              {months.length === 0 ? (
                <EmptyState
                  heading="No courses scheduled"
                  text="The next season's dates are being planned. Ask for a quote and we will tell you when your course runs."
                />
              ) : (
                months.map((month) => <ScheduleMonth key={month.month} month={month} canManage={canManage} />)
              )}
            </Stack>
          </div>
          <div>
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" id="training-quote">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  Request a training quote
                </Title>
                <Text size="sm">Tell us which course and how many people. Fields marked with * are required.</Text>
                <EnquiryForm
                  kind="quote"
                  actionData={actionData}
                  submitLabel="Request a quote"
                  messageLabel="Course and preferred dates"
                  messagePlaceholder="For example: ISO 9001:2015 Lead Auditor, the May run in Johannesburg."
                />
              </Stack>
            </Paper>
          </div>
        </div>
      </Stack>
    </Container>
  );
}
