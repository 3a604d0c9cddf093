import { Anchor, Group } from "@mantine/core";
import { Link, useLocation } from "react-router";

/**
 * Keyset paging links (decision 0041): back to the first page, on to the next one (?after=), every
 * other parameter (search, filters) kept. Newest-first lists keep the default "Newest" and "Older".
 * A screen with two keyset lists names the second one's parameter.
 */
export function KeysetNav({
  next,
  label,
  firstLabel = "← Newest",
  nextLabel = "Older →",
  parameter = "after",
}: {
  next: string | null;
  label: string;
  firstLabel?: string;
  nextLabel?: string;
  parameter?: string;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const isFirst = !params.get(parameter);
  if (isFirst && !next) return null;
  const hrefFor = (after: string | null) => {
    const copy = new URLSearchParams(params);
    if (after) copy.set(parameter, after);
    else copy.delete(parameter);
    const query = copy.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <Group component="nav" aria-label={label} justify="space-between">
      {isFirst ? (
        <span />
      ) : (
        <Anchor component={Link} to={hrefFor(null)}>
          {firstLabel}
        </Anchor>
      )}
      {next ? (
        <Anchor component={Link} to={hrefFor(next)}>
          {nextLabel}
        </Anchor>
      ) : null}
    </Group>
  );
}
