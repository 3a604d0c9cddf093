import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast-from-server";
import { useSchemaValidation } from "~/lib/forms";
import type { CpdCourse } from "~db/schema";
import { editCourseOverlaySchema } from "../cpd-courses.schema";
import type { CourseDetailsActionResult } from "./course-details-types";

interface EditCourseFormProps {
  course: CpdCourse;
  fetcherKey: string;
  onSaved: () => void;
}

/** The 'Edit Course' overlay: every field SPEC 5 lists for it is required. */
export function EditCourseForm({ course, fetcherKey, onSaved }: EditCourseFormProps) {
  const fetcher = useFetcher<CourseDetailsActionResult>({ key: fetcherKey });
  const result = fetcher.data;
  const { errors, onSubmit, clearError } = useSchemaValidation(
    editCourseOverlaySchema,
    result && !result.ok ? result.fieldErrors : undefined,
  );
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      showToast(result.message);
      onSaved();
    }
  }, [fetcher.state, result, onSaved]);

  const field = (name: string, stored: string) => ({
    name,
    defaultValue: stored,
    required: true,
    error: errors[name],
    onChange: () => clearError(name),
  });

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="edit-course" />
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
          {...field("courseName", course.course_name)}
        />
        <Textarea
          label="Course description"
          placeholder="Enter a description here..."
          autosize
          minRows={3}
          {...field("courseDescription", course.course_description)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Instructor name"
            placeholder="Enter a name here..."
            {...field("instructorName", course.instructor_name)}
          />
          <TextInput label="Location" placeholder="Enter a location here..." {...field("location", course.location)} />
          <TextInput
            label="Facilitator name"
            placeholder="Enter a name here..."
            {...field("facilitatorName", course.facilitator_name)}
          />
          <TextInput
            label="Facilitator organisation"
            placeholder="Enter an organisation here..."
            {...field("facilitatorOrganization", course.facilitator_organization)}
          />
          <TextInput label="Duration" placeholder="Enter a duration here..." {...field("duration", course.duration)} />
          <TextInput
            label="Allocated points"
            inputMode="decimal"
            placeholder="Enter points here..."
            {...field("allocatedPoints", course.allocated_points)}
          />
          <TextInput
            label="Provider activity number"
            placeholder="Enter an activity number here..."
            {...field("providerActivityNumber", course.provider_activity_number)}
          />
          <TextInput
            label="Course code"
            placeholder="Enter a course code here..."
            {...field("courseCode", course.course_code)}
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
