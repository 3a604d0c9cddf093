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
import * as m from "./messages";

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
              {course ? m.editCourse() : m.addCourse()}
            </Title>
            <Button component={Link} to={course ? `/course-details/${course.id}` : "/list-courses"} variant="subtle">
              {m.cancel()}
            </Button>
          </Group>
          {refused?.formError ? (
            <Alert color="orange" role="alert" title={m.notSaved()}>
              {refused.formError}
            </Alert>
          ) : null}

          <FormSection id="course-details" title={m.sectionCourseDetails()}>
            <TextInput label={m.courseName()} required placeholder={m.enterCourseName()} {...field("courseName")} />
            <Textarea
              label={m.courseDescription()}
              placeholder={m.enterCourseDescription()}
              autosize
              minRows={3}
              {...field("courseDescription")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={m.courseCodeLabel()}
                required
                placeholder={m.enterCourseCode()}
                {...field("courseCode")}
              />
              <TextInput label={m.location()} placeholder={m.enterLocation()} {...field("location")} />
            </SimpleGrid>
          </FormSection>

          <FormSection id="instructor-info" title={m.sectionInstructor()}>
            <TextInput label={m.instructorName()} required placeholder={m.enterName()} {...field("instructorName")} />
            <ImageUpload
              label={m.instructorSignature()}
              description={m.instructorSignatureHelp()}
              {...fieldProps("instructorSignature", course?.instructorSignature ?? "")}
            />
          </FormSection>

          <FormSection id="facilitator-info" title={m.sectionFacilitator()}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={m.facilitatorName()} placeholder={m.enterName()} {...field("facilitatorName")} />
              <TextInput
                label={m.facilitatorOrganisation()}
                placeholder={m.enterOrganisation()}
                {...field("facilitatorOrganization")}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection id="additional-info" title={m.sectionAdditional()}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={m.allocatedCpdPoints()}
                inputMode="decimal"
                placeholder={m.example({ value: "3" })}
                {...field("allocatedPoints")}
              />
              <TextInput
                label={m.clinicalPoints()}
                inputMode="decimal"
                placeholder={m.example({ value: "2" })}
                {...field("clinicalPoints")}
              />
              <TextInput
                label={m.ethicsPoints()}
                inputMode="decimal"
                placeholder={m.example({ value: "1" })}
                {...field("ethicsPoints")}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={m.providerActivityNumber()}
                placeholder={m.enterTheActivityNumber()}
                {...field("providerActivityNumber")}
              />
              <NativeSelect
                label={m.accreditingBody()}
                description={m.accreditingBodyHelp()}
                data={[
                  { value: "", label: m.none() },
                  ...bodies.map((body) => ({
                    value: body.id,
                    label: body.isCustom ? m.customEntry({ name: body.name }) : `${body.code}: ${body.name}`,
                  })),
                ]}
                {...field("cpdBodyId")}
              />
              <NativeSelect
                label={m.cpdLevel()}
                data={[
                  { value: "", label: m.notSet() },
                  ...CPD_LEVELS.map((level) => ({ value: level, label: level })),
                ]}
                {...field("cpdLevel")}
              />
              <TextInput label={m.duration()} placeholder={m.exampleDuration()} {...field("duration")} />
              <TextInput label={m.activityStartDate()} type="date" {...field("activityStartDate")} />
              <TextInput label={m.activityEndDate()} type="date" {...field("activityEndDate")} />
            </SimpleGrid>
          </FormSection>

          <FormSection id="course-validity" title={m.sectionValidity()}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={m.certificateValidFor()}
                description={m.certificateValidForHelp()}
                inputMode="numeric"
                placeholder={m.example({ value: "24" })}
                {...field("validityMonths")}
              />
              <TextInput
                label={m.renewalLink()}
                description={m.renewalLinkHelp()}
                placeholder={m.example({ value: "/learning-center" })}
                {...field("renewalUrl")}
              />
            </SimpleGrid>
          </FormSection>

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={navigation.state === "submitting"}>
              {m.saveCourse()}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Container>
  );
}
