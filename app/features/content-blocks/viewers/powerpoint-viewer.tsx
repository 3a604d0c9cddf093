import { Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconPresentation } from "@tabler/icons-react";
import { formatNumber } from "~/lib/i18n/format";
import type { ViewerBlockOf } from "./block-viewer-props";
import { displayFileName, formatFileSize } from "./block-viewer-props";
import * as m from "./messages";
import type { PresentationSlide } from "./viewer-blocks";

/**
 * Browsers cannot show PowerPoint files and this server has no office converter, so the viewer
 * shows the words of each slide (read from a .pptx on the server) and offers the file for download,
 * to open in PowerPoint, Keynote or LibreOffice with its pictures and layout.
 */
export function PowerpointViewer({ block }: { block: ViewerBlockOf<"powerpoint"> }) {
  const { url, sizeBytes } = block.content;
  if (!url) return <Text c="dimmed">{m.noPresentationBeenAddedLesson()}</Text>;
  const name = displayFileName(block.content);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <IconPresentation size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-orange-9)" />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {sizeBytes !== null
                ? m.powerpointWithSize({ size: formatFileSize(sizeBytes) })
                : m.powerpointPresentation()}
            </Text>
            <Text size="sm">{m.downloadSlidesOpenThemMicrosoft()}</Text>
            <Group>
              <Button
                component="a"
                href={url}
                download={name}
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                {m.downloadPresentation()}
              </Button>
            </Group>
          </Stack>
        </Group>
        {block.slides && block.slides.length > 0 ? <SlideOutline name={name} slides={block.slides} /> : null}
      </Stack>
    </Paper>
  );
}

function SlideOutline({ name, slides }: { name: string; slides: PresentationSlide[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {m.textSlides()}
      </Title>
      {/* Focusable, so keyboard users can scroll a long presentation too. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={m.slidesTextOf({ name })}
        mah={420}
        style={{ overflowY: "auto" }}
        pr="xs"
      >
        <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {slides.map((slide) => (
            <Paper component="li" key={slide.number} withBorder p="sm" radius="sm" bg="var(--campus-surface-subtle)">
              <Text size="xs" c="dimmed" fw={600}>
                {m.slideNumber({ number: formatNumber(slide.number) })}
              </Text>
              {slide.lines.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {m.noTextSlide()}
                </Text>
              ) : (
                slide.lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a slide's lines are fixed text that never reorders; the same line may repeat.
                  <Text key={`${slide.number}-${index}`} size="sm" fw={index === 0 ? 600 : 400}>
                    {line}
                  </Text>
                ))
              )}
            </Paper>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
