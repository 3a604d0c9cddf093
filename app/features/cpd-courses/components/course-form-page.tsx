import {
  Alert,
  Button,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { FormSection } from "~/components/form-section";
import { ImageUpload } from "~/components/image-upload";
import { type FieldErrors, type FormValues, useFormValidation } from "~/lib/forms";
import type { AccreditingBodyOption, CourseFormValues, CpdCourseView } from "../cpd-course-views";
import { CPD_LEVELS, courseFormSchema } from "../cpd-courses.schema";

interface CourseFormPageProps {
  /** The stored course when editing, null when adding one. */
  course: CpdCourseView | null;
  /** The one list of accrediting bodies (cpd_bodies) the course names its body from. */
  bodies: AccreditingBodyOption[];
  /** What the action answered to a refused save: messages and what was typed. */
  refused?: { fieldErrors?: FieldErrors; formError?: string | null; values?: FormValues | null };
}

/** The Add Course form (SPEC 3, 4): also edits a course at course/{id}/edit. */
export function CourseFormPage({ course, bodies, refused }: CourseFormPageProps) {
  const navigation = useNavigation();
  const { formProps, fieldProps } = useFormValidation(courseFormSchema, {
    serverErrors: refused?.fieldErrors,
    values: refused?.values,
  });
  const field = (name: keyof CourseFormValues) => ({
    id: `course-${name}`,
    ...fieldProps(name, course?.[name] ?? ""),
  });

  return (
    <Container size="md" py="xl">
      <Form method="post" noValidate {...formProps} aria-labelledby="course-form-title">
        <input type="hidden" name="version" value={course?.version ?? 0} />
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1} id="course-form-title">
              {course ? "Edit Course" : "Add Course"}
            </Title>
            <Button component={Link} to={course ? `/course-details/${course.id}` : "/list-courses"} variant="subtle">
              Cancel
            </Button>
          </Group>
          {refused?.formError ? (
            <Alert color="orange" role="alert" title="Not saved">
              {refused.formError}
            </Alert>
          ) : null}

          <FormSection id="course-details" title="Course Details">
            <TextInput
              label="Course name"
              required
              placeholder="Enter a course name here..."
              {...field("courseName")}
            />
            <Textarea
              label="Course description"
              placeholder="Enter a course description here..."
              autosize
              minRows={3}
              {...field("courseDescription")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Course code"
                required
                placeholder="Enter a course code here..."
                {...field("courseCode")}
              />
              <TextInput label="Location" placeholder="Enter a location here..." {...field("location")} />
            </SimpleGrid>
          </FormSection>

          <FormSection id="instructor-info" title="Instructor Information">
            <TextInput
              label="Instructor name"
              required
              placeholder="Enter a name here..."
              {...field("instructorName")}
            />
            <ImageUpload
              label="Instructor signature"
              description="An image of the signature, printed on the certificates."
              {...fieldProps("instructorSignature", course?.instructorSignature ?? "")}
            />
          </FormSection>

          <FormSection id="facilitator-info" title="Facilitator Information">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Facilitator name" placeholder="Enter a name here..." {...field("facilitatorName")} />
              <TextInput
                label="Facilitator organisation"
                placeholder="Enter an organisation here..."
                {...field("facilitatorOrganization")}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection id="additional-info" title="Additional Course Details">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Allocated CPD points"
                inputMode="decimal"
                placeholder="e.g. 3"
                {...field("allocatedPoints")}
              />
              <TextInput
                label="Clinical points"
                inputMode="decimal"
                placeholder="e.g. 2"
                {...field("clinicalPoints")}
              />
              <TextInput label="Ethics points" inputMode="decimal" placeholder="e.g. 1" {...field("ethicsPoints")} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Provider activity number"
                placeholder="Enter the activity number here..."
                {...field("providerActivityNumber")}
              />
              <NativeSelect
                label="Accrediting body"
                description="Printed on the certificate as Accredited by"
                data={[
                  { value: "", label: "None" },
                  ...bodies.map((body) => ({
                    value: body.id,
                    label: body.isCustom ? `${body.name} (custom entry)` : `${body.code}: ${body.name}`,
                  })),
                ]}
                {...field("cpdBodyId")}
              />
              <NativeSelect
                label="CPD level"
                data={[{ value: "", label: "Not set" }, ...CPD_LEVELS.map((level) => ({ value: level, label: level }))]}
                {...field("cpdLevel")}
              />
              <TextInput label="Duration" placeholder="e.g. 3 days" {...field("duration")} />
              <TextInput label="Activity start date" type="date" {...field("activityStartDate")} />
              <TextInput label="Activity end date" type="date" {...field("activityEndDate")} />
            </SimpleGrid>
          </FormSection>

          <FormSection id="course-validity" title="Validity and Renewal">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Certificate valid for (months)"
                description="Leave empty if certificates of this course do not expire."
                inputMode="numeric"
                placeholder="e.g. 24"
                {...field("validityMonths")}
              />
              <TextInput
                label="Renewal link"
                description="Where reminders send people to book the renewal; empty: the training schedule."
                placeholder="e.g. /learning-center"
                {...field("renewalUrl")}
              />
            </SimpleGrid>
          </FormSection>

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={navigation.state === "submitting"}>
              Save Course
            </Button>
          </Group>
        </Stack>
      </Form>
    </Container>
  );
}
