import {
  AppShell,
  Avatar,
  Burger,
  Button,
  Group,
  MantineProvider,
  Menu,
  ScrollArea,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconChartBar, IconChevronDown, IconSettings } from "@tabler/icons-react";
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Link } from "react-router";
import { describe, expect, it } from "vitest";
import { BrandMark } from "~/components/layout/brand-mark";
import { theme } from "~/theme";
import type { UserRole } from "~db/schema";
import { StaffShell } from "./staff-shell";
import classes from "./staff-shell.module.css";

/**
 * The staff frame is drawn on every staff page, so its header is written as plain elements with
 * Mantine's markup (decision 0116-signed-in-render-cost). These tests render the Mantine
 * components it replaced next to it and require the same markup, and count what is left of
 * Mantine's per-element work in the frame.
 */
function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/admin/users", Component: () => h(MantineProvider, { theme }, element) }]);
  return renderToStaticMarkup(h(Stub, { initialEntries: ["/admin/users"] }));
}

/** The header's markup, attributes sorted and Mantine's generated ids taken out. */
function headerOf(html: string): string {
  const header = html.match(/<header[\s\S]*<\/header>/)?.[0] ?? "";
  return header
    .replace(/ id="mantine-[^"]*"/g, "")
    .replace(/<([a-z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*>/g, (_, tag: string, attributes: string) => {
      const sorted = (attributes.match(/[a-zA-Z-]+="[^"]*"/g) ?? []).sort().join(" ");
      return sorted ? `<${tag} ${sorted}>` : `<${tag}>`;
    });
}

const AREA: Record<string, string> = { admin: "Administration", instructor: "Instructor", finance: "Finance" };
const AnyButton = Button as unknown as ComponentType<Record<string, unknown>>;
const AnyText = Text as unknown as ComponentType<Record<string, unknown>>;
const AnyGroup = Group as unknown as ComponentType<Record<string, unknown>>;
const AnyUnstyledButton = UnstyledButton as unknown as ComponentType<Record<string, unknown>>;
const AnyAvatar = Avatar as unknown as ComponentType<Record<string, unknown>>;
/** The shell with its children passed as createElement's third argument. */
const Shell = StaffShell as unknown as ComponentType<Record<string, unknown>>;

/** The header as it was written with Mantine's components (before decision 0116). */
function mantineHeader(role: UserRole, name: string) {
  const home = role === "admin" ? "/admin/overview" : role === "finance" ? "/staff/orders" : "/instructor/dashboard";
  const shortcut = (to: string, Icon: typeof IconSettings, label: string) =>
    h(
      AnyButton,
      { component: Link, to, variant: "subtle", size: "sm", leftSection: h(Icon, { size: 16, "aria-hidden": "true" }) },
      label,
    );
  return h(
    AppShell,
    { header: { height: 60 }, navbar: { width: 260, breakpoint: "sm", collapsed: { mobile: true, desktop: false } } },
    h(
      AppShell.Header,
      null,
      h("a", { className: "skip-link", href: "#main-content" }, "Skip to content"),
      h(
        Group,
        { h: "100%", px: "md", justify: "space-between", wrap: "nowrap", gap: "sm" },
        h(
          Group,
          { gap: "sm", wrap: "nowrap", miw: 0 },
          h(Burger, {
            opened: false,
            hiddenFrom: "sm",
            size: "sm",
            "aria-label": "Menu",
            "aria-expanded": false,
            "aria-controls": "staff-navigation",
          }),
          h(Burger, {
            opened: true,
            visibleFrom: "sm",
            size: "sm",
            "aria-label": "Toggle sidebar",
            "aria-expanded": true,
            "aria-controls": "staff-navigation",
          }),
          h(
            Link,
            { to: home, className: classes.brand },
            h(BrandMark, { siteName: "Campus", logoUrl: null, size: 30 }),
          ),
          h(
            AnyText,
            { size: "sm", c: "var(--campus-text-muted)", visibleFrom: "md", className: classes.area },
            AREA[role],
          ),
        ),
        h(
          Group,
          { gap: "xs", wrap: "nowrap" },
          h(
            AnyGroup,
            { gap: 4, wrap: "nowrap", component: "nav", "aria-label": "Shortcuts", visibleFrom: "sm" },
            role === "finance" ? null : shortcut("/instructor/dashboard", IconChartBar, "Stats"),
            shortcut("/edit-profile", IconSettings, "Settings"),
          ),
          h("form", { method: "post", action: "/sign-out", hidden: true }),
          h(
            Menu,
            { position: "bottom-end", width: 240, shadow: "md" },
            h(
              Menu.Target,
              null,
              h(
                AnyUnstyledButton,
                { className: classes.userButton },
                h(
                  Group,
                  { gap: 8, wrap: "nowrap" },
                  h(AnyAvatar, { src: null, alt: "", size: 32, radius: "xl", color: "campus", "aria-hidden": "true" }),
                  h("span", { className: "visually-hidden" }, "Account menu: "),
                  h(AnyText, { component: "span", size: "sm", fw: 600, className: classes.userName }, name),
                  h(IconChevronDown, { size: 14, "aria-hidden": "true" }),
                ),
              ),
            ),
            h(Menu.Dropdown, null),
          ),
        ),
      ),
    ),
    h(AppShell.Navbar, null, h(ScrollArea, null)),
  );
}

describe("StaffShell's header", () => {
  it.each<UserRole>(["admin", "instructor", "finance"])("has the markup of Mantine's components (%s)", (role) => {
    const plain = headerOf(
      render(h(Shell, { user: { name: "Ada Lovelace", role, image: null }, siteName: "Campus" }, null)),
    );
    expect(plain).toContain("Ada Lovelace");
    // The sign-out form's id comes from useId: the same form, whatever its id.
    expect(plain.replace(/<form [^>]*>/, "<form>")).toBe(
      headerOf(render(mantineHeader(role, "Ada Lovelace"))).replace(/<form [^>]*>/, "<form>"),
    );
  });
});

/** Components that mark what they draw, so a test can see which Mantine components rendered. */
const MARKED = ["Group", "Text", "Button", "Stack", "NavLink", "Badge", "Anchor", "Title", "Paper"] as const;
const markingTheme = {
  ...theme,
  components: {
    ...theme.components,
    ...Object.fromEntries(MARKED.map((name) => [name, { defaultProps: { "data-rendered-by": name } }])),
  },
};

describe("The staff frame's cost", () => {
  it("draws its sidebar, header groups, text and shortcuts with no Mantine component", () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/users",
        Component: () =>
          h(
            MantineProvider,
            { theme: markingTheme },
            h(
              Shell,
              {
                user: { name: "Ada Lovelace", role: "admin", image: null },
                siteName: "Campus",
                navCounts: { "/instructor/cpd-activities": 3 },
              },
              h("p", null, "page"),
            ),
          ),
      },
    ]);
    const html = renderToStaticMarkup(h(Stub, { initialEntries: ["/admin/users"] }));
    expect((html.match(/mantine-NavLink-root/g) ?? []).length).toBeGreaterThan(20);
    // The one waiting count's Badge is the only marked component left (drawn only when work waits).
    expect(html.match(/data-rendered-by="[A-Za-z]+"/g) ?? []).toEqual(['data-rendered-by="Badge"']);
  });
});
