import { Outlet } from "react-router";
import { StaffErrorBoundary, StaffFrame, useIsFullScreenStaffPage } from "~/components/staff-shell/staff-frame";
import { UnsavedWorkGuard } from "~/components/unsaved-work-guard";
import { countPendingActivities } from "~/features/cpd-ledger/cpd-activity-review.server";
import { isStaffRole } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { getSessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/staff-layout";

// The layout's own loader tells only staff what waits (others get no counts); every page inside
// declares and checks its own access.
export const access = { read: "public" } satisfies RouteAccess;

/**
 * What waits for staff, shown beside its section in the navigation: one count for staff, nothing
 * for anyone else (their page is refused by its own loader).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const navCounts: Record<string, number> = {};
  if (!user || !isStaffRole(user.role)) return { navCounts };
  navCounts["/instructor/cpd-activities"] = await countPendingActivities(getDb());
  return { navCounts };
}

/**
 * The staff frame around every instructor and admin page (docs/decisions/0022-staff-shell.md). Who is
 * signed in comes from the root loader, and every child's loader and action checks the role itself
 * (the authorisation matrix holds each one to its `access`).
 */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame isFullScreen={useIsFullScreenStaffPage()} navCounts={loaderData?.navCounts}>
      <UnsavedWorkGuard />
      <Outlet />
    </StaffFrame>
  );
}

/** A staff page's 404, 403 or 500 inside the staff frame (a refused student: inside the public one). */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
