import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconCertificate, IconSchool, IconUserPlus, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { getDashboardStats } from "~/features/instructor-dashboard/dashboard-stats.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/dashboard";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Dashboard", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return { stats: await getDashboardStats(getDb()) };
}

export default function InstructorDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          icon={<IconUsers size={28} aria-hidden="true" />}
          label="Student strength"
          value={stats.studentStrength}
          note="Student accounts"
        />
        <StatCard
          icon={<IconCalendarEvent size={28} aria-hidden="true" />}
          label="Today's bookings and enquiries"
          value={stats.todaysBookings + stats.todaysEnquiries}
          note={`${stats.todaysBookings} ${stats.todaysBookings === 1 ? "booking" : "bookings"}, ${stats.todaysEnquiries} ${
            stats.todaysEnquiries === 1 ? "enquiry" : "enquiries"
          } today`}
        />
        <StatCard
          icon={<IconUserPlus size={28} aria-hidden="true" />}
          label="New admissions"
          value={stats.newAdmissions}
          note="Enrolments in the last 7 days"
        />
        <StatCard
          icon={<IconSchool size={28} aria-hidden="true" />}
          label="Faculty strength"
          value={stats.facultyStrength}
          note="Instructor accounts"
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dashboard-next">
        <Title order={2} size="h4" id="dashboard-next" mb="sm">
          Get going
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
              {step.label}
            </Button>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}

/** Where an instructor usually goes next from the dashboard. */
const NEXT_STEPS = [
  { label: "Build a course", to: "/instructor/courses", icon: IconSchool },
  { label: "Students' progress", to: "/instructor/students", icon: IconUsers },
  { label: "Add a CPD course", to: "/course/add", icon: IconCertificate },
  { label: "New event", to: "/event/new", icon: IconCalendarEvent },
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
            {value.toLocaleString("en-ZA")}
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
