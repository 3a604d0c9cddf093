import { Anchor, Group } from "@mantine/core";
import { Link, useLocation } from "react-router";

/** Newest first by keyset: "Newest" back to the start, "Older" on to the next page; the search kept. */
export function PathListLinks({ next, isFirst, label }: { next: string | null; isFirst: boolean; label: string }) {
  const location = useLocation();
  if (isFirst && !next) return null;
  const params = new URLSearchParams(location.search);
  const hrefFor = (after: string | null) => {
    const copy = new URLSearchParams(params);
    if (after) copy.set("after", after);
    else copy.delete("after");
    const query = copy.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <Group component="nav" aria-label={label} justify="space-between">
      {isFirst ? (
        <span />
      ) : (
        <Anchor component={Link} to={hrefFor(null)}>
          ← Newest
        </Anchor>
      )}
      {next ? (
        <Anchor component={Link} to={hrefFor(next)}>
          Older →
        </Anchor>
      ) : null}
    </Group>
  );
}
