import { Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { Form, Link, useLocation } from "react-router";
import { GROUP_CLASS, PAGINATION_CLASSES } from "./mantine-classes";
import * as m from "./messages";
import { PlainButton } from "./plain-button";

interface ListSearchFormProps {
  label: string;
  /** What the list searched for last; the field shows it and is reset when it changes. */
  search: string;
  /** The query parameter the search travels in. */
  name?: string;
  buttonLabel?: string;
  /** The field's widest width; unset, it takes the row. */
  maxWidth?: number;
  preventScrollReset?: boolean;
  /** Other parameters of the address the search keeps (a list's filters, the chosen row); empty ones are left out. */
  keep?: Record<string, string | null | undefined>;
}

/** The search box above a list: a GET form, so the search is in the address and survives a reload. */
export function ListSearchForm({
  label,
  search,
  name = "q",
  buttonLabel = "Search",
  maxWidth,
  preventScrollReset,
  keep = {},
}: ListSearchFormProps) {
  return (
    <Form method="get" role="search" preventScrollReset={preventScrollReset}>
      {Object.entries(keep).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          name={name}
          defaultValue={search}
          key={search}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          style={{ flex: 1, maxWidth }}
        />
        <PlainButton type="submit" variant="default">
          {buttonLabel}
        </PlainButton>
      </Group>
    </Form>
  );
}

interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
  /** The query parameter the page number travels in (a screen with two paged lists names one). */
  parameter?: string;
  /** What the page links move through, for screen readers ("Pages of users"). */
  label?: string;
}

/** Mantine's usePagination with its defaults (one sibling, one boundary): page numbers, "dots" for a gap. */
function paginationRange(total: number, active: number): Array<number | "dots"> {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  const left = Math.max(active - 1, 1);
  const right = Math.min(active + 1, total - 1);
  const leftDots = left > 3;
  const rightDots = right < total - 2;
  if (!leftDots && rightDots) return [...range(1, 5), "dots", total];
  if (leftDots && !rightDots) return [1, "dots", ...range(total - 4, total)];
  return [1, "dots", ...range(left, right), "dots", total];
}

/** Mantine's Group (gap 8 px, centred, wrapping) as Pagination writes it: once per list, so inline. */
const PAGINATION_GROUP_STYLE = {
  "--group-gap": "calc(0.5rem * var(--mantine-scale))",
  "--group-align": "center",
  "--group-justify": "flex-start",
  "--group-wrap": "wrap",
} as CSSProperties;

/** The chevron and dots icons Mantine draws, at its control's size. */
const ICON_STYLE = {
  width: "calc(var(--pagination-control-size) / 1.8)",
  height: "calc(var(--pagination-control-size) / 1.8)",
};
const CHEVRON_PATHS = {
  previous: "M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z",
  next: "M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z",
};
// i18n-exempt: an SVG path, not words
const DOTS_PATH =
  "M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z";

function PaginationIcon({ path, rotates }: { path: string; rotates: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      xmlns="http://www.w3.org/2000/svg"
      style={ICON_STYLE}
      className={rotates ? "mantine-rotate-rtl" : undefined}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/**
 * Page links under a list, shown when there is more than one page. Each page and arrow is a real
 * link (works without JavaScript); the search and filters stay in the address. Mantine's Pagination
 * markup drawn plainly (decision 0128-list-rows): list-search.test.ts compares it with Mantine's.
 */
export function ListPagination({ total, pageSize, page, parameter = "page", label = "Pages" }: ListPaginationProps) {
  const location = useLocation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete(parameter);
    else params.set(parameter, String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const control = (direction: "previous" | "next") => {
    const target = direction === "previous" ? page - 1 : page + 1;
    const icon = <PaginationIcon path={CHEVRON_PATHS[direction]} rotates />;
    return target >= 1 && target <= pageCount ? (
      <Link className={PAGINATION_CLASSES.control} to={hrefFor(target)}>
        {icon}
      </Link>
    ) : (
      <button className={PAGINATION_CLASSES.disabledControl} type="button" disabled data-disabled="true">
        {icon}
      </button>
    );
  };
  return (
    <nav aria-label={label}>
      <div className={PAGINATION_CLASSES.root}>
        <div style={PAGINATION_GROUP_STYLE} className={GROUP_CLASS}>
          {control("previous")}
          {paginationRange(pageCount, page).map((item, index) =>
            item === "dots" ? (
              // Two gaps at most, each at its own place in the row.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <div key={`dots-${index}`} className={PAGINATION_CLASSES.dots}>
                <PaginationIcon path={DOTS_PATH} rotates={false} />
              </div>
            ) : item === page ? (
              <button
                key={item}
                className={PAGINATION_CLASSES.control}
                data-active="true"
                data-with-padding="true"
                type="button"
                aria-current="page"
                aria-label={m.pageNumber({ page: item })}
              >
                {item}
              </button>
            ) : (
              <Link
                key={item}
                className={PAGINATION_CLASSES.control}
                data-with-padding="true"
                aria-label={m.pageNumber({ page: item })}
                to={hrefFor(item)}
              >
                {item}
              </Link>
            ),
          )}
          {control("next")}
        </div>
      </div>
    </nav>
  );
}
