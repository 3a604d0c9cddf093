import { Button, Checkbox, Group, NumberInput, Paper, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import {
  ASSIGNMENT_FILE_KIND_LABELS,
  ASSIGNMENT_FILE_KINDS,
  type AssignmentContent,
  type AssignmentFileKind,
  MAX_ASSIGNMENT_FILES,
  newAssignmentCriterion,
  rubricMaxPoints,
} from "~/features/assessment/assignments/assignment-content";
import { formatNumber } from "~/lib/i18n/format";
import { createId } from "~/lib/ids";
import { setUnsavedWork, useUnsavedWorkKey } from "~/lib/unsaved-work";
import { useDebouncedSave } from "~/lib/use-debounced-save";
import { blockContentErrors } from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import * as m from "./messages";
import TextBlockEditor from "./text-editor";

/**
 * An assignment: instructions, criteria, how it is marked (competent / not yet competent, or a
 * rubric of levels shared by every criterion with a pass mark in points) and the files a learner
 * may attach. Saved as it changes (typing after a pause); content that would not be valid is
 * shown with its message and not sent.
 */
export default function AssignmentBlockEditor({
  label,
  content: initial,
  onSave,
}: BlockEditorProps<AssignmentContent>) {
  const [content, setContent] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const workKey = useUnsavedWorkKey();
  const save = useDebouncedSave<AssignmentContent>((next) => {
    const found = blockContentErrors("assignment", next);
    if (found) {
      setErrors(found);
      setUnsavedWork(workKey, "unsaved");
      return;
    }
    setErrors({});
    onSave(next);
  });
  const change = (next: AssignmentContent, timing: "later" | "now") => {
    setContent(next);
    save[timing](next);
  };
  const setCriterion = (index: number, patch: Partial<AssignmentContent["criteria"][number]>) =>
    change(
      { ...content, criteria: content.criteria.map((item, at) => (at === index ? { ...item, ...patch } : item)) },
      "later",
    );
  const setLevel = (index: number, patch: Partial<AssignmentContent["levels"][number]>) =>
    change(
      { ...content, levels: content.levels.map((item, at) => (at === index ? { ...item, ...patch } : item)) },
      "later",
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {m.instructions()}
        </Text>
        <TextBlockEditor
          blockId=""
          label={m.labelInstructions({ label })}
          content={{ html: content.instructionsHtml }}
          onSave={({ html }) => change({ ...content, instructionsHtml: html }, "now")}
        />
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {m.criteria()}
        </Text>
        {content.criteria.map((criterion, index) => (
          <Paper key={criterion.id} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <TextInput
                label={m.criterionNumber({ number: formatNumber(index + 1) })}
                value={criterion.title}
                error={errors[`criteria.${index}.title`]}
                onChange={(event) => setCriterion(index, { title: event.currentTarget.value })}
                onBlur={save.flush}
              />
              <Textarea
                label={m.criterionDescription({ number: formatNumber(index + 1) })}
                autosize
                minRows={2}
                value={criterion.description}
                onChange={(event) => setCriterion(index, { description: event.currentTarget.value })}
                onBlur={save.flush}
              />
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() =>
                    change({ ...content, criteria: content.criteria.filter((_, at) => at !== index) }, "now")
                  }
                >
                  {m.removeCriterion({ number: formatNumber(index + 1) })}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              change(
                { ...content, criteria: [...content.criteria, newAssignmentCriterion(content.criteria.length + 1)] },
                "now",
              )
            }
          >
            {m.addCriterion()}
          </Button>
        </Group>
      </Stack>
      <Radio.Group
        label={m.marking()}
        value={content.marking}
        onChange={(value) => change({ ...content, marking: value as AssignmentContent["marking"] }, "now")}
        error={errors.marking}
      >
        <Stack gap={6} mt="xs">
          <Radio value="competence" label={m.competentNotYetCompetentPer()} />
          <Radio value="rubric" label={m.rubricLevelPointsPerCriterion()} />
        </Stack>
      </Radio.Group>
      {content.marking === "rubric" ? (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {m.rubricLevelsSharedEveryCriterion()}
          </Text>
          {content.levels.map((level, index) => (
            <Group key={level.id} align="flex-end" wrap="wrap">
              <TextInput
                label={m.levelNumber({ number: formatNumber(index + 1) })}
                value={level.label}
                error={errors[`levels.${index}.label`]}
                onChange={(event) => setLevel(index, { label: event.currentTarget.value })}
                onBlur={save.flush}
              />
              <NumberInput
                w={120}
                label={m.levelPoints({ number: formatNumber(index + 1) })}
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                value={level.points}
                onChange={(value) => setLevel(index, { points: Number(value) || 0 })}
                onBlur={save.flush}
              />
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => change({ ...content, levels: content.levels.filter((_, at) => at !== index) }, "now")}
              >
                {m.removeLevel({ number: formatNumber(index + 1) })}
              </Button>
            </Group>
          ))}
          {errors.levels ? (
            <Text size="sm" c="red.9" role="alert">
              {errors.levels}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() =>
                change(
                  {
                    ...content,
                    levels: [
                      ...content.levels,
                      { id: createId(), label: `Level ${content.levels.length + 1}`, points: 0 },
                    ],
                  },
                  "now",
                )
              }
            >
              {m.addLevel()}
            </Button>
          </Group>
          <NumberInput
            w={220}
            label={m.pointsToPass()}
            description={m.pointsOutOf({ max: formatNumber(rubricMaxPoints(content)) })}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={content.passPoints ?? ""}
            error={errors.passPoints}
            onChange={(value) => change({ ...content, passPoints: value === "" ? null : Number(value) }, "later")}
            onBlur={save.flush}
          />
        </Stack>
      ) : null}
      <Checkbox.Group
        label={m.filesLearnerMayAttach()}
        value={content.fileKinds}
        onChange={(value) => change({ ...content, fileKinds: value as AssignmentFileKind[] }, "now")}
      >
        <Stack gap={6} mt="xs">
          {ASSIGNMENT_FILE_KINDS.map((kind) => (
            <Checkbox key={kind} value={kind} label={ASSIGNMENT_FILE_KIND_LABELS[kind]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <NumberInput
        w={220}
        label={m.mostFilesPerSubmission()}
        min={0}
        max={MAX_ASSIGNMENT_FILES}
        allowDecimal={false}
        allowNegative={false}
        value={content.maxFiles}
        error={errors.maxFiles}
        onChange={(value) => change({ ...content, maxFiles: Number(value) || 0 }, "later")}
        onBlur={save.flush}
      />
    </Stack>
  );
}
