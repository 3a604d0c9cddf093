import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconCertificate, IconSchool, IconUserPlus, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { getDashboardStats } from "~/features/instructor-dashboard/dashboard-stats.server";
import { formatNumber } from "~/lib/i18n/format";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/dashboard";
import * as m from "./messages";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.dashboard(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return { stats: await getDashboardStats(getDb()) };
}

export default function InstructorDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {m.dashboard()}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          icon={<IconUsers size={28} aria-hidden="true" />}
          label={m.studentStrength()}
          value={stats.studentStrength}
          note={m.studentAccounts()}
        />
        <StatCard
          icon={<IconCalendarEvent size={28} aria-hidden="true" />}
          label={m.todaysBookingsAndEnquiries()}
          value={stats.todaysBookings + stats.todaysEnquiries}
          note={m.bookingsAndEnquiries({
            bookings: m.bookingsToday({ count: stats.todaysBookings }),
            enquiries: m.enquiriesToday({ count: stats.todaysEnquiries }),
          })}
        />
        <StatCard
          icon={<IconUserPlus size={28} aria-hidden="true" />}
          label={m.newAdmissions()}
          value={stats.newAdmissions}
          note={m.enrolmentsLastWeek()}
        />
        <StatCard
          icon={<IconSchool size={28} aria-hidden="true" />}
          label={m.facultyStrength()}
          value={stats.facultyStrength}
          note={m.instructorAccounts()}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dashboard-next">
        <Title order={2} size="h4" id="dashboard-next" mb="sm">
          {m.getGoing()}
        </Title>
        <Group gap="sm">
          {NEXT_STEPS.map((step) => (
            <Button
              key={step.to}
              component={Link}
              to={step.to}
              variant="light"
              leftSection={<step.icon size={16} aria-hidden="true" />}
            >
              {step.label()}
            </Button>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}

/** Where an instructor usually goes next from the dashboard. */
const NEXT_STEPS = [
  { label: m.buildCourse, to: "/instructor/courses", icon: IconSchool },
  { label: m.studentsProgress, to: "/instructor/students", icon: IconUsers },
  { label: m.addCpdCourse, to: "/course/add", icon: IconCertificate },
  { label: m.newEvent, to: "/event/new", icon: IconCalendarEvent },
];

function StatCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: number; note: string }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="var(--campus-text-muted)" tt="uppercase">
            {label}
          </Text>
          <Text fz={36} fw={700} lh={1.1} data-testid="stat-value">
            {formatNumber(value)}
          </Text>
          <Text size="sm" c="var(--campus-text-muted)">
            {note}
          </Text>
        </Stack>
        <Text c="var(--campus-link)">{icon}</Text>
      </Group>
    </Paper>
  );
}
