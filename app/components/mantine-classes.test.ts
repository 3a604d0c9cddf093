import {
  ActionIcon,
  Badge,
  MantineProvider,
  NativeSelect,
  NavLink,
  Pagination,
  Progress,
  Table,
  TextInput,
} from "@mantine/core";
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableHeader, DataTableRow } from "./data-table";
import { ListPagination } from "./list-search";
import { ACTION_ICON_CLASSES, INPUT_ERROR_CLASS, PROGRESS_CLASSES } from "./mantine-classes";
import { StaffNavItem } from "./staff-shell/staff-shell";

/** The markup inside the provider, each tag's attributes sorted (React writes them in prop order). */
function markup(element: ReactNode, { withStaticClasses = true, at = "/" } = {}): string {
  const html = renderToStaticMarkup(
    h(MemoryRouter, { initialEntries: [at] }, h(MantineProvider, { withStaticClasses }, element)),
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
  return html.replace(/<([a-z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*>/g, (_, tag: string, attributes: string) => {
    const sorted = (attributes.match(/[a-zA-Z-]+="[^"]*"/g) ?? []).sort().join(" ");
    return sorted ? `<${tag} ${sorted}>` : `<${tag}>`;
  });
}

type TableProps = { striped?: boolean; highlightOnHover?: boolean; verticalSpacing?: "xs" | "sm" };

function mantineTable(props: TableProps) {
  return h(
    Table,
    props,
    h(Table.Thead, null, h(Table.Tr, null, h(Table.Th, null, "Name"), h(Table.Th, null, "Email"))),
    h(
      Table.Tbody,
      null,
      h(Table.Tr, { "aria-current": "true" }, h(Table.Td, null, "Ada"), h(Table.Td, { colSpan: 2 }, "ada@example.com")),
      h(Table.Tr, null, h(Table.Td, { className: "extra" }, "Ben"), h(Table.Td, null, "ben@example.com")),
    ),
  );
}

function plainTable(props: TableProps) {
  return h(
    DataTable,
    props,
    h(DataTableHead, null, h(DataTableRow, null, h(DataTableHeader, null, "Name"), h(DataTableHeader, null, "Email"))),
    h(
      DataTableBody,
      null,
      h(
        DataTableRow,
        { "aria-current": "true" },
        h(DataTableCell, null, "Ada"),
        h(DataTableCell, { colSpan: 2 }, "ada@example.com"),
      ),
      h(DataTableRow, null, h(DataTableCell, { className: "extra" }, "Ben"), h(DataTableCell, null, "ben@example.com")),
    ),
  );
}

describe("DataTable", () => {
  it.each<TableProps>([
    {},
    { striped: true },
    { striped: true, highlightOnHover: true, verticalSpacing: "sm" },
    { highlightOnHover: true, verticalSpacing: "xs" },
  ])("renders the markup of Mantine's Table (%o)", (props) => {
    const plain = markup(plainTable(props));
    expect(plain).toContain("<tbody");
    // The plain table leaves out Mantine's static class names (no stylesheet reads them).
    expect(plain).not.toContain("mantine-Table");
    expect(plain).toBe(markup(mantineTable(props), { withStaticClasses: false }));
  });
});

/** Mantine's polymorphic components, called with plain props as the shell called them in JSX. */
const MantineNavLink = NavLink as unknown as ComponentType<Record<string, unknown>>;
const MantineBadge = Badge as unknown as ComponentType<Record<string, unknown>>;

function Icon() {
  return h("svg", { "aria-hidden": "true" });
}

describe("StaffNavItem", () => {
  const noop = () => {};
  it.each([
    { isCurrent: true, count: 0 },
    { isCurrent: false, count: 0 },
    { isCurrent: false, count: 3 },
    { isCurrent: true, count: 120 },
  ])("renders the markup of Mantine's NavLink (%o)", ({ isCurrent, count }) => {
    const mantine = h(MantineNavLink, {
      component: Link,
      to: "/instructor/activities",
      label:
        count > 0
          ? ["Activities", h("span", { key: "n", className: "visually-hidden" }, ", ", count, " waiting")]
          : "Activities",
      leftSection: h(Icon),
      rightSection:
        count > 0
          ? h(
              MantineBadge,
              { size: "sm", color: "campus", variant: "filled", circle: count < 10, "aria-hidden": "true" },
              count > 99 ? "99+" : count,
            )
          : undefined,
      active: isCurrent,
      "aria-current": isCurrent ? "page" : undefined,
      onClick: noop,
    });
    const plain = h(StaffNavItem, {
      to: "/instructor/activities",
      label: "Activities",
      Icon,
      count,
      isCurrent,
      onClick: noop,
    });
    expect(markup(plain)).toContain("mantine-NavLink-label");
    expect(markup(plain)).toBe(markup(mantine));
  });
});

describe("INPUT_ERROR_CLASS", () => {
  it("is the class Mantine gives a TextInput's and a NativeSelect's message", () => {
    for (const input of [
      h(TextInput, { label: "Email", error: "Email is required" }),
      h(NativeSelect, { label: "Province", error: "Province is required", data: ["Gauteng"] }),
    ]) {
      const message = markup(input).match(/<p [^>]*>[^<]*is required<\/p>/)?.[0] ?? "";
      expect(message).toContain(`class="${INPUT_ERROR_CLASS} `);
    }
  });
});

describe("ACTION_ICON_CLASSES", () => {
  it("are the classes of Mantine's ActionIcon and its icon", () => {
    const Icon = ActionIcon as ComponentType<{ variant: string; "aria-label": string; children?: ReactNode }>;
    const html = markup(h(Icon, { variant: "subtle", "aria-label": "Delete" }, h("svg")));
    expect(html).toContain(`class="${ACTION_ICON_CLASSES.root}"`);
    expect(html).toContain(`<span class="${ACTION_ICON_CLASSES.icon}">`);
  });
});

/** ListPagination as it was, on Mantine's Pagination: the reference the plain one must draw exactly. */
function MantineListPagination({ total, page, at }: { total: number; page: number; at: string }) {
  const url = new URL(at, "http://x");
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(url.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${url.pathname}${query ? `?${query}` : ""}`;
  };
  const linkTo = (target: number) =>
    target >= 1 && target <= total && target !== page ? { component: Link, to: hrefFor(target) } : {};
  const controlTargets = { first: 1, previous: page - 1, next: page + 1, last: total };
  return h(
    "nav",
    { "aria-label": "Pages of users" },
    h(Pagination, {
      total,
      value: page,
      getItemProps: (target: number) => ({
        ...linkTo(target),
        "aria-label": `Page ${target}`,
        "aria-current": target === page ? "page" : undefined,
      }),
      getControlProps: (control: keyof typeof controlTargets) => linkTo(controlTargets[control]),
    }),
  );
}

describe("ListPagination", () => {
  const cases = [2, 5, 7, 8, 9, 12, 40].flatMap((total) =>
    Array.from({ length: total }, (_, index) => ({ total, page: index + 1 })),
  );
  it.each(cases)("draws Mantine's Pagination markup and links (%o)", ({ total, page }) => {
    const at = "/admin/users?q=ad&page=3";
    const plain = markup(h(ListPagination, { total: total * 25, pageSize: 25, page, label: "Pages of users" }), { at });
    expect(plain).toContain("mantine-Pagination-control");
    expect(plain).toBe(markup(h(MantineListPagination, { total, page, at }), { at }));
  });

  it("draws nothing for one page", () => {
    expect(markup(h(ListPagination, { total: 25, pageSize: 25, page: 1 }))).not.toContain("<nav");
  });
});

describe("PROGRESS_CLASSES", () => {
  it("are the classes of Mantine's Progress and its section", () => {
    const html = markup(h(Progress, { value: 40, size: "sm", "aria-label": "Progress" }));
    expect(html).toContain(`class="${PROGRESS_CLASSES.root}"`);
    expect(html).toContain(`class="${PROGRESS_CLASSES.section}"`);
  });
});
