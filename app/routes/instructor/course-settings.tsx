import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconSearch, IconTrash } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { ImageUpload } from "~/components/image-upload";
import { Loading } from "~/components/loading";
import { requireInstructor } from "~/features/auth/session.server";
import { assertCanEditCourse } from "~/features/courses/course-access.server";
import {
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  COURSE_UPDATED_MESSAGE,
  courseSettingsSchema,
  enrolStudentSchema,
  STALE_EDIT_MESSAGE,
} from "~/features/courses/courses.schema";
import {
  enrolStudent,
  findCourseForSettings,
  listCourseEnrolments,
  removeEnrolment,
  saveCourseSettings,
  searchStudentsToEnrol,
} from "~/features/courses/courses.server";
import { getDb } from "~/server/app-context.server";
import { parseForm, useSchemaValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/course-settings";
import classes from "./course-editor.module.css";

export const access = {
  read: "course-editor",
  write: { "save-settings": "course-editor", enrol: "course-editor", unenrol: "course-editor" },
} satisfies RouteAccess;

// TipTap is loaded only when this form is opened.
const RichTextField = lazy(() => import("~/features/content-blocks/editors/rich-text-field"));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? `Settings: ${loaderData.course.name}` : "Course settings", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const db = getDb();
  await assertCanEditCourse(db, user, params.courseId);
  const course = await findCourseForSettings(db, params.courseId);
  if (!course) throw new Response("Course not found", { status: 404 });
  const studentSearch = (new URL(request.url).searchParams.get("student") ?? "").slice(0, 100);
  const [enrolments, candidates] = await Promise.all([
    listCourseEnrolments(db, course.id),
    searchStudentsToEnrol(db, course.id, studentSearch),
  ]);
  return { course, enrolments, candidates, studentSearch };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const db = getDb();
  await assertCanEditCourse(db, user, params.courseId);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const back = new URL(request.url);
  // React Router 8 passes the raw URL: a client-side submission's ends in ".data" (with _routes).
  back.pathname = back.pathname.replace(/\.data$/, "");
  back.searchParams.delete("_routes");

  if (intent === "enrol" || intent === "unenrol") {
    const parsed = parseForm(enrolStudentSchema, formData);
    if (!parsed.ok)
      return data({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, { status: 400 });
    if (intent === "unenrol") {
      await removeEnrolment(db, params.courseId, parsed.data.userId);
      return redirect(`${back.pathname}${back.search}`, {
        headers: await toastHeaders("Student removed from the course"),
      });
    }
    const result = await enrolStudent(db, params.courseId, parsed.data.userId, user);
    if (!result.ok) return data({ fieldErrors: {}, values: parsed.values, formError: result.message }, { status: 400 });
    return redirect(`${back.pathname}${back.search}`, { headers: await toastHeaders(result.message) });
  }

  const parsed = parseForm(courseSettingsSchema, formData);
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, { status: 400 });
  const result = await saveCourseSettings(db, params.courseId, parsed.data);
  if (!result.ok) {
    if (result.reason === "invalid") {
      return data({ fieldErrors: result.fieldErrors, values: parsed.values, formError: null }, { status: 400 });
    }
    if (result.reason === "missing") throw new Response("Course not found", { status: 404 });
    return data({ fieldErrors: {}, values: parsed.values, formError: STALE_EDIT_MESSAGE }, { status: 409 });
  }
  return redirect(back.pathname, { headers: await toastHeaders(COURSE_UPDATED_MESSAGE) });
}

export default function CourseSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { course, enrolments, candidates, studentSearch } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const { errors, onSubmit, clearError } = useSchemaValidation(courseSettingsSchema, actionData?.fieldErrors);
  const values = actionData?.values;
  const storedOr = (field: string, stored: string) => values?.[field] ?? stored;
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-settings";

  const removeStudent = async (userId: string, name: string) => {
    const confirmed = await confirmAction({
      title: "Remove student",
      message: `Are you sure you want to proceed? ${name} will no longer be able to open this course's lessons.`,
    });
    if (confirmed) submit({ intent: "unenrol", userId }, { method: "post" });
  };

  return (
    <div className={classes.page}>
      <header className={classes.topBar}>
        <Anchor component={Link} to={`/edit-course/${course.id}`} className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" />
          Back to the editor
        </Anchor>
        <Title order={1} size="h4" className={classes.courseTitle}>
          Settings: {course.name}
        </Title>
        <Button component={Link} to="/instructor/courses" variant="default" size="sm">
          All courses
        </Button>
      </header>
      <main id="main-content" className={classes.content}>
        <Stack gap="xl" maw={880} mx="auto">
          <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
            <Form method="post" noValidate onSubmit={onSubmit}>
              <input type="hidden" name="intent" value="save-settings" />
              <input type="hidden" name="version" value={course.version} />
              <Stack gap="md">
                <Title order={2} size="h3">
                  Course details
                </Title>
                {actionData?.formError ? (
                  <Text c="red.9" role="alert">
                    {actionData.formError}{" "}
                    <Anchor component={Link} to={`/edit-course/${course.id}/settings`} reloadDocument>
                      Reload
                    </Anchor>
                  </Text>
                ) : null}
                <TextInput
                  label="Course name"
                  name="name"
                  required
                  defaultValue={storedOr("name", course.name)}
                  error={errors.name}
                  onChange={() => clearError("name")}
                />
                <TextInput
                  label="Title"
                  description="The headline on the course page"
                  name="title"
                  defaultValue={storedOr("title", course.title)}
                  error={errors.title}
                  onChange={() => clearError("title")}
                />
                <TextInput
                  label="Subtitle"
                  name="subtitle"
                  defaultValue={storedOr("subtitle", course.subtitle)}
                  error={errors.subtitle}
                  onChange={() => clearError("subtitle")}
                />
                <NativeSelect
                  label="Type"
                  name="type"
                  defaultValue={storedOr("type", course.type)}
                  error={errors.type}
                  data={COURSE_TYPES.map((type) => ({ value: type, label: COURSE_TYPE_LABELS[type] }))}
                />
                <ImageUpload
                  name="coverUrl"
                  label="Cover image"
                  defaultValue={storedOr("coverUrl", course.cover_url ?? "")}
                  error={errors.coverUrl}
                />
                <Suspense fallback={<Loading />}>
                  <RichTextField
                    name="descriptionHtml"
                    label="Description"
                    defaultValue={storedOr("descriptionHtml", course.description_html)}
                    error={errors.descriptionHtml}
                  />
                </Suspense>
                <Textarea
                  label="Outcome"
                  description="What students can do after the course"
                  name="outcome"
                  autosize
                  minRows={2}
                  defaultValue={storedOr("outcome", course.outcome)}
                  error={errors.outcome}
                />
                <Textarea
                  label="Requirements"
                  name="requirements"
                  autosize
                  minRows={2}
                  defaultValue={storedOr("requirements", course.requirements)}
                  error={errors.requirements}
                />
                <TextInput
                  label="Slug"
                  description="The course page's address: /course-overview/your-slug"
                  name="slug"
                  required
                  defaultValue={storedOr("slug", course.slug)}
                  error={errors.slug}
                  onChange={() => clearError("slug")}
                />
                <Checkbox
                  label="Published (shown in the public catalogue)"
                  name="isPublished"
                  defaultChecked={values ? values.isPublished === "on" : course.is_published === 1}
                />
                <Checkbox
                  label="Open for self-enrolment"
                  name="isSelfEnrolmentOpen"
                  defaultChecked={values ? values.isSelfEnrolmentOpen === "on" : course.is_self_enrolment_open === 1}
                />
                <Checkbox
                  label="Offers a certificate on completion"
                  name="offersCertificate"
                  defaultChecked={values ? values.offersCertificate === "on" : course.offers_certificate === 1}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={isSaving}>
                    Save Course
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Paper>

          <Paper
            withBorder
            radius="md"
            p={{ base: "md", sm: "xl" }}
            component="section"
            aria-labelledby="enrolled-heading"
          >
            <Stack gap="md">
              <Title order={2} size="h3" id="enrolled-heading">
                Enrolled students ({enrolments.length})
              </Title>
              {enrolments.length === 0 ? (
                <Text c="gray.7">No students are enrolled yet.</Text>
              ) : (
                <Table.ScrollContainer minWidth={480}>
                  <Table verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Name</Table.Th>
                        <Table.Th>Email</Table.Th>
                        <Table.Th>Enrolled</Table.Th>
                        <Table.Th>
                          <span className="visually-hidden">Remove</span>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {enrolments.map((enrolment) => (
                        <Table.Tr key={enrolment.id}>
                          <Table.Td>{enrolment.name}</Table.Td>
                          <Table.Td>{enrolment.email}</Table.Td>
                          <Table.Td>{new Date(enrolment.enrolled_at).toLocaleDateString("en-ZA")}</Table.Td>
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              color="red.9"
                              c="red.9"
                              aria-label={`Remove ${enrolment.name}`}
                              onClick={() => removeStudent(enrolment.userId, enrolment.name)}
                            >
                              <IconTrash size={16} aria-hidden="true" />
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Title order={3} size="h4">
                Enrol students
              </Title>
              <Form method="get" role="search" preventScrollReset>
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Find a student by name or email"
                    name="student"
                    defaultValue={studentSearch}
                    key={studentSearch}
                    leftSection={<IconSearch size={16} aria-hidden="true" />}
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" variant="default">
                    Find
                  </Button>
                </Group>
              </Form>
              {studentSearch && candidates.length === 0 ? (
                <Text c="gray.7">No student who is not yet enrolled matches “{studentSearch}”.</Text>
              ) : null}
              {candidates.length > 0 ? (
                <Stack gap="xs">
                  {candidates.map((candidate) => (
                    <Group key={candidate.id} justify="space-between" wrap="nowrap">
                      <Stack gap={0}>
                        <Text fw={600}>{candidate.name}</Text>
                        <Text size="sm" c="gray.7">
                          {candidate.email}
                        </Text>
                      </Stack>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="enrol" />
                        <input type="hidden" name="userId" value={candidate.id} />
                        <Button type="submit" size="xs" variant="light" aria-label={`Enrol ${candidate.name}`}>
                          Enrol
                        </Button>
                      </Form>
                    </Group>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        </Stack>
      </main>
    </div>
  );
}
