import { Container } from "@mantine/core";
import { Outlet } from "react-router";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import type { Route } from "./+types/admin-layout";

export const access = { read: "admin" } satisfies RouteAccess;

/**
 * The administration pages inside the staff frame (their navigation is the staff shell's). Every
 * admin loader and action checks the role itself too; a refusal here shows in the staff frame.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return (
    <Container size="lg" px={0} py="md">
      <Outlet />
    </Container>
  );
}
