import { Anchor, Box, Container, Group, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { Link } from "react-router";
import * as m from "../messages";
import type { SitePageKey } from "../site-pages.schema";

/** Above a page shown from its draft: nobody mistakes a preview for the live page. */
export function PreviewBanner({ pageKey }: { pageKey: SitePageKey }) {
  return (
    <Box
      bg="yellow.2"
      c="dark.9"
      py="sm"
      role="status"
      style={{ borderBottom: "2px solid var(--mantine-color-yellow-7)" }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconEye size={20} aria-hidden="true" />
            <Text fw={700}>{m.previewNotPublished()}</Text>
          </Group>
          <Text size="sm">
            {m.previewVisitorsSee()}{" "}
            <Anchor component={Link} to={`/admin/site-content/${pageKey}`} c="dark.9" underline="always" fw={600}>
              {m.backToEditor()}
            </Anchor>
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
