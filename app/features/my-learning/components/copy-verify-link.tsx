import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/**
 * "Copy verify link": copies the certificate's public verification address and says so. The
 * address is also shown as a link, so it can be opened or selected where the clipboard is not
 * available (an insecure origin, a browser that refuses).
 */
export function CopyVerifyLink({ url, courseName }: { url: string; courseName: string }) {
  const clipboard = useClipboard({ timeout: 4000 });
  return (
    <Stack gap={6}>
      <div>
        <Button
          variant="default"
          size="sm"
          onClick={() => clipboard.copy(url)}
          leftSection={
            clipboard.copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
          }
          aria-label={`Copy verify link for ${courseName}`}
          color={clipboard.copied ? "teal" : undefined}
        >
          {clipboard.copied ? "Link copied" : "Copy verify link"}
        </Button>
      </div>
      <Text size="sm" role="status" aria-live="polite" c={clipboard.error ? "red.8" : "teal.9"}>
        {clipboard.copied
          ? "Verify link copied. Paste it wherever you share your certificate."
          : clipboard.error
            ? "Your browser did not allow copying. Select the link below and copy it."
            : null}
      </Text>
      <Text size="sm" c="dimmed">
        Verify link:{" "}
        <Anchor href={url} size="sm" style={{ overflowWrap: "anywhere" }}>
          {url}
        </Anchor>
      </Text>
    </Stack>
  );
}
