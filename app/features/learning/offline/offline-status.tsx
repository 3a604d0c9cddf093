import { Button, Group, Paper, Text } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { removeKeptCourse } from "./kept-courses";
import * as m from "./messages";
import { sendQueued } from "./offline-queue";

/**
 * On every hydrated page (decision 0110-offline-courses): registers the service worker, says so while the
 * device is offline (a live region without a role, announced when it changes, so it adds no second "status" to the page), sends the work queued offline when
 * the connection returns and on each page load, and offers "Reload" when a new version of Campus
 * is waiting. The server renders the empty live region only.
 */
export function OfflineStatus() {
  const [isOffline, setOffline] = useState(false);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    const send = () => {
      sendQueued(async (courseId) => removeKeptCourse(courseId)).catch(() => undefined);
    };
    const update = () => {
      setOffline(!navigator.onLine);
      if (navigator.onLine) send();
    };
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const watch = (registration: ServiceWorkerRegistration) => {
      // A worker waiting while another controls the page is a new version (the first install is not).
      if (registration.waiting && container.controller) setWaiting(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && container.controller) setWaiting(installing);
        });
      });
    };
    container
      .register("/sw.js")
      .then(watch)
      .catch(() => undefined);
    let reloading = false;
    const reloadOnce = () => {
      if (reloading || !waitingRequested) return;
      reloading = true;
      window.location.reload();
    };
    container.addEventListener("controllerchange", reloadOnce);
    return () => container.removeEventListener("controllerchange", reloadOnce);
  }, []);

  return (
    <>
      <div aria-live="polite" data-offline-banner={isOffline ? "" : undefined}>
        {isOffline ? (
          <Paper radius={0} px="md" py={6} bg="gray.1" c="dark">
            <Group gap="xs" wrap="nowrap" justify="center">
              <IconWifiOff size={16} aria-hidden="true" />
              <Text size="sm">{m.offlineBanner()}</Text>
            </Group>
          </Paper>
        ) : null}
      </div>
      {waiting ? (
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p="sm"
          role="alert"
          style={{ position: "fixed", insetInline: 16, bottom: 16, zIndex: 400, maxWidth: 420, marginInline: "auto" }}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{m.updateReady()}</Text>
            <Button
              size="xs"
              onClick={() => {
                waitingRequested = true;
                waiting.postMessage("skip-waiting");
              }}
            >
              {m.reload()}
            </Button>
          </Group>
        </Paper>
      ) : null}
    </>
  );
}

// Only the learner's "Reload" reloads the page when the new worker takes over (never mid-lesson unasked).
let waitingRequested = false;
