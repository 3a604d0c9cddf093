import { Checkbox, Stack, TextInput, Title } from "@mantine/core";
import { CoursesPicker } from "~/components/course-picker";
import type { CheckboxPropsFn, FieldPropsFn } from "~/lib/forms";
import type { SequencingView } from "../course-settings.server";
import { SEQUENCING_LABELS } from "../courses.schema";
import * as m from "./messages";

/**
 * Course settings › Order and prerequisites (decision 0093-sequencing): lessons in order, the
 * share of an uploaded video to watch, and the courses a learner completes first.
 */
export function SequencingFields({
  courseId,
  sequencing,
  fieldProps,
  checkboxProps,
}: {
  courseId: string;
  sequencing: SequencingView;
  fieldProps: FieldPropsFn;
  checkboxProps: CheckboxPropsFn;
}) {
  const prerequisites = fieldProps("prerequisiteIds", sequencing.prerequisiteIds.join(","));
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <input type="hidden" name="sequencing" value="1" />
      <Title order={2} size="h3" component="legend">
        {m.orderAndPrerequisites()}
      </Title>
      <Checkbox
        label={SEQUENCING_LABELS.lessonsInOrder}
        description={m.lessonsInOrderHelp()}
        {...checkboxProps("lessonsInOrder", sequencing.lessonsInOrder)}
      />
      <TextInput
        label={SEQUENCING_LABELS.videoWatchPercent}
        description={m.videoPercentHelp()}
        inputMode="numeric"
        maw={360}
        {...fieldProps("videoWatchPercent", sequencing.videoWatchPercent)}
      />
      {/* Any other course, searched on the server as the editor types (decision 0136-course-pickers). */}
      <CoursesPicker
        source={{ scope: "prerequisites", id: courseId }}
        label={SEQUENCING_LABELS.prerequisiteIds}
        description={m.prerequisitesHelp()}
        initial={sequencing.courseChoices}
        onChange={() => prerequisites.onChange()}
        name="prerequisiteIds"
        error={prerequisites.error}
      />
    </Stack>
  );
}
