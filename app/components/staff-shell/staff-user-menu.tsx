import { Avatar, Menu, UnstyledButton, useMantineColorScheme } from "@mantine/core";
import { IconCheck, IconChevronDown, IconLogout, IconSettings, IconUserCircle, IconWorld } from "@tabler/icons-react";
import { type CSSProperties, useId } from "react";
import { Form, Link } from "react-router";
import { COLOR_SCHEME_ICONS, colorSchemeLabel } from "~/components/color-scheme-toggle";
import { GROUP_CLASS, TEXT_CLASS } from "~/components/mantine-classes";
import { COLOR_SCHEMES } from "~/lib/color-scheme";
import { isStaffRole, ROLE_LABELS } from "~/lib/roles";
import { useRootData } from "~/lib/root-data";
import type { UserRole } from "~db/schema";
import * as m from "./messages";
import classes from "./staff-shell.module.css";

const TARGET_GROUP_STYLE = {
  "--group-gap": "calc(0.5rem * var(--mantine-scale))",
  "--group-align": "center",
  "--group-justify": "flex-start",
  "--group-wrap": "nowrap",
} as CSSProperties;
const USER_NAME_STYLE = {
  "--text-fz": "var(--mantine-font-size-sm)",
  "--text-lh": "var(--mantine-line-height-sm)",
  fontWeight: 600,
} as CSSProperties;
const [TEXT_FOCUS, ...TEXT_ROOT] = TEXT_CLASS.split(" ");
const USER_NAME_CLASS = `${TEXT_FOCUS} ${classes.userName} ${TEXT_ROOT.join(" ")}`;

export interface StaffUser {
  name: string;
  role: UserRole;
  image: string | null;
}

/**
 * The user menu on every staff page (decision 0022): who is signed in, their profile and
 * account settings, the public site, and Sign out. The course editor's own top bar shows it too.
 */
export function StaffUserMenu({ user }: { user: StaffUser }) {
  const signOutFormId = useId();
  // Kept in the colour scheme cookie by the root's provider (decision 0069-dark-mode).
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      {/* The menu's items live in a portal; Sign out submits this form through its form attribute. */}
      <Form method="post" action="/sign-out" id={signOutFormId} hidden />
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton className={classes.userButton}>
            {/* Mantine's Group and Text markup as plain elements: drawn on every staff page (decision
                0116-signed-in-render-cost; staff-shell.test.ts keeps it equal). */}
            <div style={TARGET_GROUP_STYLE} className={GROUP_CLASS}>
              {/* No initials: the button's words are only "Account menu:" and the name. */}
              <Avatar src={user.image} alt="" size={32} radius="xl" color="campus" aria-hidden="true" />
              <span className="visually-hidden">{m.accountMenu()} </span>
              <span style={USER_NAME_STYLE} className={USER_NAME_CLASS} data-size="sm">
                {user.name}
              </span>
              <IconChevronDown size={14} aria-hidden="true" />
            </div>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{m.signedInAs({ name: user.name, value: ROLE_LABELS[user.role] })}</Menu.Label>
          <Menu.Item
            component={Link}
            to={isStaffRole(user.role) ? "/instructor/profile" : "/profile"}
            leftSection={<IconUserCircle size={16} aria-hidden="true" />}
          >
            {m.profile()}
          </Menu.Item>
          <Menu.Item component={Link} to="/edit-profile" leftSection={<IconSettings size={16} aria-hidden="true" />}>
            {m.accountSettings()}
          </Menu.Item>
          <Menu.Item component={Link} to="/" leftSection={<IconWorld size={16} aria-hidden="true" />}>
            {m.viewThePublicSite()}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{m.colourScheme()}</Menu.Label>
          {COLOR_SCHEMES.map((value) => {
            const Icon = COLOR_SCHEME_ICONS[value];
            return (
              <Menu.Item
                key={value}
                // Mantine fixes the role to menuitem, which takes no aria-checked: aria-current says which.
                aria-current={colorScheme === value ? "true" : undefined}
                closeMenuOnClick={false}
                leftSection={<Icon size={16} aria-hidden="true" />}
                rightSection={colorScheme === value ? <IconCheck size={14} aria-hidden="true" /> : null}
                onClick={() => setColorScheme(value)}
              >
                {colorSchemeLabel(value)}
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <Menu.Item
            component="button"
            type="submit"
            form={signOutFormId}
            leftSection={<IconLogout size={16} aria-hidden="true" />}
          >
            {m.signOut()}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** The signed-in person's menu, for a full-screen staff page's own top bar (the course editor). */
export function SignedInUserMenu() {
  const user = useRootData()?.user;
  return user ? <StaffUserMenu user={user} /> : null;
}
