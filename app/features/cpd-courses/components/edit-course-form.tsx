import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast-from-server";
import { useFormValidation } from "~/lib/forms";
import { EDIT_COURSE_INTENT } from "../course-details-intents";
import type { CpdCourseView } from "../cpd-course-views";
import { editCourseOverlaySchema } from "../cpd-courses.schema";
import type { CourseDetailsActionResult } from "./course-details-types";
import * as m from "./messages";

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
          <Alert color="orange" role="alert" title={m.notSaved()}>
            {result.formError}
          </Alert>
        ) : null}
        <TextInput
          label={m.courseName()}
          placeholder={m.enterCourseName()}
          data-autofocus
          {...field("courseName", course.courseName)}
        />
        <Textarea
          label={m.courseDescription()}
          placeholder={m.enterDescription()}
          autosize
          minRows={3}
          {...field("courseDescription", course.courseDescription)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={m.instructorName()}
            placeholder={m.enterName()}
            {...field("instructorName", course.instructorName)}
          />
          <TextInput label={m.location()} placeholder={m.enterLocation()} {...field("location", course.location)} />
          <TextInput
            label={m.facilitatorName()}
            placeholder={m.enterName()}
            {...field("facilitatorName", course.facilitatorName)}
          />
          <TextInput
            label={m.facilitatorOrganisation()}
            placeholder={m.enterOrganisation()}
            {...field("facilitatorOrganization", course.facilitatorOrganization)}
          />
          <TextInput label={m.duration()} placeholder={m.enterDuration()} {...field("duration", course.duration)} />
          <TextInput
            label={m.allocatedPoints()}
            inputMode="decimal"
            placeholder={m.enterPoints()}
            {...field("allocatedPoints", course.allocatedPoints)}
          />
          <TextInput
            label={m.providerActivityNumber()}
            placeholder={m.enterAnActivityNumber()}
            {...field("providerActivityNumber", course.providerActivityNumber)}
          />
          <TextInput
            label={m.courseCodeLabel()}
            placeholder={m.enterCourseCode()}
            {...field("courseCode", course.courseCode)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {m.save()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
