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
            Course details
          </Title>
          {reply?.formError ? (
            <Text c="red.9" role="alert">
              {reply.formError}{" "}
              <Anchor component={Link} to={`/edit-course/${course.id}/settings`} reloadDocument>
                Reload
              </Anchor>
            </Text>
          ) : null}
          <TextInput label="Course name" required {...fieldProps("name", course.name)} />
          <TextInput
            label="Title"
            description="The headline on the course page"
            {...fieldProps("title", course.title)}
          />
          <TextInput label="Subtitle" {...fieldProps("subtitle", course.subtitle)} />
          <NativeSelect
            label="Type"
            data={COURSE_TYPES.map((type) => ({ value: type, label: COURSE_TYPE_LABELS[type] }))}
            {...fieldProps("type", course.type)}
          />
          <ImageUpload label="Cover image" {...fieldProps("coverUrl", course.coverUrl)} />
          <LazyRichTextField label="Description" {...fieldProps("descriptionHtml", course.descriptionHtml)} />
          <Textarea
            label="Outcome"
            description="What students can do after the course"
            autosize
            minRows={2}
            {...fieldProps("outcome", course.outcome)}
          />
          <Textarea label="Requirements" autosize minRows={2} {...fieldProps("requirements", course.requirements)} />
          <TextInput
            label="Duration (minutes)"
            description="About how long the course takes; shown on its public page. Leave empty to show the number of lessons only."
            inputMode="numeric"
            {...fieldProps("durationMinutes", course.durationMinutes)}
          />
          <TextInput
            label="Slug"
            description="The course page's address: /course-overview/your-slug"
            required
            {...fieldProps("slug", course.slug)}
          />
          <BuyerFactsFields facts={course.buyerFacts} fieldProps={fieldProps} checkboxProps={checkboxProps} />
          <SequencingFields sequencing={course.sequencing} fieldProps={fieldProps} checkboxProps={checkboxProps} />
          <Checkbox
            label="Published (shown in the public catalogue)"
            {...checkboxProps("isPublished", course.isPublished)}
          />
          <Checkbox
            label="Open for self-enrolment"
            {...checkboxProps("isSelfEnrolmentOpen", course.isSelfEnrolmentOpen)}
          />
          <Checkbox
            label="Offers a certificate on completion"
            {...checkboxProps("offersCertificate", course.offersCertificate)}
          />
          <input type="hidden" name="certificateRequirements" value="1" />
          <Fieldset legend="The certificate requires" variant="unstyled">
            <Text size="sm" c="dimmed">
              Finishing the course, and its certificate, waits for each ticked requirement.
            </Text>
            <Stack gap="xs" mt="xs">
              <Checkbox
                label="Every lesson complete"
                {...checkboxProps("requiresAllLessons", course.certificateRequires.allLessons)}
              />
              <Checkbox
                label="Every quiz passed"
                {...checkboxProps("requiresQuizzesPassed", course.certificateRequires.quizzesPassed)}
              />
              <Checkbox
                label="Competent on every assignment"
                {...checkboxProps("requiresAssignmentsCompetent", course.certificateRequires.assignmentsCompetent)}
              />
            </Stack>
            <Anchor component={Link} to={`/course-assessment/${course.id}`} size="sm" mt="xs" display="inline-block">
              Assessment: gradebook, marking and moderation
            </Anchor>
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              Save Course
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
