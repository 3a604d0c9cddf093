import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconDownload, IconPresentation } from "@tabler/icons-react";
import type { ViewerBlockOf } from "./block-viewer-props";
import { displayFileName, formatFileSize } from "./block-viewer-props";

/**
 * Browsers cannot show PowerPoint files and this server has no office converter, so the viewer
 * says what the file is and offers it for download, to open in PowerPoint, Keynote or LibreOffice.
 */
export function PowerpointViewer({ block }: { block: ViewerBlockOf<"powerpoint"> }) {
  const { url, sizeBytes } = block.content;
  if (!url) return <Text c="dimmed">No presentation has been added to this lesson yet.</Text>;
  const name = displayFileName(block.content);
  return (
    <Paper withBorder p="md" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <IconPresentation size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-orange-9)" />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            PowerPoint presentation{sizeBytes !== null ? `, ${formatFileSize(sizeBytes)}` : ""}
          </Text>
          <Text size="sm">
            Download the slides and open them in Microsoft PowerPoint, Apple Keynote or LibreOffice Impress.
          </Text>
          <Group>
            <Button
              component="a"
              href={url}
              download={name}
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              Download presentation
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
