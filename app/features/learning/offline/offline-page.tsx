import { Button, Container, Stack, Text, Title } from "@mantine/core";
import * as m from "./messages";

/**
 * What the service worker shows offline for a page not kept on the device (decision 0107-offline),
 * in the site's frame. A plain link: a full page load, which the worker answers from the cache.
 */
export function OfflinePage() {
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{m.offlineTitle()}</Title>
        <Text size="lg">{m.offlinePageText()}</Text>
        <Button component="a" href="/my-learning">
          {m.backToMyLearning()}
        </Button>
      </Stack>
    </Container>
  );
}

export const offlinePageTitle = () => m.offlineTitle();
