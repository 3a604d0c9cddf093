import { Container, Group, Stack, Title } from "@mantine/core";
import { NavLink, Outlet } from "react-router";
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

export default function AdminLayout() {
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
        <Outlet />
      </Stack>
    </Container>
  );
}
