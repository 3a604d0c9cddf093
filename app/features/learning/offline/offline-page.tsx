import { Button, Container, Stack, Text, Title } from "@mantine/core";
import * as m from "./messages";

/**
 * What the service worker shows offline for a page not kept on the device (decision 0110-offline-courses),
 * in the site's frame: why, the courses kept on this device (filled by the page's island,
 * app/islands/kept-courses.ts; hidden while there are none), and the way to My learning. Plain
 * links: full page loads, which the worker answers from the cache.
 */
export function OfflinePage() {
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{m.offlineTitle()}</Title>
        <Text size="lg">{m.offlinePageText()}</Text>
        <section data-kept-courses hidden aria-labelledby="kept-courses-heading">
          <Title order={2} size="h3" id="kept-courses-heading">
            {m.keptCoursesTitle()}
          </Title>
          <ul />
        </section>
        <Button component="a" href="/my-learning">
          {m.backToMyLearning()}
        </Button>
      </Stack>
    </Container>
  );
}

export const offlinePageTitle = () => m.offlineTitle();
export const offlinePageDescription = () => m.offlinePageDescription();
