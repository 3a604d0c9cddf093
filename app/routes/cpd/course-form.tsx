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
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormSection } from "~/components/form-section";
import { ImageUpload } from "~/components/image-upload";
import { requireInstructor } from "~/features/auth/session.server";
import { CPD_LEVELS, courseFormSchema, STALE_COURSE_MESSAGE } from "~/features/cpd-courses/cpd-courses.schema";
import { createCpdCourse, findCpdCourse, updateCpdCourse } from "~/features/cpd-courses/cpd-courses.server";
import { getDb } from "~/server/app-context.server";
import { type FieldErrors, parseForm, useSchemaValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { CpdCourse } from "~db/schema";
import type { Route } from "./+types/course-form";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.course ? `Edit ${loaderData.course.course_name}` : "Add Course", matches);

/**
 * course/add (SPEC 2, 4): a new CPD course. An existing one is edited at course/{id}/edit: the
 * one-segment course/{id} is the student course viewer's (SPEC 2 names both; see
 * docs/decisions/0006-cpd-course-form-path.md), and its loader can send a CPD id here.
 */
async function loadCourse(request: Request, id: string | undefined): Promise<CpdCourse | null> {
  await requireInstructor(request);
  if (!id) return null;
  const course = await findCpdCourse(getDb(), id);
  if (!course) throw new Response("This course does not exist.", { status: 404 });
  return course;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const course = await loadCourse(request, params.courseId);
  return { course };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const course = await loadCourse(request, params.courseId);
  const parsed = parseForm(courseFormSchema, await readFormData(request));
  if (!parsed.ok) {
    return data({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, { status: 400 });
  }
  if (!course) {
    await createCpdCourse(getDb(), parsed.data, user.id);
  } else {
    const result = await updateCpdCourse(getDb(), course.id, parsed.data);
    if (!result.ok) {
      return data(
        { fieldErrors: {} as FieldErrors, values: parsed.values, formError: STALE_COURSE_MESSAGE },
        { status: 409 },
      );
    }
  }
  return redirect("/list-courses", { headers: await toastHeaders("Course updated successfully") });
}

export default function CourseFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  const navigation = useNavigation();
  const { errors, onSubmit, clearError } = useSchemaValidation(courseFormSchema, actionData?.fieldErrors);
  const values = actionData?.values;
  const initial = (field: string, stored: string | undefined) => values?.[field] ?? stored ?? "";
  const field = (name: string, stored: string | undefined) => ({
    name,
    id: `course-${name}`,
    defaultValue: initial(name, stored),
    error: errors[name],
    onChange: () => clearError(name),
  });

  return (
    <Container size="md" py="xl">
      <Form method="post" noValidate onSubmit={onSubmit} aria-labelledby="course-form-title">
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
          {actionData?.formError ? (
            <Alert color="orange" role="alert" title="Not saved">
              {actionData.formError}
            </Alert>
          ) : null}

          <FormSection id="course-details" title="Course Details">
            <TextInput
              label="Course name"
              required
              placeholder="Enter a course name here..."
              {...field("courseName", course?.course_name)}
            />
            <Textarea
              label="Course description"
              placeholder="Enter a course description here..."
              autosize
              minRows={3}
              {...field("courseDescription", course?.course_description)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Course code"
                required
                placeholder="Enter a course code here..."
                {...field("courseCode", course?.course_code)}
              />
              <TextInput
                label="Location"
                placeholder="Enter a location here..."
                {...field("location", course?.location)}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection id="instructor-info" title="Instructor Information">
            <TextInput
              label="Instructor name"
              required
              placeholder="Enter a name here..."
              {...field("instructorName", course?.instructor_name)}
            />
            <ImageUpload
              name="instructorSignature"
              label="Instructor signature"
              description="An image of the signature, printed on the certificates."
              defaultValue={initial("instructorSignature", course?.instructor_signature_url)}
              error={errors.instructorSignature}
              onChange={() => clearError("instructorSignature")}
            />
          </FormSection>

          <FormSection id="facilitator-info" title="Facilitator Information">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Facilitator name"
                placeholder="Enter a name here..."
                {...field("facilitatorName", course?.facilitator_name)}
              />
              <TextInput
                label="Facilitator organisation"
                placeholder="Enter an organisation here..."
                {...field("facilitatorOrganization", course?.facilitator_organization)}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection id="additional-info" title="Additional Course Details">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Allocated CPD points"
                inputMode="decimal"
                placeholder="e.g. 3"
                {...field("allocatedPoints", course?.allocated_points)}
              />
              <TextInput
                label="Clinical points"
                inputMode="decimal"
                placeholder="e.g. 2"
                {...field("clinicalPoints", course?.clinical_points)}
              />
              <TextInput
                label="Ethics points"
                inputMode="decimal"
                placeholder="e.g. 1"
                {...field("ethicsPoints", course?.ethics_points)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Provider activity number"
                placeholder="Enter the activity number here..."
                {...field("providerActivityNumber", course?.provider_activity_number)}
              />
              <TextInput
                label="Accreditor"
                placeholder="e.g. HPCSA, SACNASP, ECSA"
                {...field("accreditor", course?.accreditor)}
              />
              <NativeSelect
                label="CPD level"
                data={[{ value: "", label: "Not set" }, ...CPD_LEVELS.map((level) => ({ value: level, label: level }))]}
                {...field("cpdLevel", course?.cpd_level)}
              />
              <TextInput label="Duration" placeholder="e.g. 3 days" {...field("duration", course?.duration)} />
              <TextInput
                label="Activity start date"
                type="date"
                {...field("activityStartDate", course?.activity_start_date)}
              />
              <TextInput
                label="Activity end date"
                type="date"
                {...field("activityEndDate", course?.activity_end_date)}
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
