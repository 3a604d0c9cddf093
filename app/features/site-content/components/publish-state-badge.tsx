import { Badge } from "@mantine/core";

/** Whether a page's draft is live: dark shades on the light badge so the words pass AA contrast. */
export function PublishStateBadge({ hasUnpublishedChanges }: { hasUnpublishedChanges: boolean }) {
  return hasUnpublishedChanges ? (
    <Badge color="#9c3d00" variant="light">
      Draft not published
    </Badge>
  ) : (
    <Badge color="#1e6b30" variant="light">
      Published
    </Badge>
  );
}
