import { Outlet } from "react-router";
import { StaffErrorBoundary, StaffFrame, useIsFullScreenStaffPage } from "~/components/staff-shell/staff-frame";

/**
 * The staff frame around every instructor and admin page (issue 10; docs/decisions/0022). It has no
 * loader: who is signed in comes from the root loader, and every child's loader and action checks
 * the role itself (the authorisation matrix holds each one to its `access`).
 */
export default function StaffLayout() {
  return (
    <StaffFrame isFullScreen={useIsFullScreenStaffPage()}>
      <Outlet />
    </StaffFrame>
  );
}

/** A staff page's 404, 403 or 500 inside the staff frame (a refused student: inside the public one). */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
