import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ADD_FORM_FAILED_MESSAGE, ADD_FORM_LABEL, FORM_INTENTS, LIMITS } from "../field-types";

interface AddFormReply {
  ok: boolean;
  formError?: string | null;
  fieldErrors?: Record<string, string>;
}

/** 'Add form': a required title; on success the action sends the browser to the new form's builder. */
export function AddFormDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fetcher = useFetcher<AddFormReply>();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.ok) return;
    setError(fetcher.data.fieldErrors?.title ?? null);
    setFormError(fetcher.data.formError ?? ADD_FORM_FAILED_MESSAGE);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (opened) {
      setError(null);
      setFormError(null);
    }
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={ADD_FORM_LABEL} centered>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (title.trim() === "") {
            event.preventDefault();
            setError("Title is required");
          }
        }}
      >
        <Stack gap="md">
          <input type="hidden" name="intent" value={FORM_INTENTS.add} />
          {formError ? (
            <Text c="red.9" role="alert">
              {formError}
            </Text>
          ) : null}
          <TextInput
            label="Title"
            name="title"
            required
            data-autofocus
            maxLength={LIMITS.title}
            value={title}
            error={error}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {ADD_FORM_LABEL}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
