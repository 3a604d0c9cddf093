import { AppShell, Badge, Burger, Button, Group, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCalendarEvent,
  IconCash,
  IconCertificate,
  IconChartBar,
  IconClipboardCheck,
  IconFileInvoice,
  IconFileText,
  IconForms,
  IconGauge,
  IconInbox,
  IconLayoutDashboard,
  IconListCheck,
  IconMail,
  IconReceipt,
  IconReportMoney,
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
import { NAV_LINK_CLASSES } from "~/components/mantine-classes";
import { isStaffRole, ROLE_HOMES } from "~/lib/roles";
import type { UserRole } from "~db/schema";
import * as m from "./messages";
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
  orders: IconReceipt,
  invoices: IconFileInvoice,
  payments: IconCash,
  reports: IconReportMoney,
  questions: IconListCheck,
};

/** What the header says the area is, by role (a student never sees the shell). */
const AREA_LABELS: Record<UserRole, () => string> = {
  admin: () => m.administration(),
  instructor: () => m.instructor(),
  finance: () => m.finance(),
  student: () => "",
};

/**
 * The one frame of every staff page (docs/decisions/0022-staff-shell.md): a header with the
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
          {m.skipToContent()}
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isPhoneNavOpen}
              onClick={phoneNav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={m.menu()}
              aria-expanded={isPhoneNavOpen}
              aria-controls="staff-navigation"
            />
            <Burger
              opened={isDesktopNavOpen}
              onClick={desktopNav.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={m.toggleSidebar()}
              aria-expanded={isDesktopNavOpen}
              aria-controls="staff-navigation"
            />
            <Link to={ROLE_HOMES[user.role].path} className={classes.brand}>
              <BrandMark siteName={siteName} logoUrl={logoUrl} size={30} />
            </Link>
            <Text size="sm" c="var(--campus-text-muted)" visibleFrom="md" className={classes.area}>
              {AREA_LABELS[user.role]()}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap={4} wrap="nowrap" component="nav" aria-label={m.shortcuts()} visibleFrom="sm">
              {isStaffRole(user.role) ? (
                <Button
                  component={Link}
                  to="/instructor/dashboard"
                  variant="subtle"
                  size="sm"
                  leftSection={<IconChartBar size={16} aria-hidden="true" />}
                >
                  {m.stats()}
                </Button>
              ) : null}
              <Button
                component={Link}
                to="/edit-profile"
                variant="subtle"
                size="sm"
                leftSection={<IconSettings size={16} aria-hidden="true" />}
              >
                {m.settings()}
              </Button>
            </Group>
            <StaffUserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="staff-navigation"
        component="nav"
        aria-label={m.staff()}
        className={classes.navbar}
        data-phone-open={isPhoneNavOpen || undefined}
        data-desktop-open={isDesktopNavOpen || undefined}
      >
        <ScrollArea p="sm" type="auto">
          <div className={classes.navGroups}>
            {groups.map((group) => (
              <div key={group.label} className={classes.navGroup}>
                <p className={classes.navGroupLabel}>{group.label}</p>
                {group.sections.map((section) => (
                  <StaffNavItem
                    key={section.to}
                    to={section.to}
                    label={section.label}
                    Icon={ICONS[section.icon]}
                    count={navCounts[section.to] ?? 0}
                    isCurrent={current?.to === section.to}
                    // Choosing a section, even the current one, closes the phone drawer.
                    onClick={phoneNav.close}
                  />
                ))}
              </div>
            ))}
          </div>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * One section in the sidebar: Mantine's NavLink markup drawn as a plain link (its stylesheet styles it;
 * app/components/mantine-classes.test.ts keeps the markup equal), so the sidebar's fifteen links
 * cost no Mantine render work on every staff page (decision 0055).
 */
export function StaffNavItem({
  to,
  label,
  Icon,
  count,
  isCurrent,
  onClick,
}: {
  to: string;
  label: string;
  Icon: ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;
  count: number;
  isCurrent: boolean;
  onClick: () => void;
}) {
  return (
    <Link
      to={to}
      className={NAV_LINK_CLASSES.root}
      data-active={isCurrent || undefined}
      aria-current={isCurrent ? "page" : undefined}
      onClick={onClick}
    >
      <span className={NAV_LINK_CLASSES.section} data-position="left">
        <Icon size={18} aria-hidden="true" />
      </span>
      <div className={NAV_LINK_CLASSES.body}>
        <span className={NAV_LINK_CLASSES.label}>
          {label}
          {count > 0 ? <span className="visually-hidden">{m.waiting({ count })}</span> : null}
        </span>
        <span className={NAV_LINK_CLASSES.description} data-active={isCurrent || undefined} />
      </div>
      {count > 0 ? (
        <span className={NAV_LINK_CLASSES.section} data-position="right">
          <Badge size="sm" color="campus" variant="filled" circle={count < 10} aria-hidden="true">
            {count > 99 ? "99+" : count}
          </Badge>
        </span>
      ) : null}
    </Link>
  );
}
