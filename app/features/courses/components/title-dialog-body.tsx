import { Button, Group, Stack, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import * as m from "./messages";

/** A title dialog's draft: the title typed so far and its message, which goes as soon as the title changes. */
export function useTitleDraft(initialTitle: string) {
  const [title, setTitle] = useState(initialTitle);
  const [error, setError] = useState<string | null>(null);
  const onTitleChange = (value: string) => {
    setTitle(value);
    setError(null);
  };
  return { title, setTitle, error, setError, titleProps: { title, error, onTitleChange } };
}

interface TitleDialogBodyProps {
  label: string;
  /** The field's form name, when the dialog posts a form; unset when it hands the title on itself. */
  name?: string;
  title: string;
  error: string | null;
  onTitleChange: (title: string) => void;
  /** What the server said, under the field. */
  alert: ReactNode;
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
}

/** The inside of the course editor's title dialogs ('Name your course', chapter title): one required title, Cancel and submit. */
export function TitleDialogBody({
  label,
  name,
  title,
  error,
  onTitleChange,
  alert,
  submitLabel,
  isSubmitting,
  onCancel,
}: TitleDialogBodyProps) {
  return (
    <Stack gap="md">
      <TextInput
        label={label}
        name={name}
        required
        data-autofocus
        value={title}
        error={error ?? undefined}
        onChange={(event) => onTitleChange(event.currentTarget.value)}
      />
      {alert}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {m.cancel()}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
