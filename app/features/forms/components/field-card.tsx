import { ActionIcon, Button, Card, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import type { DragEvent } from "react";
import { withCharacterCount } from "~/components/character-count";
import { ReorderControls } from "~/components/reorder-controls";
import { type FormField, fieldTypeLabel, hasOptions, LIMITS } from "../field-types";
import * as m from "../messages";

interface FieldCardProps {
  field: FormField;
  isFirst: boolean;
  isLast: boolean;
  onChange: (field: FormField, isTyping: boolean) => void;
  onRemove: () => void;
  onMove: (id: string, delta: -1 | 1) => void;
  handleProps: { draggable: boolean; onDragStart: (event: DragEvent) => void; onDragEnd: () => void };
  itemProps: Record<string, unknown>;
}

/** One field in the builder: its label, help text, required, and what its kind needs. */
export function FieldCard({
  field,
  isFirst,
  isLast,
  onChange,
  onRemove,
  onMove,
  handleProps,
  itemProps,
}: FieldCardProps) {
  const change = (patch: Partial<FormField>, isTyping = true) => onChange({ ...field, ...patch }, isTyping);
  const kind = fieldTypeLabel(field.type);
  const name = field.label || kind;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      {...itemProps}
      aria-label={m.fieldKindName({ kind, name })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ReorderControls
              id={field.id}
              label={name}
              isFirst={isFirst}
              isLast={isLast}
              onMove={onMove}
              handleProps={handleProps}
            />
            <Text size="sm" fw={700} c="blue.9">
              {kind}
            </Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="var(--campus-danger-strong)"
            aria-label={m.removeField({ name })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <TextInput
          label={field.type === "section" ? m.heading() : m.label()}
          required
          maxLength={LIMITS.label}
          description={withCharacterCount(field.label, LIMITS.label)}
          value={field.label}
          error={field.label.trim() === "" ? m.fieldNeedsLabel() : undefined}
          onChange={(event) => change({ label: event.currentTarget.value })}
        />
        <TextInput
          label={field.type === "section" ? m.textUnderHeading() : m.helpText()}
          maxLength={LIMITS.helpText}
          description={withCharacterCount(field.helpText, LIMITS.helpText)}
          value={field.helpText}
          onChange={(event) => change({ helpText: event.currentTarget.value })}
        />
        {hasOptions(field) ? <OptionsEditor field={field} change={change} /> : null}
        {field.type === "number" ? (
          <Group grow align="flex-start">
            <NumberInput
              label={m.smallestAnswer()}
              value={field.min ?? ""}
              onChange={(value) => change({ min: typeof value === "number" ? value : null })}
            />
            <NumberInput
              label={m.largestAnswer()}
              value={field.max ?? ""}
              error={field.min !== null && field.max !== null && field.min > field.max ? m.belowSmallest() : undefined}
              onChange={(value) => change({ max: typeof value === "number" ? value : null })}
            />
          </Group>
        ) : null}
        {field.type === "file" ? (
          <Select
            label={m.kindOfFile()}
            data={[
              { value: "pdf", label: m.pdfDocument() },
              { value: "image", label: m.imageKinds() },
            ]}
            value={field.fileKind}
            allowDeselect={false}
            onChange={(value) => change({ fileKind: value === "image" ? "image" : "pdf" }, false)}
          />
        ) : null}
        {field.type !== "section" ? (
          <Switch
            label={m.required()}
            checked={field.required}
            onChange={(event) => change({ required: event.currentTarget.checked }, false)}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function OptionsEditor({
  field,
  change,
}: {
  field: FormField;
  change: (patch: Partial<FormField>, isTyping?: boolean) => void;
}) {
  const setOption = (index: number, value: string) =>
    change({ options: field.options.map((option, at) => (at === index ? value : option)) });
  const duplicates = new Set(field.options.filter((option, index) => field.options.indexOf(option) !== index));
  return (
    <Stack gap={6} role="group" aria-label={m.optionsOf({ label: field.label })}>
      {field.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are plain text edited in place; the index is their identity while typing.
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={m.optionNumber({ number: index + 1 })}
            value={option}
            maxLength={LIMITS.option}
            style={{ flex: 1, minWidth: 0 }}
            error={option.trim() === "" ? m.optionEmpty() : duplicates.has(option) ? m.alreadyOption() : undefined}
            onChange={(event) => setOption(index, event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="gray.8"
            mt={6}
            aria-label={m.removeOption({ number: index + 1 })}
            disabled={field.options.length <= 1}
            onClick={() => change({ options: field.options.filter((_, at) => at !== index) }, false)}
          >
            <IconX size={14} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <div>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={field.options.length >= LIMITS.options}
          onClick={() =>
            change({ options: [...field.options, m.optionNumber({ number: field.options.length + 1 })] }, false)
          }
        >
          {m.addOption()}
        </Button>
      </div>
    </Stack>
  );
}
