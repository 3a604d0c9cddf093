import { ActionIcon, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { type ComponentType, useState } from "react";
import type { QuestionContentOf } from "../questions/question-types";
import * as m from "./messages";

/**
 * The question editor's lists (options, pairs, items): each row keeps its part's id in a hidden
 * field and is named by its position (option.0.html), as questionContentFromFields reads them.
 */

/** The rich-text field the route passes in (content-blocks' TipTap field: assessment may not import it). */
export type RichTextFieldComponent = ComponentType<{
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}>;

type Rows = Array<{ key: string; id: string }>;
const newKey = () => Math.random().toString(36).slice(2, 10);
const rowsOf = (ids: readonly string[]): Rows => ids.map((id) => ({ key: id, id }));
const startRows = (prefix: string, count: number): Rows =>
  Array.from({ length: count }, (_, index) => ({ key: `${prefix}${index + 1}`, id: `${prefix}${index + 1}` }));

interface PartProps {
  errors: Record<string, string>;
  RichTextField: RichTextFieldComponent;
}

function RowTools({
  label,
  index,
  rows,
  setRows,
  min,
}: {
  label: string;
  index: number;
  rows: Rows;
  setRows: (rows: Rows) => void;
  min: number;
}) {
  const move = (to: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(to, 0, row);
    setRows(next);
  };
  return (
    <Group gap={4}>
      <ActionIcon
        variant="subtle"
        aria-label={m.moveUp({ label })}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        <IconArrowUp size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={m.moveDown({ label })}
        disabled={index === rows.length - 1}
        onClick={() => move(index + 1)}
      >
        <IconArrowDown size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={m.removeLabel({ label })}
        disabled={rows.length <= min}
        onClick={() => setRows(rows.filter((_, i) => i !== index))}
      >
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

export function ChoiceOptions({
  isSingle,
  options,
  errors,
  RichTextField,
}: PartProps & { isSingle: boolean; options?: QuestionContentOf<"single">["options"] }) {
  const [rows, setRows] = useState<Rows>(() => (options ? rowsOf(options.map((o) => o.id)) : startRows("o", 3)));
  const byId = new Map(options?.map((option) => [option.id, option]));
  return (
    <Stack gap="md">
      {errors.options ? (
        <Text c="red.9" size="sm" role="alert">
          {errors.options}
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const option = byId.get(row.id);
        const label = m.optionLower({ number: index + 1 });
        return (
          <Paper key={row.key} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <input type="hidden" name={`option.${index}.id`} value={row.id} />
              <Group justify="space-between" wrap="wrap">
                {isSingle ? (
                  <Radio
                    name="correctOption"
                    value={String(index)}
                    label={m.optionIsTheRightAnswer({ number: index + 1 })}
                    defaultChecked={options ? option?.isCorrect === true : index === 0}
                  />
                ) : (
                  <Checkbox
                    name={`option.${index}.correct`}
                    label={m.optionIsRight({ number: index + 1 })}
                    defaultChecked={option?.isCorrect}
                  />
                )}
                <RowTools label={label} index={index} rows={rows} setRows={setRows} min={2} />
              </Group>
              <RichTextField
                name={`option.${index}.html`}
                label={m.optionN({ number: index + 1 })}
                defaultValue={option?.html ?? ""}
                error={errors[`option.${index}.html`]}
              />
              <RichTextField
                name={`option.${index}.feedbackHtml`}
                label={m.optionFeedback({ number: index + 1 })}
                defaultValue={option?.feedbackHtml ?? ""}
                error={errors[`option.${index}.feedbackHtml`]}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        disabled={rows.length >= 10}
        onClick={() => setRows([...rows, { key: newKey(), id: newKey() }])}
        style={{ alignSelf: "flex-start" }}
      >
        {m.addOption()}
      </Button>
    </Stack>
  );
}

export function MatchingPairs({
  pairs,
  errors,
  RichTextField,
}: PartProps & { pairs?: QuestionContentOf<"matching">["pairs"] }) {
  const [rows, setRows] = useState<Rows>(() => (pairs ? rowsOf(pairs.map((p) => p.id)) : startRows("p", 3)));
  const byId = new Map(pairs?.map((pair) => [pair.id, pair]));
  return (
    <Stack gap="md">
      {errors.pairs ? (
        <Text c="red.9" size="sm" role="alert">
          {errors.pairs}
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const pair = byId.get(row.id);
        return (
          <Paper key={row.key} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <input type="hidden" name={`pair.${index}.id`} value={row.id} />
              <Group justify="flex-end">
                <RowTools
                  label={m.pairLower({ number: index + 1 })}
                  index={index}
                  rows={rows}
                  setRows={setRows}
                  min={2}
                />
              </Group>
              <RichTextField
                name={`pair.${index}.promptHtml`}
                label={m.promptN({ number: index + 1 })}
                defaultValue={pair?.promptHtml ?? ""}
                error={errors[`pair.${index}.promptHtml`]}
              />
              <TextInput
                label={m.answerMatchesPrompt({ number: index + 1 })}
                name={`pair.${index}.answer`}
                maxLength={500}
                defaultValue={pair?.answer ?? ""}
                error={errors[`pair.${index}.answer`]}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        disabled={rows.length >= 12}
        onClick={() => setRows([...rows, { key: newKey(), id: newKey() }])}
        style={{ alignSelf: "flex-start" }}
      >
        {m.addPair()}
      </Button>
    </Stack>
  );
}

export function OrderingItems({
  items,
  errors,
  RichTextField,
}: PartProps & { items?: QuestionContentOf<"ordering">["items"] }) {
  const [rows, setRows] = useState<Rows>(() => (items ? rowsOf(items.map((i) => i.id)) : startRows("i", 3)));
  const byId = new Map(items?.map((item) => [item.id, item]));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {m.orderingHelp()}
      </Text>
      {errors.items ? (
        <Text c="red.9" size="sm" role="alert">
          {errors.items}
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Paper key={row.key} withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <input type="hidden" name={`item.${index}.id`} value={row.id} />
            <Group justify="flex-end">
              <RowTools
                label={m.itemLower({ number: index + 1 })}
                index={index}
                rows={rows}
                setRows={setRows}
                min={2}
              />
            </Group>
            <RichTextField
              name={`item.${index}.html`}
              label={m.itemN({ number: index + 1 })}
              defaultValue={byId.get(row.id)?.html ?? ""}
              error={errors[`item.${index}.html`]}
            />
          </Stack>
        </Paper>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        disabled={rows.length >= 12}
        onClick={() => setRows([...rows, { key: newKey(), id: newKey() }])}
        style={{ alignSelf: "flex-start" }}
      >
        {m.addItem()}
      </Button>
    </Stack>
  );
}
