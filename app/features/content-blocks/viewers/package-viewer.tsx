import { Alert, Badge, Box, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { PACKAGE_KIND_LABELS, type PackageTreeItem, RUNTIME_MESSAGE } from "~/features/content-packages/package-types";
import type { ViewerBlockOf } from "./block-viewer-props";
import * as m from "./messages";

type PackageBlock = ViewerBlockOf<"package">;

interface CommitMessage {
  type: string;
  scoIndex: number;
  version: number;
  cmi: unknown;
}

function isCommitMessage(data: unknown): data is CommitMessage {
  const message = data as Partial<CommitMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    message.type === RUNTIME_MESSAGE &&
    typeof message.scoIndex === "number" &&
    typeof message.version === "number"
  );
}

/**
 * A SCORM package in the lesson (decision 0097-scorm-content-packages). The package runs in a
 * sandboxed frame at an opaque origin, with its SCORM API inside its own window; this page only
 * relays its commits, from that frame alone, to the runtime route, which checks and saves them,
 * and completes the lesson once every SCO is complete.
 */
export function PackageViewer({ block }: { block: PackageBlock }) {
  const view = block.package;
  const frame = useRef<HTMLIFrameElement>(null);
  const [scoIndex, setScoIndex] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const revalidator = useRevalidator();
  // The listener stays subscribed across renders; it reads the latest revalidate through this ref.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const runtimeUrl = view?.runtimeUrl;
  const wasComplete = view?.isComplete ?? false;

  useEffect(() => {
    if (!runtimeUrl) return;
    const onMessage = async (event: MessageEvent) => {
      // Only the package's own frame may report; any other window's message is ignored.
      if (!frame.current || event.source !== frame.current.contentWindow || !isCommitMessage(event.data)) return;
      const { scoIndex: index, version, cmi } = event.data;
      const reply = (body: Record<string, unknown>) =>
        frame.current?.contentWindow?.postMessage({ type: `${RUNTIME_MESSAGE}-saved`, scoIndex: index, ...body }, "*");
      try {
        const response = await fetch(runtimeUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ intent: "commit", scoIndex: index, version, cmi }),
        });
        const result = (await response.json().catch(() => ({}))) as {
          version?: number;
          message?: string;
          packageComplete?: boolean;
        };
        if (!response.ok) {
          setProblem(result.message ?? m.progressPackageCouldNotSaved());
          reply({ error: true });
          return;
        }
        setProblem(null);
        reply({ version: result.version });
        if (result.packageComplete && !wasComplete) await revalidate.current();
      } catch {
        setProblem(m.progressCouldNotSavedCheck());
        reply({ error: true });
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [runtimeUrl, wasComplete]);

  if (!view) {
    return (
      <Text c="dimmed" size="sm">
        {m.packageNotAvailableYet()}
      </Text>
    );
  }
  const current = view.scos[scoIndex] ?? view.scos[0];
  const hasSeveral = view.scos.length > 1;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">{PACKAGE_KIND_LABELS[view.kind]}</Badge>
        {view.isComplete ? (
          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
            {m.completed()}
          </Badge>
        ) : null}
      </Group>
      {hasSeveral ? (
        <Box component="nav" aria-label={m.contentsOf({ title: view.title })}>
          <ItemsTree items={view.items} scos={view.scos} currentIndex={current?.index ?? 0} onOpen={setScoIndex} />
        </Box>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {current ? (
        <iframe
          ref={frame}
          key={current.launchUrl}
          src={current.launchUrl}
          title={`${view.title}: ${current.title}`}
          // No allow-same-origin: the package runs at an opaque origin and cannot reach Campus.
          sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
          style={{ width: "100%", minHeight: "70vh", border: "1px solid var(--mantine-color-default-border)" }}
        />
      ) : null}
    </Stack>
  );
}

function ItemsTree({
  items,
  scos,
  currentIndex,
  onOpen,
}: {
  items: PackageTreeItem[];
  scos: NonNullable<PackageBlock["package"]>["scos"];
  currentIndex: number;
  onOpen: (index: number) => void;
}) {
  return (
    <List listStyleType="none" spacing={4} withPadding={false}>
      {items.map((item) => {
        const sco = item.scoIndex === null ? null : scos[item.scoIndex];
        return (
          <List.Item key={item.identifier}>
            {sco ? (
              <Button
                variant={sco.index === currentIndex ? "light" : "subtle"}
                size="compact-sm"
                onClick={() => onOpen(sco.index)}
                aria-current={sco.index === currentIndex ? "true" : undefined}
                rightSection={
                  sco.isComplete ? <IconCircleCheck size={14} aria-label={m.completedMark()} color="green" /> : null
                }
              >
                {item.title}
              </Button>
            ) : (
              <Text size="sm" fw={600}>
                {item.title}
              </Text>
            )}
            {item.items.length > 0 ? (
              <Box pl="md">
                <ItemsTree items={item.items} scos={scos} currentIndex={currentIndex} onOpen={onOpen} />
              </Box>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}
