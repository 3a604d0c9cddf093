import { Container, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { requireAdmin } from "~/features/auth/session.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/admin-layout";

export const access = { read: "admin" } satisfies RouteAccess;

/** Every admin loader and action checks the role itself too; this only builds the frame. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const ADMIN_SECTIONS = [
  { label: "Site settings", to: "/admin", end: true },
  { label: "Users", to: "/admin/users", end: false },
  { label: "Mail", to: "/admin/mail", end: false },
  { label: "Enquiries", to: "/admin/enquiries", end: false },
  { label: "Pages", to: "/page-builder", end: false },
];

function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Administration</Title>
        <Group component="nav" aria-label="Administration" gap="xs">
          {ADMIN_SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end={section.end}
              style={({ isActive }) => ({
                padding: "6px 12px",
                borderRadius: 4,
                textDecoration: "none",
                fontWeight: 600,
                color: isActive ? "#fff" : "var(--mantine-color-campus-8)",
                background: isActive ? "var(--mantine-color-campus-8)" : "var(--mantine-color-campus-0)",
              })}
            >
              {section.label}
            </NavLink>
          ))}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

/**
 * A failing admin screen shows its message under the administration navigation. A refused
 * visitor (the frame's own check: 401/403) sees the message without it.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const isFrameRefused = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  if (isFrameRefused) return <GeneralErrorBoundary />;
  return (
    <AdminFrame>
      <GeneralErrorBoundary backTo={{ to: "/admin", label: "Back to administration" }} headingOrder={2} />
    </AdminFrame>
  );
}
