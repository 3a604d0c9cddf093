import { Badge } from "@mantine/core";

/** Whether a page's draft is live: dark shades on the light badge so the words pass AA contrast. */
export function PublishStateBadge({ hasUnpublishedChanges }: { hasUnpublishedChanges: boolean }) {
  return hasUnpublishedChanges ? (
    <Badge color="var(--campus-warning)" variant="light">
      Draft not published
    </Badge>
  ) : (
    <Badge color="var(--campus-success)" variant="light">
      Published
    </Badge>
  );
}
