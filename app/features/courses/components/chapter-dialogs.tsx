import { Button, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { chapterTitleSchema } from "../courses.schema";
import * as m from "./messages";
import { TitleDialogBody, useTitleDraft } from "./title-dialog-body";

interface ChapterTitleDialogProps {
  opened: boolean;
  heading: string;
  submitLabel: string;
  initialTitle: string;
  isSubmitting: boolean;
  /** A refusal from the server (e.g. someone else renamed it meanwhile). */
  serverError: string | null;
  onClose: () => void;
  onSubmit: (title: string) => void;
  onReload?: () => void;
}

/** 'Add chapter' and the chapter edit dialog: a required title, checked before anything is sent. */
export function ChapterTitleDialog({
  opened,
  heading,
  submitLabel,
  initialTitle,
  isSubmitting,
  serverError,
  onClose,
  onSubmit,
  onReload,
}: ChapterTitleDialogProps) {
  const { title, setTitle, setError, titleProps } = useTitleDraft(initialTitle);
  useEffect(() => {
    if (opened) {
      setTitle(initialTitle);
      setError(null);
    }
  }, [opened, initialTitle, setTitle, setError]);

  return (
    <Modal opened={opened} onClose={onClose} title={heading} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = chapterTitleSchema.safeParse({ title });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? "Chapter title is required");
            return;
          }
          onSubmit(parsed.data.title);
        }}
      >
        <TitleDialogBody
          label={m.chapterTitle()}
          {...titleProps}
          alert={
            serverError ? (
              <Stack gap={4} role="alert">
                <Text size="sm" c="red.9">
                  {serverError}
                </Text>
                {onReload ? (
                  <Button variant="light" size="xs" onClick={onReload} style={{ alignSelf: "flex-start" }}>
                    {m.reload()}
                  </Button>
                ) : null}
              </Stack>
            ) : null
          }
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
