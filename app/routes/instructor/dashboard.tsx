import { IconCalendarEvent, IconCertificate, IconSchool, IconUserPlus, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import lean from "~/components/lean-layout.module.css";
import { BUTTON_CLASSES } from "~/components/mantine-classes";
import { getDashboardStats } from "~/features/instructor-dashboard/dashboard-stats.server";
import { formatNumber } from "~/lib/i18n/format";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/dashboard";
import classes from "./dashboard.module.css";
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
    <div className={lean.stackLg}>
      <h1 className={lean.h2}>{m.dashboard()}</h1>
      <div className={classes.grid}>
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
      </div>
      <section className={`${lean.bordered} ${classes.card}`} aria-labelledby="dashboard-next">
        <h2 className={`${lean.h4} ${classes.nextTitle}`} id="dashboard-next">
          {m.getGoing()}
        </h2>
        <div className={`${lean.row} ${lean.gapSm}`}>
          {NEXT_STEPS.map((step) => (
            <Link
              key={step.to}
              to={step.to}
              className={`${classes.nextStep} ${BUTTON_CLASSES.root}`}
              data-variant="light"
              data-with-left-section="true"
            >
              <span className={BUTTON_CLASSES.inner}>
                <span className={BUTTON_CLASSES.section} data-position="left">
                  <step.icon size={16} aria-hidden="true" />
                </span>
                <span className={BUTTON_CLASSES.label}>{step.label()}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>
    </div>
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
    <section className={`${lean.bordered} ${classes.card}`} aria-label={label}>
      <div className={`${lean.row} ${lean.between} ${lean.top} ${lean.nowrap}`}>
        <div className={lean.stack4}>
          <p className={`${lean.textSm} ${lean.muted} ${classes.label}`}>{label}</p>
          <p className={`${lean.text} ${classes.value}`} data-testid="stat-value">
            {formatNumber(value)}
          </p>
          <p className={`${lean.textSm} ${lean.muted}`}>{note}</p>
        </div>
        <p className={`${lean.text} ${classes.icon}`}>{icon}</p>
      </div>
    </section>
  );
}
