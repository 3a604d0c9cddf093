import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Input,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { requireInstructor } from "~/features/auth/session.server";
import {
  LOCATION_LABELS,
  SCHEDULE_DURATIONS,
  scheduleEntrySchema,
} from "~/features/training-schedule/training-schedule.schema";
import {
  createScheduleEntry,
  deleteScheduleEntry,
  findScheduleEntry,
  isKnownCourse,
  listCoursesForSchedule,
  updateScheduleEntry,
} from "~/features/training-schedule/training-schedule.server";
import { getDb } from "~/lib/app-context.server";
import { parseForm, useSchemaValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/schedule-entry";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.entry ? "Edit schedule entry" : "Add schedule entry", matches);

const NEW_ENTRY_ID = "new";

async function loadEntry(entryId: string) {
  if (entryId === NEW_ENTRY_ID) return null;
  const entry = await findScheduleEntry(getDb(), entryId);
  if (!entry) throw new Response("Not Found", { status: 404 });
  return entry;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const [entry, courses] = await Promise.all([loadEntry(params.entryId), listCoursesForSchedule(getDb())]);
  return { entry, courses };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireInstructor(request);
  const db = getDb();
  const entry = await loadEntry(params.entryId);
  const formData = await readFormData(request);

  if (formData.get("intent") === "delete") {
    if (!entry) throw new Response("Not Found", { status: 404 });
    await deleteScheduleEntry(db, entry.id);
    return redirect("/learning-center", { headers: await toastHeaders("Schedule entry deleted") });
  }

  const parsed = parseForm(scheduleEntrySchema, formData);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  if (parsed.data.courseId && !(await isKnownCourse(db, parsed.data.courseId))) {
    return data({ fieldErrors: { courseId: "Choose a course from the list" }, values: parsed.values }, { status: 400 });
  }
  if (entry) {
    if (!(await updateScheduleEntry(db, entry.id, parsed.data))) throw new Response("Not Found", { status: 404 });
  } else {
    await createScheduleEntry(db, parsed.data);
  }
  return redirect("/learning-center", {
    headers: await toastHeaders(entry ? "Schedule entry updated" : "Schedule entry added"),
  });
}

export default function ScheduleEntryForm({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, courses } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const { errors, onSubmit, clearError } = useSchemaValidation(scheduleEntrySchema, actionData?.fieldErrors);
  const values = actionData?.values;
  const isSubmitted = values !== undefined;
  const durationValue = values?.durationDays ?? (entry ? String(entry.duration_days) : "");

  const confirmDelete = async (event: React.MouseEvent<HTMLButtonElement>) => {
    // Without JavaScript the button posts directly; with it, ask first.
    event.preventDefault();
    const form = event.currentTarget.form;
    if (!form) return;
    if (await confirmAction({ message: "Delete this schedule entry? It disappears from the schedule and the PDF." })) {
      const formData = new FormData();
      formData.set("intent", "delete");
      submit(formData, { method: "post" });
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/learning-center" size="sm">
          Back to the Learning Center
        </Anchor>
        <Title order={1}>{entry ? "Edit schedule entry" : "Add schedule entry"}</Title>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Stack gap="md">
              <TextInput
                label="Course"
                name="courseTitle"
                required
                description="As it appears on the schedule"
                defaultValue={values?.courseTitle ?? entry?.course_title ?? ""}
                error={errors.courseTitle}
                onChange={() => clearError("courseTitle")}
              />
              <NativeSelect
                label="Catalogue course"
                name="courseId"
                description="Optional: links the schedule entry to the course's overview page"
                defaultValue={values?.courseId ?? entry?.course_id ?? ""}
                error={errors.courseId}
                data={[
                  { value: "", label: "Not linked" },
                  ...courses.map((course) => ({ value: course.id, label: course.name })),
                ]}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Start date"
                  name="startDate"
                  type="date"
                  required
                  defaultValue={values?.startDate ?? entry?.start_date ?? ""}
                  error={errors.startDate}
                  onChange={() => clearError("startDate")}
                />
                <TextInput
                  label="Venue"
                  name="venue"
                  description="City or venue, if onsite"
                  defaultValue={values?.venue ?? entry?.venue ?? ""}
                  error={errors.venue}
                />
              </SimpleGrid>
              <Radio.Group
                label="Duration"
                name="durationDays"
                required
                error={errors.durationDays}
                defaultValue={durationValue}
              >
                <Group mt={4}>
                  {SCHEDULE_DURATIONS.map((days) => (
                    <Radio
                      key={days}
                      value={String(days)}
                      label={days === 1 ? "1 day" : `${days} days`}
                      onChange={() => clearError("durationDays")}
                    />
                  ))}
                </Group>
              </Radio.Group>
              <Stack gap={6} role="group" aria-labelledby="location-label">
                <Input.Label labelElement="div" id="location-label" required>
                  Location
                </Input.Label>
                <Checkbox
                  name="isOnsite"
                  label={LOCATION_LABELS.onsite}
                  defaultChecked={isSubmitted ? values?.isOnsite === "on" : entry ? entry.is_onsite === 1 : false}
                  onChange={() => clearError("location")}
                />
                <Checkbox
                  name="isOnline"
                  label={LOCATION_LABELS.online}
                  defaultChecked={isSubmitted ? values?.isOnline === "on" : entry ? entry.is_online === 1 : false}
                  onChange={() => clearError("location")}
                />
                {errors.location ? <Input.Error role="alert">{errors.location}</Input.Error> : null}
              </Stack>
              <Group justify="space-between">
                <Button type="submit" loading={navigation.state === "submitting"}>
                  Save
                </Button>
                {entry ? (
                  <Button
                    type="submit"
                    name="intent"
                    value="delete"
                    color="red"
                    variant="outline"
                    formNoValidate
                    onClick={confirmDelete}
                  >
                    Delete
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Form>
        </Paper>
      </Stack>
    </Container>
  );
}
