import { Alert, Anchor, Badge, Button, Checkbox, Group, List, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconCloudDownload } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { formatNumber } from "~/lib/i18n/format";
import {
  canKeepCourses,
  fetchOfflineList,
  findKeptCourse,
  type KeptCourse,
  keepCourse,
  removeKeptCourse,
} from "./kept-courses";
import * as m from "./messages";
import { clearSent, listQueued, QUEUE_CHANGED, type QueuedItem } from "./offline-queue";
import type { OfflineList } from "./offline-types";

/** "23 MB", "840 kB": what a kept course weighs. */
function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${formatNumber(Math.max(1, Math.round(bytes / 1_000)))} kB`;
  return `${formatNumber(bytes / 1_000_000, undefined, 1)} MB`;
}

// A lesson's page and its data weigh about this much: the list knows only its files' sizes.
const PAGE_BYTES_ESTIMATE = 60_000;

type PanelState =
  | { step: "idle" }
  | { step: "sizing" }
  | { step: "choosing"; list: OfflineList }
  | { step: "downloading"; done: number; total: number }
  | { step: "kept"; kept: KeptCourse };

/**
 * The course viewer's "Available offline" panel (decision 0110-offline-courses): keep the course on this
 * device (its size first, videos only when ticked), the kept copy's size with Remove, and what was
 * done offline in this course with the server's answer. Drawn only in a browser that can keep
 * courses, after hydration; the server renders nothing.
 */
export function OfflineCoursePanel({ courseId }: { courseId: string }) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<PanelState>({ step: "idle" });
  const [withVideos, setWithVideos] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removedBecause, setRemovedBecause] = useState<string | null>(null);

  useEffect(() => {
    if (!canKeepCourses()) return;
    setSupported(true);
    let cancelled = false;
    (async () => {
      const kept = await findKeptCourse(courseId);
      if (!kept || cancelled) return;
      setState({ step: "kept", kept });
      if (!navigator.onLine) return;
      // Each open refreshes the list: a course withdrawn or an enrolment ended removes the copy.
      const answer = await fetchOfflineList(courseId).catch(() => null);
      if (answer && !answer.ok && (answer.status === 403 || answer.status === 404) && !cancelled) {
        await removeKeptCourse(courseId);
        setState({ step: "idle" });
        setRemovedBecause(answer.message);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [courseId]);

  if (!supported) return null;

  const size = async () => {
    setProblem(null);
    setState({ step: "sizing" });
    const answer = await fetchOfflineList(courseId).catch(() => null);
    if (answer?.ok) return setState({ step: "choosing", list: answer.list });
    setState({ step: "idle" });
    setProblem(answer && !answer.ok ? answer.message : m.keepFailed());
  };
  const keep = async (list: OfflineList) => {
    setProblem(null);
    setState({ step: "downloading", done: 0, total: 1 });
    try {
      const kept = await keepCourse(list, withVideos, (done, total) => setState({ step: "downloading", done, total }));
      setState({ step: "kept", kept });
    } catch (error) {
      setState({ step: "idle" });
      setProblem(error instanceof DOMException && error.name === "QuotaExceededError" ? m.noSpace() : m.keepFailed());
    }
  };
  const remove = async () => {
    await removeKeptCourse(courseId);
    setState({ step: "idle" });
  };

  return (
    <Paper withBorder radius="md" p="sm" data-offline-panel>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCloudDownload size={18} aria-hidden="true" />
          <Text fw={600}>{m.availableOffline()}</Text>
        </Group>
        {removedBecause ? (
          <Alert color="orange" variant="light" title={m.removedTitle()} role="alert">
            {removedBecause}
          </Alert>
        ) : null}
        {problem ? (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        ) : null}
        {state.step === "kept" ? (
          <Group gap="sm">
            <Text size="sm">{m.keptSummary({ size: formatBytes(state.kept.bytes) })}</Text>
            <Anchor component="button" type="button" size="sm" onClick={remove}>
              {m.remove()}
            </Anchor>
          </Group>
        ) : state.step === "downloading" ? (
          <Stack gap={4}>
            <Progress value={(state.done / state.total) * 100} aria-hidden="true" />
            <Text size="sm" aria-live="polite">
              {m.downloading({ done: formatNumber(state.done), total: formatNumber(state.total) })}
            </Text>
          </Stack>
        ) : state.step === "choosing" ? (
          <KeepChoice list={state.list} withVideos={withVideos} onVideos={setWithVideos} onKeep={keep} />
        ) : (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {m.keepIntro()}
            </Text>
            <Button size="xs" variant="light" loading={state.step === "sizing"} onClick={size}>
              {m.keepButton()}
            </Button>
          </Group>
        )}
        <SentFromOffline courseId={courseId} />
      </Stack>
    </Paper>
  );
}

function KeepChoice(props: {
  list: OfflineList;
  withVideos: boolean;
  onVideos: (value: boolean) => void;
  onKeep: (list: OfflineList) => void;
}) {
  const { list, withVideos } = props;
  const filesBytes = list.files.reduce((sum, file) => sum + file.bytes, 0);
  const videoBytes = list.videos.reduce((sum, file) => sum + file.bytes, 0);
  const total = filesBytes + list.lessons.length * PAGE_BYTES_ESTIMATE + (withVideos ? videoBytes : 0);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {m.lessonsAndFiles({
          count: list.lessons.length,
          size: formatBytes(filesBytes + list.lessons.length * PAGE_BYTES_ESTIMATE),
        })}
      </Text>
      {list.videos.length > 0 ? (
        <Checkbox
          label={m.includeVideos({ size: formatBytes(videoBytes) })}
          checked={withVideos}
          onChange={(event) => props.onVideos(event.currentTarget.checked)}
        />
      ) : null}
      <Group>
        <Button size="xs" onClick={() => props.onKeep(list)}>
          {m.downloadSize({ size: formatBytes(total) })}
        </Button>
      </Group>
    </Stack>
  );
}

/** This course's work done offline: waiting, or sent with the server's answer. */
function SentFromOffline({ courseId }: { courseId: string }) {
  const [items, setItems] = useState<QueuedItem[]>([]);
  const load = useCallback(async () => {
    const all = await listQueued().catch(() => []);
    setItems(all.filter((item) => item.courseId === courseId));
  }, [courseId]);
  useEffect(() => {
    load();
    window.addEventListener(QUEUE_CHANGED, load);
    return () => window.removeEventListener(QUEUE_CHANGED, load);
  }, [load]);
  if (items.length === 0) return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm" fw={600}>
        {m.sentTitle()}
      </Text>
      {!navigator.onLine && items.some((item) => item.state === "waiting") ? (
        <Text size="sm" c="dimmed">
          {m.queuedNote()}
        </Text>
      ) : null}
      <List size="sm" spacing={4} listStyleType="none" data-offline-queue>
        {items.map((item) => (
          <List.Item key={item.key}>
            <QueuedItemLine item={item} />
          </List.Item>
        ))}
      </List>
      {items.some((item) => item.state === "sent") ? (
        <Group>
          <Anchor component="button" type="button" size="sm" onClick={() => clearSent(courseId)}>
            {m.clearSent()}
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}

function QueuedItemLine({ item }: { item: QueuedItem }) {
  const label =
    item.kind === "complete-lesson"
      ? m.itemComplete({ lesson: item.lessonTitle })
      : item.kind === "submit-quiz"
        ? m.itemQuiz({ lesson: item.lessonTitle })
        : m.itemSurvey({ lesson: item.lessonTitle });
  const outcome = item.outcome;
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text size="sm">{label}</Text>
        {outcome === null ? (
          <Badge color="gray" variant="light">
            {m.waiting()}
          </Badge>
        ) : outcome.result === "scored" ? (
          <Badge color={outcome.passed ? "teal" : "orange"} variant="light">
            {m.scored({ score: formatNumber(outcome.score), maxScore: formatNumber(outcome.maxScore) })}
          </Badge>
        ) : outcome.result === "accepted" ? (
          <Badge color="teal" variant="light">
            {m.accepted()}
          </Badge>
        ) : null}
      </Group>
      {outcome?.result === "refused" ? (
        <Text size="sm" c="red.8">
          {m.notAcceptedBecause({ reason: outcome.message })}
        </Text>
      ) : null}
      {outcome?.result === "refused" && item.readableAnswers.length > 0 ? (
        <Stack gap={0}>
          <Text size="xs" fw={600}>
            {m.yourAnswers()}
          </Text>
          {item.readableAnswers.map((answer) => (
            <Text key={answer.question} size="xs">
              {m.questionAndAnswer(answer)}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
