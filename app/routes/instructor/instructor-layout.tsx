import { Anchor, AppShell, Burger, Button, Group, NavLink as MantineNavLink, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCertificate,
  IconChartBar,
  IconForms,
  IconLayoutDashboard,
  IconSchool,
  IconSettings,
  IconUser,
  IconUsers,
} from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { requireInstructor } from "~/features/auth/session.server";
import { useRootData } from "~/lib/root-data";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/instructor-layout";

export const access = { read: "staff" } satisfies RouteAccess;

/** Instructors and admins only; every child loader and action checks the role itself too. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  return { user: { name: user.name, role: user.role } };
}

const SECTIONS = [
  { label: "Dashboard", to: "/instructor/dashboard", icon: IconLayoutDashboard },
  { label: "Courses", to: "/instructor/courses", icon: IconSchool },
  { label: "Students", to: "/instructor/students", icon: IconUsers },
  { label: "Forms", to: "/instructor/forms", icon: IconForms },
  { label: "Certificates", to: "/list-courses", icon: IconCertificate },
  { label: "Profile", to: "/instructor/profile", icon: IconUser },
];

export default function InstructorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <InstructorFrame userName={loaderData.user.name}>
      <Outlet />
    </InstructorFrame>
  );
}

/**
 * A failing instructor screen keeps the instructor header and sections around its message. When
 * the frame's own check refused (no loader data: not staff), the message shows without them.
 */
export function ErrorBoundary() {
  const frame = useRouteLoaderData<typeof loader>("routes/instructor/instructor-layout");
  if (!frame) return <GeneralErrorBoundary />;
  return (
    <InstructorFrame userName={frame.user.name}>
      <GeneralErrorBoundary backTo={{ to: "/instructor/dashboard", label: "Back to the dashboard" }} />
    </InstructorFrame>
  );
}

function InstructorFrame({ userName, children }: { userName: string; children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const [isPhoneNavOpen, phoneNav] = useDisclosure(false);
  const [isDesktopNavOpen, desktopNav] = useDisclosure(true);
  // A chosen section closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation.
  useEffect(() => phoneNav.close(), [location.pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !isPhoneNavOpen, desktop: !isDesktopNavOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isPhoneNavOpen}
              onClick={phoneNav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle sidebar"
              aria-expanded={isPhoneNavOpen}
            />
            <Burger
              opened={isDesktopNavOpen}
              onClick={desktopNav.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label="Toggle sidebar"
              aria-expanded={isDesktopNavOpen}
            />
            <Anchor href="/" fw={700} c="campus.9" underline="never">
              {root?.siteName ?? "Campus"}
            </Anchor>
            <Text size="sm" c="gray.7" visibleFrom="xs">
              Instructor
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" component="nav" aria-label="Instructor shortcuts">
            <Button
              component={NavLink}
              to="/instructor/dashboard"
              variant="subtle"
              size="sm"
              leftSection={<IconChartBar size={16} aria-hidden="true" />}
            >
              Stats
            </Button>
            <Button
              component={NavLink}
              to="/edit-profile"
              variant="subtle"
              size="sm"
              leftSection={<IconSettings size={16} aria-hidden="true" />}
            >
              Settings
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Instructor">
        <Stack gap={4}>
          {SECTIONS.map((section) => (
            <MantineNavLink
              key={section.to}
              component={NavLink}
              to={section.to}
              label={section.label}
              leftSection={<section.icon size={18} aria-hidden="true" />}
              active={location.pathname.startsWith(section.to)}
              // Choosing a section (even the current one) closes the phone menu.
              onClick={phoneNav.close}
            />
          ))}
          <Text size="xs" c="gray.7" mt="md" px="sm">
            Signed in as {userName}
          </Text>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main-content">{children}</AppShell.Main>
    </AppShell>
  );
}
