import { Badge } from "@mantine/core";
import * as m from "../messages";

/** Whether a page's draft is live: dark shades on the light badge so the words pass AA contrast. */
export function PublishStateBadge({ hasUnpublishedChanges }: { hasUnpublishedChanges: boolean }) {
  return hasUnpublishedChanges ? (
    <Badge color="var(--campus-warning)" variant="light">
      {m.draftNotPublished()}
    </Badge>
  ) : (
    <Badge color="var(--campus-success)" variant="light">
      {m.published()}
    </Badge>
  );
}
