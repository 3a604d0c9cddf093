import type { ReactNode } from "react";
import { type UIMatch, useMatches } from "react-router";
import { type BackLink, GeneralErrorBoundary, HOME_LINK } from "~/components/general-error-boundary";
import { SiteFrame } from "~/components/layout/site-frame";
import { ROLE_HOMES, usesStaffShell } from "~/lib/roles";
import { useRootData } from "~/lib/root-data";
import * as m from "./messages";
import type { StaffNavCounts } from "./staff-sections";
import { StaffShell } from "./staff-shell";

/** A staff route that draws its own full-screen frame (the course editor) exports this as its `handle`. */
export const STAFF_FULL_SCREEN = { staffFrame: "full-screen" } as const;

function isFullScreen(match: UIMatch) {
  return (match.handle as { staffFrame?: string } | undefined)?.staffFrame === STAFF_FULL_SCREEN.staffFrame;
}

/** Whether the page shown now is a full-screen staff page. */
export function useIsFullScreenStaffPage(): boolean {
  return useMatches().some(isFullScreen);
}

/**
 * The frame of a staff page: the staff shell for instructors and admins. Anyone else never gets a
 * staff page (every loader refuses them), so they see its refusal, a 403, inside the public site's
 * frame, with their own name and home in its header. A full-screen page (the course editor) draws
 * its own top bar, which carries the user menu.
 */
export function StaffFrame({
  isFullScreen = false,
  navCounts,
  children,
}: {
  isFullScreen?: boolean;
  navCounts?: StaffNavCounts;
  children: ReactNode;
}) {
  const root = useRootData();
  const user = root?.user;
  if (!user || !usesStaffShell(user.role)) return <SiteFrame>{children}</SiteFrame>;
  if (isFullScreen) return children;
  return (
    <StaffShell user={user} siteName={root.siteName} logoUrl={root.logoUrl} navCounts={navCounts}>
      {children}
    </StaffShell>
  );
}

/** Where an error page of a staff route leads back to: the person's own home. */
function backLinkFor(role: string | undefined): BackLink {
  if (role === "admin") return { to: ROLE_HOMES.admin.path, label: m.backToTheOverview() };
  if (role === "instructor") return { to: ROLE_HOMES.instructor.path, label: m.backToTheDashboard() };
  if (role === "finance") return { to: ROLE_HOMES.finance.path, label: m.backToTheOrders() };
  if (role === "student") return { to: ROLE_HOMES.student.path, label: m.goToMyLearning() };
  return HOME_LINK;
}

/** A staff route's 404, 403 or 500, inside the frame the person would see (never the bare page). */
export function StaffErrorBoundary() {
  const role = useRootData()?.user?.role;
  return (
    <StaffFrame>
      <GeneralErrorBoundary backTo={backLinkFor(role)} />
    </StaffFrame>
  );
}
