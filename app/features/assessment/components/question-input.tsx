import {
  ActionIcon,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useId, useState } from "react";
import type { PublicAttemptQuestion } from "../attempts/attempt-questions";
import { answerFieldName } from "../attempts/attempt-view";
import type { AnswerByType, QuestionAnswer } from "../questions/question-types";
import * as m from "./messages";
import { RichHtml, textOf } from "./rich-html";

interface QuestionInputProps {
  question: PublicAttemptQuestion;
  number: number;
  /** The answer saved earlier in this attempt, shown again. */
  saved: QuestionAnswer | undefined;
  error?: string;
}

/**
 * One question of an open attempt, as native form fields named for the server (attempt-view.ts):
 * each type labelled for screen readers; ordering moved with up and down buttons, matching chosen
 * from labelled selects, so every type works from the keyboard.
 */
export function QuestionInput({ question, number, saved, error }: QuestionInputProps) {
  const stemId = useId();
  const errorId = useId();
  const points = `${question.points} ${question.points === 1 ? "point" : "points"}`;
  return (
    <Fieldset
      variant="unstyled"
      aria-labelledby={stemId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-bank-question={question.questionId}
    >
      <Group gap={6} align="flex-start" wrap="nowrap" id={stemId}>
        <Text fw={600} component="span">
          {number}.
        </Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <RichHtml html={question.stemHtml} />
          <Text size="xs" c="dimmed" component="span">
            ({points})
          </Text>
        </div>
      </Group>
      <Stack gap={6} mt="xs">
        <AnswerFields question={question} number={number} saved={saved} />
      </Stack>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}

function AnswerFields({ question, number, saved }: Omit<QuestionInputProps, "error">) {
  const name = answerFieldName(question.questionId);
  switch (question.type) {
    case "single":
    case "multiple": {
      const chosen = new Set((saved as AnswerByType["single"] | undefined)?.optionIds ?? []);
      const Choice = question.type === "multiple" ? Checkbox : Radio;
      return (
        <>
          {question.type === "multiple" ? (
            <Text size="sm" c="dimmed">
              {m.chooseEveryCorrect()}
            </Text>
          ) : null}
          {question.options.map((option) => (
            <Choice
              key={option.id}
              name={name}
              value={option.id}
              defaultChecked={chosen.has(option.id)}
              label={<RichHtml html={option.html} inline />}
            />
          ))}
        </>
      );
    }
    case "true-false": {
      const value = (saved as AnswerByType["true-false"] | undefined)?.value;
      return (
        <Group gap="lg">
          <Radio name={name} value="true" label={m.trueLabel()} defaultChecked={value === true} />
          <Radio name={name} value="false" label={m.falseLabel()} defaultChecked={value === false} />
        </Group>
      );
    }
    case "matching": {
      const chosen = (saved as AnswerByType["matching"] | undefined)?.answers ?? {};
      return (
        <>
          {question.prompts.map((prompt) => (
            <NativeSelect
              key={prompt.id}
              name={answerFieldName(question.questionId, prompt.id)}
              label={<RichHtml html={prompt.html} inline />}
              defaultValue={chosen[prompt.id] ?? ""}
              data={[
                { value: "", label: m.chooseMatch() },
                ...question.choices.map((choice) => ({ value: choice, label: choice })),
              ]}
            />
          ))}
        </>
      );
    }
    case "ordering":
      return (
        <OrderingInput
          name={name}
          number={number}
          items={question.items}
          savedOrder={(saved as AnswerByType["ordering"] | undefined)?.itemIds}
        />
      );
    case "short-answer":
    case "numeric":
      return (
        <TextInput
          name={name}
          label={question.type === "numeric" ? m.yourAnswerNumber() : m.yourAnswer()}
          inputMode={question.type === "numeric" ? "decimal" : undefined}
          defaultValue={(saved as AnswerByType["short-answer"] | undefined)?.text ?? ""}
          maw={question.type === "numeric" ? 200 : 420}
          autoComplete="off"
        />
      );
    case "fill-blanks": {
      const blanks = (saved as AnswerByType["fill-blanks"] | undefined)?.blanks ?? [];
      const blankCount = question.segments.length - 1;
      return (
        <Text component="div" lh={2.2}>
          {question.segments.map((segment, index) => (
            // The segments are fixed for the attempt: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <span key={index}>
              {segment}
              {index < blankCount ? (
                <TextInput
                  display="inline-block"
                  w={160}
                  mx={4}
                  name={name}
                  aria-label={m.blankOf({ number: index + 1, count: blankCount, question: number })}
                  defaultValue={blanks[index] ?? ""}
                  autoComplete="off"
                />
              ) : null}
            </span>
          ))}
        </Text>
      );
    }
    case "essay":
      return (
        <EssayInput
          name={name}
          maxWords={question.maxWords}
          saved={(saved as AnswerByType["essay"] | undefined)?.text}
        />
      );
  }
}

function EssayInput({ name, maxWords, saved }: { name: string; maxWords: number | null; saved: string | undefined }) {
  const [text, setText] = useState(saved ?? "");
  const words = text.trim() === "" ? 0 : text.trim().split(/\s+/).length;
  const isOver = maxWords !== null && words > maxWords;
  return (
    <Textarea
      name={name}
      label={m.yourAnswer()}
      autosize
      minRows={5}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      description={
        maxWords === null ? m.wordCount({ count: words }) : m.wordCountOfMax({ count: words, max: maxWords })
      }
      error={isOver ? m.shortenAnswer({ max: maxWords ?? 0 }) : undefined}
    />
  );
}

/** Items in the learner's order, sent as repeated fields in that order; moved with labelled buttons. */
function OrderingInput({
  name,
  number,
  items,
  savedOrder,
}: {
  name: string;
  number: number;
  items: Array<{ id: string; html: string }>;
  savedOrder: string[] | undefined;
}) {
  const [order, setOrder] = useState(() => {
    const known = new Set(items.map((item) => item.id));
    return savedOrder && savedOrder.length === items.length && savedOrder.every((id) => known.has(id))
      ? savedOrder
      : items.map((item) => item.id);
  });
  const byId = new Map(items.map((item) => [item.id, item]));
  const move = (index: number, delta: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + delta, 0, moved as string);
      return next;
    });
  return (
    <Stack
      gap={4}
      component="ol"
      style={{ listStyle: "none", paddingLeft: 0, margin: 0 }}
      aria-label={m.orderForQuestion({ number })}
    >
      {order.map((id, index) => {
        const item = byId.get(id);
        if (!item) return null;
        const label = textOf(item.html);
        return (
          <Paper component="li" key={id} withBorder p={6} radius="sm">
            <input type="hidden" name={name} value={id} />
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" w={20}>
                {index + 1}.
              </Text>
              <div style={{ flex: 1, minWidth: 0 }}>
                <RichHtml html={item.html} />
              </div>
              <ActionIcon
                variant="subtle"
                aria-label={m.moveUp({ label })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={m.moveDown({ label })}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
