import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { addFormFailedMessage, addFormLabel, FORM_INTENTS, LIMITS } from "../field-types";
import * as m from "../messages";

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
    setFormError(fetcher.data.formError ?? addFormFailedMessage());
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (opened) {
      setError(null);
      setFormError(null);
    }
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={addFormLabel()} centered>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (title.trim() === "") {
            event.preventDefault();
            setError(m.titleRequired());
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
            label={m.title()}
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
              {m.cancel()}
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {addFormLabel()}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
