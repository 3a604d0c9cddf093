import { Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import * as m from "../messages";

interface CataloguePaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page, with the list's search kept. */
  hrefFor: (page: number) => string;
}

/** The page numbers around the current one, the first and the last, with gaps between. */
function visiblePages(page: number, pageCount: number): Array<number | `gap-${number}`> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: Array<number | `gap-${number}`> = [];
  for (const [index, number] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous > 1) items.push(`gap-${number}`);
    items.push(number);
  }
  return items;
}

/**
 * Page links (real links: they work before JavaScript loads and can be opened in a new tab), made
 * of the Buttons the page already has: the shared ListPagination's Mantine Pagination costs this
 * public page ~3 kB of JavaScript it cannot spare (150 kB budget).
 */
export function CataloguePagination({ page, total, pageSize, hrefFor }: CataloguePaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={m.pages()} gap={6} justify="center" wrap="wrap">
      {page > 1 ? (
        <Button component={Link} to={hrefFor(page - 1)} variant="default" size="sm" rel="prev">
          {m.previous()}
        </Button>
      ) : null}
      {visiblePages(page, pageCount).map((item) =>
        typeof item === "string" ? (
          <Text key={item} c="dimmed" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={item}
            component={Link}
            to={hrefFor(item)}
            variant={item === page ? "filled" : "default"}
            size="sm"
            miw={40}
            px="xs"
            aria-current={item === page ? "page" : undefined}
            aria-label={m.pageNumber({ page: item })}
          >
            {item}
          </Button>
        ),
      )}
      {page < pageCount ? (
        <Button component={Link} to={hrefFor(page + 1)} variant="default" size="sm" rel="next">
          {m.next()}
        </Button>
      ) : null}
    </Group>
  );
}
