import {
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink as MantineNavLink,
  ScrollArea,
  Stack,
  Text,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCalendarEvent,
  IconCertificate,
  IconChartBar,
  IconClipboardCheck,
  IconFileText,
  IconForms,
  IconGauge,
  IconInbox,
  IconLayoutDashboard,
  IconMail,
  IconSchool,
  IconSettings,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconWebhook,
} from "@tabler/icons-react";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "~/components/layout/brand-mark";
import { ROLE_HOMES } from "~/lib/roles";
import { currentStaffSection, type StaffNavCounts, type StaffSectionIcon, staffSectionsFor } from "./staff-sections";
import classes from "./staff-shell.module.css";
import { type StaffUser, StaffUserMenu } from "./staff-user-menu";

const ICONS: Record<StaffSectionIcon, ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>> = {
  dashboard: IconLayoutDashboard,
  courses: IconSchool,
  students: IconUsers,
  forms: IconForms,
  certificates: IconCertificate,
  activities: IconClipboardCheck,
  events: IconCalendarEvent,
  pages: IconFileText,
  profile: IconUser,
  overview: IconGauge,
  users: IconUsersGroup,
  enquiries: IconInbox,
  mail: IconMail,
  webhooks: IconWebhook,
  settings: IconSettings,
};

/**
 * The one frame of every staff page (issue 10, item 1; docs/decisions/0022): a header with the
 * sidebar toggle, the site's name, the spec's Stats and Settings entries and the user menu; a
 * sidebar with the areas the role may use (a drawer behind the burger on a phone); the page.
 */
export function StaffShell({
  user,
  siteName,
  logoUrl = null,
  navCounts = {},
  children,
}: {
  user: StaffUser;
  siteName: string;
  logoUrl?: string | null;
  /** What waits beside a section (e.g. CPD activities to review), by its address. */
  navCounts?: StaffNavCounts;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [isPhoneNavOpen, phoneNav] = useDisclosure(false);
  const [isDesktopNavOpen, desktopNav] = useDisclosure(true);
  const groups = staffSectionsFor(user.role);
  const current = currentStaffSection(groups, pathname);
  // Following a link closes the phone drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation.
  useEffect(() => phoneNav.close(), [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !isPhoneNavOpen, desktop: !isDesktopNavOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isPhoneNavOpen}
              onClick={phoneNav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Menu"
              aria-expanded={isPhoneNavOpen}
              aria-controls="staff-navigation"
            />
            <Burger
              opened={isDesktopNavOpen}
              onClick={desktopNav.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label="Toggle sidebar"
              aria-expanded={isDesktopNavOpen}
              aria-controls="staff-navigation"
            />
            <Link to={ROLE_HOMES[user.role].path} className={classes.brand}>
              <BrandMark siteName={siteName} logoUrl={logoUrl} size={30} />
            </Link>
            <Text size="sm" c="gray.7" visibleFrom="md" className={classes.area}>
              {user.role === "admin" ? "Administration" : "Instructor"}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap={4} wrap="nowrap" component="nav" aria-label="Shortcuts" visibleFrom="sm">
              <Button
                component={Link}
                to="/instructor/dashboard"
                variant="subtle"
                size="sm"
                leftSection={<IconChartBar size={16} aria-hidden="true" />}
              >
                Stats
              </Button>
              <Button
                component={Link}
                to="/edit-profile"
                variant="subtle"
                size="sm"
                leftSection={<IconSettings size={16} aria-hidden="true" />}
              >
                Settings
              </Button>
            </Group>
            <StaffUserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="staff-navigation"
        component="nav"
        aria-label="Staff"
        className={classes.navbar}
        data-phone-open={isPhoneNavOpen || undefined}
        data-desktop-open={isDesktopNavOpen || undefined}
      >
        <ScrollArea p="sm" type="auto">
          <Stack gap="md">
            {groups.map((group) => (
              <Stack key={group.label} gap={2}>
                <Text size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" pb={4}>
                  {group.label}
                </Text>
                {group.sections.map((section) => {
                  const Icon = ICONS[section.icon];
                  const isCurrent = current?.to === section.to;
                  const count = navCounts[section.to] ?? 0;
                  return (
                    <MantineNavLink
                      key={section.to}
                      component={Link}
                      to={section.to}
                      label={
                        count > 0 ? (
                          <>
                            {section.label}
                            <span className="visually-hidden">, {count} waiting</span>
                          </>
                        ) : (
                          section.label
                        )
                      }
                      leftSection={<Icon size={18} aria-hidden="true" />}
                      rightSection={
                        count > 0 ? (
                          <Badge size="sm" color="campus" variant="filled" circle={count < 10} aria-hidden="true">
                            {count > 99 ? "99+" : count}
                          </Badge>
                        ) : undefined
                      }
                      active={isCurrent}
                      aria-current={isCurrent ? "page" : undefined}
                      // Choosing a section, even the current one, closes the phone drawer.
                      onClick={phoneNav.close}
                    />
                  );
                })}
              </Stack>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
