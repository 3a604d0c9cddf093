import { Anchor, Box, Button, Group, Paper, Text } from "@mantine/core";
import { IconDownload, IconFileTypePdf } from "@tabler/icons-react";
import { isOwnUploadAddress } from "../own-upload-address";
import type { ViewerBlockOf } from "./block-viewer-props";
import { displayFileName, formatFileSize } from "./block-viewer-props";
import { DeferredMedia } from "./data-saver-media";
import * as m from "./messages";

/** The PDF shown inline by the browser's own viewer (same-origin file), and a download button. */
export function PdfViewer({ block }: { block: ViewerBlockOf<"pdf"> }) {
  const { url, sizeBytes } = block.content;
  if (!url) return <Text c="dimmed">{m.noDocumentBeenAddedLesson()}</Text>;
  const name = displayFileName(block.content);
  if (!isOwnUploadAddress(url)) return <OutsidePdfNote url={url} name={name} />;
  return (
    <Box>
      <DeferredMedia kind="document" sizeBytes={sizeBytes}>
        <Box
          component="iframe"
          src={url}
          title={m.pdfDocumentTitle({ name: block.title || name })}
          w="100%"
          h={{ base: 420, sm: 640 }}
          style={{ border: "1px solid var(--campus-border-strong)", borderRadius: 4, display: "block" }}
        />
      </DeferredMedia>
      <Group justify="space-between" mt="xs" gap="xs">
        <Group gap={6}>
          <IconFileTypePdf size={18} aria-hidden="true" />
          <Text size="sm">
            {name}
            {sizeBytes !== null ? ` (${formatFileSize(sizeBytes)})` : ""}
          </Text>
        </Group>
        <Button
          component="a"
          href={url}
          download={name}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {m.downloadPdf()}
        </Button>
      </Group>
    </Box>
  );
}

/**
 * A block saved before outside addresses were refused: the frame would stay empty (CSP frame-src
 * allows this site only), so say so and link to the document where it lives.
 */
function OutsidePdfNote({ url, name }: { url: string; name: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconFileTypePdf size={22} aria-hidden="true" />
        <Text size="sm">
          {(() => {
            const [before, after] = m.outsidePdf({ name, link: "\u0000" }).split("\u0000");
            return (
              <>
                {before}
                <Anchor href={url} target="_blank" rel="noopener noreferrer">
                  {m.openWebsite()}
                </Anchor>
                {after}
              </>
            );
          })()}
        </Text>
      </Group>
    </Paper>
  );
}
