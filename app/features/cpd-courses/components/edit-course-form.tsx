import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast-from-server";
import { useFormValidation } from "~/lib/forms";
import { EDIT_COURSE_INTENT } from "../course-details-intents";
import type { CpdCourseView } from "../cpd-course-views";
import { editCourseOverlaySchema } from "../cpd-courses.schema";
import type { CourseDetailsActionResult } from "./course-details-types";

interface EditCourseFormProps {
  course: CpdCourseView;
  fetcherKey: string;
  onSaved: () => void;
}

/** The 'Edit Course' overlay: every field SPEC 5 lists for it is required. */
export function EditCourseForm({ course, fetcherKey, onSaved }: EditCourseFormProps) {
  const fetcher = useFetcher<CourseDetailsActionResult>({ key: fetcherKey });
  const result = fetcher.data;
  const { formProps, fieldProps } = useFormValidation(editCourseOverlaySchema, {
    serverErrors: result && !result.ok ? result.fieldErrors : undefined,
  });
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      showToast(result.message);
      onSaved();
    }
  }, [fetcher.state, result, onSaved]);

  const field = (name: string, stored: string) => ({ required: true, ...fieldProps(name, stored) });

  return (
    <fetcher.Form method="post" noValidate {...formProps}>
      <input type="hidden" name="intent" value={EDIT_COURSE_INTENT} />
      <input type="hidden" name="version" value={course.version} />
      <Stack gap="sm">
        {result && !result.ok && result.formError ? (
          <Alert color="orange" role="alert" title="Not saved">
            {result.formError}
          </Alert>
        ) : null}
        <TextInput
          label="Course name"
          placeholder="Enter a course name here..."
          data-autofocus
          {...field("courseName", course.courseName)}
        />
        <Textarea
          label="Course description"
          placeholder="Enter a description here..."
          autosize
          minRows={3}
          {...field("courseDescription", course.courseDescription)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Instructor name"
            placeholder="Enter a name here..."
            {...field("instructorName", course.instructorName)}
          />
          <TextInput label="Location" placeholder="Enter a location here..." {...field("location", course.location)} />
          <TextInput
            label="Facilitator name"
            placeholder="Enter a name here..."
            {...field("facilitatorName", course.facilitatorName)}
          />
          <TextInput
            label="Facilitator organisation"
            placeholder="Enter an organisation here..."
            {...field("facilitatorOrganization", course.facilitatorOrganization)}
          />
          <TextInput label="Duration" placeholder="Enter a duration here..." {...field("duration", course.duration)} />
          <TextInput
            label="Allocated points"
            inputMode="decimal"
            placeholder="Enter points here..."
            {...field("allocatedPoints", course.allocatedPoints)}
          />
          <TextInput
            label="Provider activity number"
            placeholder="Enter an activity number here..."
            {...field("providerActivityNumber", course.providerActivityNumber)}
          />
          <TextInput
            label="Course code"
            placeholder="Enter a course code here..."
            {...field("courseCode", course.courseCode)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={fetcher.state !== "idle"}>
            Save
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
