import { Button, Group, Pagination, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, Link, useLocation } from "react-router";

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
        <Button type="submit" variant="default">
          {buttonLabel}
        </Button>
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

/**
 * Page links under a list, shown when there is more than one page. Each page and arrow is a real
 * link (works without JavaScript); the search and filters stay in the address.
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
  const linkTo = (target: number) =>
    target >= 1 && target <= pageCount && target !== page ? { component: Link, to: hrefFor(target) } : {};
  const controlTargets = { first: 1, previous: page - 1, next: page + 1, last: pageCount };
  return (
    <nav aria-label={label}>
      <Pagination
        total={pageCount}
        value={page}
        getItemProps={(target) => ({
          ...linkTo(target),
          "aria-label": `Page ${target}`,
          "aria-current": target === page ? "page" : undefined,
        })}
        getControlProps={(control) => linkTo(controlTargets[control])}
      />
    </nav>
  );
}
