import { AppShell, Badge, Burger, ScrollArea } from "@mantine/core";
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
import { type ComponentType, type CSSProperties, type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "~/components/layout/brand-mark";
import { BUTTON_CLASSES, GROUP_CLASS, NAV_LINK_CLASSES, TEXT_CLASS } from "~/components/mantine-classes";
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
        {/* Mantine's Group, Text and Button markup as plain elements (decision 0116-signed-in-render-cost):
            drawn on every staff page, so none of Mantine's per-element render work; staff-shell.test.ts
            keeps the markup equal to the Mantine components' it replaces. */}
        <div style={HEADER_STYLES.bar} className={GROUP_CLASS}>
          <div style={HEADER_STYLES.start} className={GROUP_CLASS}>
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
            <p style={HEADER_STYLES.area} className={AREA_CLASS} data-size="sm">
              {AREA_LABELS[user.role]()}
            </p>
          </div>
          <div style={HEADER_STYLES.end} className={GROUP_CLASS}>
            <nav style={HEADER_STYLES.shortcuts} className={SHORTCUTS_CLASS} aria-label={m.shortcuts()}>
              {isStaffRole(user.role) ? (
                <ShortcutButton to="/instructor/dashboard" Icon={IconChartBar} label={m.stats()} />
              ) : null}
              <ShortcutButton to="/edit-profile" Icon={IconSettings} label={m.settings()} />
            </nav>
            <StaffUserMenu user={user} />
          </div>
        </div>
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

/** Mantine's style variables for the header's groups, text and buttons, as its components write them. */
const groupStyle = (gap: string, justify = "flex-start"): CSSProperties =>
  ({
    "--group-gap": gap,
    "--group-align": "center",
    "--group-justify": justify,
    "--group-wrap": "nowrap",
  }) as CSSProperties;
const HEADER_STYLES = {
  bar: {
    ...groupStyle("var(--mantine-spacing-sm)", "space-between"),
    paddingInline: "var(--mantine-spacing-md)",
    height: "100%",
  },
  start: { ...groupStyle("var(--mantine-spacing-sm)"), minWidth: "0rem" },
  end: groupStyle("var(--mantine-spacing-xs)"),
  shortcuts: groupStyle("calc(0.25rem * var(--mantine-scale))"),
  area: {
    "--text-fz": "var(--mantine-font-size-sm)",
    "--text-lh": "var(--mantine-line-height-sm)",
    color: "var(--campus-text-muted)",
  } as CSSProperties,
  button: {
    "--button-height": "var(--button-height-sm)",
    "--button-padding-x": "var(--button-padding-x-sm)",
    "--button-fz": "var(--mantine-font-size-sm)",
    "--button-bg": "transparent",
    "--button-hover": "var(--mantine-color-campus-light-hover)",
    "--button-color": "var(--mantine-color-campus-light-color)",
    "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  } as CSSProperties,
};
const [TEXT_FOCUS, ...TEXT_ROOT] = TEXT_CLASS.split(" ");
const AREA_CLASS = `${TEXT_FOCUS} ${classes.area} ${TEXT_ROOT.join(" ")} mantine-visible-from-md`;
const SHORTCUTS_CLASS = `${GROUP_CLASS} mantine-visible-from-sm`;

/** A header shortcut: Mantine's subtle small Button with a left icon, as a plain link. */
function ShortcutButton({
  to,
  Icon,
  label,
}: {
  to: string;
  Icon: ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;
  label: string;
}) {
  return (
    <Link
      to={to}
      style={HEADER_STYLES.button}
      className={BUTTON_CLASSES.root}
      data-variant="subtle"
      data-size="sm"
      data-with-left-section="true"
    >
      <span className={BUTTON_CLASSES.inner}>
        <span className={BUTTON_CLASSES.section} data-position="left">
          <Icon size={16} aria-hidden="true" />
        </span>
        <span className={BUTTON_CLASSES.label}>{label}</span>
      </span>
    </Link>
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
