import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import * as m from "./messages";

/**
 * "Copy verify link": copies the certificate's public verification address and says so. The
 * address is also shown as a link, so it can be opened or selected where the clipboard is not
 * available (an insecure origin, a browser that refuses). `children` are the actions shown beside
 * the button (Download PDF).
 */
export function CopyVerifyLink({
  url,
  courseName,
  children,
}: {
  url: string;
  courseName: string;
  children?: ReactNode;
}) {
  const clipboard = useClipboard({ timeout: 4000 });
  const message = clipboard.copied
    ? m.verifyLinkCopiedPasteWherever()
    : clipboard.error
      ? m.browserDidNotAllowCopying()
      : null;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {children}
        <Button
          variant="default"
          onClick={() => clipboard.copy(url)}
          leftSection={
            clipboard.copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
          }
          aria-label={
            clipboard.copied ? m.linkCopiedFor({ course: courseName }) : m.copyVerifyLinkFor({ course: courseName })
          }
        >
          {clipboard.copied ? m.linkCopied() : m.copyVerifyLink()}
        </Button>
      </Group>
      <div>
        <div role="status" aria-live="polite">
          {message ? (
            <Text size="sm" fw={500} c={clipboard.error ? "red.8" : "teal.9"} mb={4}>
              {message}
            </Text>
          ) : null}
        </div>
        <Text size="sm" c="dimmed">
          {m.verifyLinkLabel()}{" "}
          <Anchor href={url} size="sm" style={{ overflowWrap: "anywhere" }}>
            {url}
          </Anchor>
        </Text>
      </div>
    </Stack>
  );
}
