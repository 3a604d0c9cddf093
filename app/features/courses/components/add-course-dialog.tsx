import { Modal, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { showToast } from "~/components/toast-from-server";
import type { FormReply } from "~/lib/action-reply";
import { addCourseSchema } from "../courses.schema";
import * as m from "./messages";
import { TitleDialogBody, useTitleDraft } from "./title-dialog-body";

/** What 'Create course' answers (the one action reply): the new course, or why it was not created. */
export type AddCourseResult = FormReply<{ courseId: string }>;

/** 'Name your course': a required title; on success the new course's editor opens, ready for its first chapter. */
export function AddCourseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fetcher = useFetcher<AddCourseResult>();
  const { title, setTitle, setError, titleProps } = useTitleDraft("");
  const [formError, setFormError] = useState<string | null>(null);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each answer once.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      showToast("Course created");
      setTitle("");
      onClose();
      navigate(`/edit-course/${fetcher.data.courseId}`);
    } else {
      setError(fetcher.data.fieldErrors?.title ?? null);
      setFormError(fetcher.data.formError ?? null);
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (opened) {
      setError(null);
      setFormError(null);
    }
  }, [opened, setError]);

  return (
    <Modal opened={opened} onClose={onClose} title={m.nameYourCourse()} centered>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const parsed = addCourseSchema.safeParse({ title });
          if (!parsed.success) {
            event.preventDefault();
            setError(parsed.error.issues[0]?.message ?? "Course title is required");
          }
        }}
      >
        <TitleDialogBody
          label={m.title()}
          name="title"
          {...titleProps}
          alert={
            formError ? (
              <Text c="red.9" role="alert">
                {formError}
              </Text>
            ) : null
          }
          submitLabel="Create course"
          isSubmitting={fetcher.state !== "idle"}
          onCancel={onClose}
        />
      </fetcher.Form>
    </Modal>
  );
}
