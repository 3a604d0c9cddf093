import { Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ChapterQuizChoice } from "../chapter-unlock.server";
import { outlineActionPath } from "../course-editor.schema";
import * as m from "./messages";
import { useEditorFetcher } from "./use-editor-fetcher";

/**
 * The chapter waits for a quiz of an earlier chapter (decision 0093-sequencing): learners see its
 * lessons locked until they pass it. Staff previewing are never locked.
 */
export function ChapterUnlockField({
  courseId,
  chapter,
  choices,
}: {
  courseId: string;
  chapter: { id: string; version: number; unlockQuizBlockId: string | null };
  choices: ChapterQuizChoice[];
}) {
  const [chosen, setChosen] = useState(chapter.unlockQuizBlockId ?? "");
  const [error, setError] = useState<string | null>(null);
  const fetcher = useEditorFetcher({ onFailure: (result) => setError(result.message) });
  const isKnown = chosen === "" || choices.some((choice) => choice.blockId === chosen);
  const data = [
    { value: "", label: m.chapterOpen() },
    ...choices.map((choice) => ({ value: choice.blockId, label: choice.label })),
    ...(isKnown ? [] : [{ value: chosen, label: m.quizNoLongerEarlier() }]),
  ];
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label={m.opensWhenPassed()}
          description={m.unlockQuizHelp()}
          data={data}
          value={chosen}
          error={error}
          onChange={(event) => {
            setChosen(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: "1 1 260px" }}
        />
        <Button
          variant="default"
          loading={fetcher.state !== "idle"}
          disabled={chosen === (chapter.unlockQuizBlockId ?? "")}
          onClick={() =>
            fetcher.submit(
              {
                intent: "set-chapter-unlock",
                chapterId: chapter.id,
                quizBlockId: chosen,
                version: String(chapter.version),
              },
              { method: "post", action: outlineActionPath(courseId) },
            )
          }
        >
          {m.save()}
        </Button>
      </Group>
      {choices.length === 0 ? (
        <Text size="xs" c="var(--campus-text-muted)">
          {m.noEarlierQuiz()}
        </Text>
      ) : null}
    </Stack>
  );
}
