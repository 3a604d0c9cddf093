import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import * as m from "./messages";

type ItemStatus = "missing" | "translated" | "outdated";

interface TranslationItemFormProps {
  /** The region's name for screen readers and tests ("Lesson: Welcome"). */
  label: string;
  heading: string;
  intent: string;
  locale: string;
  /** Hidden fields naming the item (chapterId, lessonId, blockId). */
  itemFields: Record<string, string>;
  version: number;
  status: ItemStatus;
  original: ReactNode;
  children: ReactNode;
}

/**
 * One translated item (course, chapter, lesson or block) with its own Save: each posts alone and
 * carries the version it was loaded at, so a translator saving one lesson never touches another's,
 * and a stale save says so with Reload (decision 0108-course-translations).
 */
export function TranslationItemForm(props: TranslationItemFormProps) {
  const fetcher = useFetcher<FormReply<{ version: number }>>();
  const reply = fetcher.data;
  const saved = reply?.ok === true && fetcher.state === "idle";
  const version = reply?.ok ? reply.version : props.version;
  const status: ItemStatus = saved ? "translated" : props.status;
  return (
    <Paper component="section" aria-label={props.label} withBorder p="md" radius="md">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="locale" value={props.locale} />
        <input type="hidden" name="version" value={version} />
        {Object.entries(props.itemFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h5">
              {props.heading}
            </Title>
            <StatusBadge status={status} />
          </Group>
          {status === "outdated" ? (
            <Text size="sm" c="orange.9">
              {m.outdatedHelp()}
            </Text>
          ) : null}
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {m.original()}
            </Text>
            {props.original}
          </Stack>
          {props.children}
          {reply && !reply.ok ? (
            <Alert color="red" variant="light" role="alert">
              <Group gap="sm" justify="space-between">
                <Text size="sm">{reply.formError ?? Object.values(reply.fieldErrors)[0]}</Text>
                {reply.isStale ? (
                  <Button size="xs" variant="default" onClick={() => window.location.reload()}>
                    {m.reload()}
                  </Button>
                ) : null}
              </Group>
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {m.saveTranslation()}
            </Button>
            {saved ? (
              <Text size="sm" c="teal.8" role="status">
                {m.translationSaved()}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

function StatusBadge({ status }: { status: ItemStatus }) {
  if (status === "missing")
    return (
      <Badge color="gray" variant="light">
        {m.missing()}
      </Badge>
    );
  if (status === "outdated")
    return (
      <Badge color="orange" variant="light">
        {m.outdated()}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      {m.translated()}
    </Badge>
  );
}
