import { ActionIcon, Button, Card, Fieldset, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { ImageUpload } from "~/components/image-upload";
import * as m from "../messages";
import { type DocumentDescriptor, itemFieldName, type ListField, type ScalarField } from "../page-document";

/**
 * The one editor of every page's copy, drawn from the page's descriptor (docs/decisions/0054-page-content.md): a
 * text input, a text area, an image upload or a link per field, and for a list its items with
 * buttons to add, remove and move them. Inputs are named by their path (testimonials.0.quote), the
 * same path the server's messages come back under.
 */

type Values = Record<string, unknown>;
type FieldErrors = Record<string, string>;

const LINK_DESCRIPTIONS: Partial<Record<ScalarField["kind"], string>> = {
  internalLink: "A page of this site, starting with /, for example /contact-us.",
  webLink: "The full address, starting with https://.",
};

function ScalarInput({
  field,
  name,
  value,
  error,
}: {
  field: ScalarField;
  name: string;
  value: string;
  error?: string;
}) {
  const description = field.description ?? LINK_DESCRIPTIONS[field.kind];
  if (field.kind === "image") {
    return <ImageUpload name={name} label={field.label} defaultValue={value} error={error} description={description} />;
  }
  const common = {
    name,
    label: field.label,
    defaultValue: value,
    error,
    description,
    required: field.required,
    maxLength: field.kind === "text" || field.kind === "longText" ? field.max : 300,
  };
  if (field.kind === "longText") return <Textarea autosize minRows={2} maxRows={10} {...common} />;
  return <TextInput {...common} />;
}

const MOVES = [
  { step: -1, word: "up", label: m.moveUp, Icon: IconArrowUp },
  { step: 1, word: "down", label: m.moveDown, Icon: IconArrowDown },
] as const;

interface Item {
  key: number;
  values: Record<string, string>;
}

function ListInput({
  name,
  field,
  items: initial,
  fieldErrors,
}: {
  name: string;
  field: ListField;
  items: Array<Record<string, string>>;
  fieldErrors: FieldErrors;
}) {
  const nextKey = useRef(initial.length);
  const [items, setItems] = useState<Item[]>(() => initial.map((values, key) => ({ key, values })));
  const move = (from: number, to: number) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  const add = () => {
    const values = Object.fromEntries(Object.keys(field.fields).map((key) => [key, ""]));
    setItems((current) => [...current, { key: nextKey.current++, values }]);
  };
  const listError = fieldErrors[name];
  return (
    <Fieldset
      legend={field.label}
      variant="filled"
      p={{ base: "xs", sm: "md" }}
      styles={{ legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-md)" } }}
    >
      <Stack gap="sm">
        {field.description ? (
          <Text size="sm" c="dimmed">
            {field.description}
          </Text>
        ) : null}
        {items.length === 0 ? (
          <Text size="sm" c="var(--campus-text-soft)">
            {m.noneYet()}
          </Text>
        ) : null}
        {items.map((item, index) => {
          const itemLabel = `${field.itemName} ${index + 1}`;
          return (
            <Card key={item.key} withBorder padding="sm" component="section" aria-label={itemLabel}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm" tt="capitalize">
                    {itemLabel}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {MOVES.map(({ step, word, label, Icon }) => (
                      <ActionIcon
                        key={word}
                        variant="default"
                        size="lg"
                        disabled={index + step < 0 || index + step >= items.length}
                        onClick={() => move(index, index + step)}
                        aria-label={label({ item: itemLabel })}
                      >
                        <Icon size={18} aria-hidden="true" />
                      </ActionIcon>
                    ))}
                    <ActionIcon
                      variant="default"
                      color="red"
                      size="lg"
                      onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                      aria-label={m.remove({ item: itemLabel })}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
                {Object.entries(field.fields).map(([itemKey, itemField]) => {
                  const fieldName = itemFieldName(name, index, itemKey);
                  return (
                    <ScalarInput
                      key={itemKey}
                      field={itemField}
                      name={fieldName}
                      value={item.values[itemKey] ?? ""}
                      error={fieldErrors[fieldName]}
                    />
                  );
                })}
              </Stack>
            </Card>
          );
        })}
        {listError ? (
          <Text size="sm" c="red.8" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={add}
            disabled={items.length >= field.max}
          >
            {m.addItem({ item: field.itemName })}
          </Button>
          <Text size="xs" c="var(--campus-text-soft)">
            {m.itemsOfMax({ count: items.length, max: field.max })}
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function DocumentFields({
  descriptor,
  values,
  fieldErrors,
}: {
  descriptor: DocumentDescriptor;
  values: Values;
  fieldErrors: FieldErrors;
}) {
  return (
    <Stack gap="md">
      {Object.entries(descriptor).map(([name, field]) => {
        const value = values[name];
        if (field.kind === "list") {
          const items = Array.isArray(value) ? (value as Array<Record<string, string>>) : [];
          return <ListInput key={name} name={name} field={field} items={items} fieldErrors={fieldErrors} />;
        }
        return (
          <ScalarInput
            key={name}
            field={field}
            name={name}
            value={typeof value === "string" ? value : ""}
            error={fieldErrors[name]}
          />
        );
      })}
    </Stack>
  );
}
