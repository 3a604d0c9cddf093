import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { ImageUpload } from "~/components/image-upload";
import { LazyRichTextField } from "~/features/content-blocks/editors/lazy-rich-text-field";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import type { CourseSettingsView } from "../course-settings.server";
import { COURSE_TYPE_LABELS, COURSE_TYPES, courseSettingsSchema, SAVE_SETTINGS_INTENT } from "../courses.schema";
import { BuyerFactsFields } from "./buyer-facts-fields";
import * as m from "./messages";
import { SequencingFields } from "./sequencing-fields";

/** What the settings action answers when it refuses (the one action reply): field messages, values sent, a form message. */
export type CourseSettingsReply = Pick<RefusedReply, "fieldErrors" | "values" | "formError">;

/** 'Course details': the catalogue fields of one course, saved with the version they were loaded at. */
export function CourseSettingsForm({ course, reply }: { course: CourseSettingsView; reply?: CourseSettingsReply }) {
  const navigation = useNavigation();
  const { formProps, fieldProps, checkboxProps } = useFormValidation(courseSettingsSchema, {
    serverErrors: reply?.fieldErrors,
    values: reply?.values,
    formError: reply?.formError,
  });
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === SAVE_SETTINGS_INTENT;

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Form method="post" noValidate {...formProps}>
        <input type="hidden" name="intent" value={SAVE_SETTINGS_INTENT} />
        <input type="hidden" name="version" value={course.version} />
        <Stack gap="md">
          <Title order={2} size="h3">
            {m.courseDetails()}
          </Title>
          {reply?.formError ? (
            <Text c="red.9" role="alert">
              {reply.formError}{" "}
              <Anchor component={Link} to={`/edit-course/${course.id}/settings`} reloadDocument>
                {m.reload()}
              </Anchor>
            </Text>
          ) : null}
          <TextInput label={m.courseName()} required {...fieldProps("name", course.name)} />
          <TextInput label={m.title()} description={m.titleHelp()} {...fieldProps("title", course.title)} />
          <TextInput label={m.subtitle()} {...fieldProps("subtitle", course.subtitle)} />
          <NativeSelect
            label={m.type()}
            data={COURSE_TYPES.map((type) => ({ value: type, label: COURSE_TYPE_LABELS[type] }))}
            {...fieldProps("type", course.type)}
          />
          <ImageUpload label={m.coverImage()} {...fieldProps("coverUrl", course.coverUrl)} />
          <LazyRichTextField label={m.description()} {...fieldProps("descriptionHtml", course.descriptionHtml)} />
          <Textarea
            label={m.outcome()}
            description={m.outcomeHelp()}
            autosize
            minRows={2}
            {...fieldProps("outcome", course.outcome)}
          />
          <Textarea
            label={m.requirements()}
            autosize
            minRows={2}
            {...fieldProps("requirements", course.requirements)}
          />
          <TextInput
            label={m.durationMinutes()}
            description={m.durationHelp()}
            inputMode="numeric"
            {...fieldProps("durationMinutes", course.durationMinutes)}
          />
          <TextInput label={m.slug()} description={m.slugHelp()} required {...fieldProps("slug", course.slug)} />
          <BuyerFactsFields facts={course.buyerFacts} fieldProps={fieldProps} checkboxProps={checkboxProps} />
          <SequencingFields
            courseId={course.id}
            sequencing={course.sequencing}
            fieldProps={fieldProps}
            checkboxProps={checkboxProps}
          />
          <Checkbox label={m.published()} {...checkboxProps("isPublished", course.isPublished)} />
          <Checkbox
            label={m.selfEnrolmentOpen()}
            {...checkboxProps("isSelfEnrolmentOpen", course.isSelfEnrolmentOpen)}
          />
          <Checkbox label={m.offersCertificate()} {...checkboxProps("offersCertificate", course.offersCertificate)} />
          <input type="hidden" name="certificateRequirements" value="1" />
          <Fieldset legend={m.certificateRequires()} variant="unstyled">
            <Text size="sm" c="dimmed">
              {m.certificateRequiresIntro()}
            </Text>
            <Stack gap="xs" mt="xs">
              <Checkbox
                label={m.everyLessonComplete()}
                {...checkboxProps("requiresAllLessons", course.certificateRequires.allLessons)}
              />
              <Checkbox
                label={m.everyQuizPassed()}
                {...checkboxProps("requiresQuizzesPassed", course.certificateRequires.quizzesPassed)}
              />
              <Checkbox
                label={m.competentEveryAssignment()}
                {...checkboxProps("requiresAssignmentsCompetent", course.certificateRequires.assignmentsCompetent)}
              />
            </Stack>
            <Anchor component={Link} to={`/course-assessment/${course.id}`} size="sm" mt="xs" display="inline-block">
              {m.assessmentLink()}
            </Anchor>
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {m.saveCourse()}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
