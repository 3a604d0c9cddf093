import { Anchor, Container, Paper, Stack, Title } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import { requireInstructor } from "~/features/auth/session.server";
import {
  type ScheduleEntryActionData,
  ScheduleEntryForm,
} from "~/features/training-schedule/components/schedule-entry-form";
import { scheduleEntrySchema } from "~/features/training-schedule/training-schedule.schema";
import {
  createScheduleEntry,
  deleteScheduleEntry,
  findScheduleEntry,
  isKnownCourse,
  listCoursesForSchedule,
  updateScheduleEntry,
} from "~/features/training-schedule/training-schedule.server";
import { getDb } from "~/server/app-context.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readLoadedVersion } from "~/lib/record-version";
import { refusalResponse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/schedule-entry";

export const access = { read: "staff", write: { save: "staff", delete: "staff" } } satisfies RouteAccess;

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
  if (!parsed.ok) return data(refusedForm(parsed.values, { fieldErrors: parsed.fieldErrors }), { status: 400 });
  if (parsed.data.courseId && !(await isKnownCourse(db, parsed.data.courseId))) {
    return data(refusedForm(parsed.values, { fieldErrors: { courseId: "Choose a course from the list" } }), {
      status: 400,
    });
  }
  if (!entry) {
    await createScheduleEntry(db, parsed.data);
    return redirect("/learning-center", { headers: await toastHeaders("Schedule entry added") });
  }
  const loaded = readLoadedVersion(formData);
  const saved = loaded.ok ? await updateScheduleEntry(db, entry.id, loaded.version, parsed.data) : loaded;
  if (!saved.ok) {
    if (saved.reason === "missing") throw refusalResponse(saved);
    // What the instructor typed comes back in values, so the form keeps it.
    const refused = refusedForm(parsed.values, { formError: saved.message, isStale: saved.reason === "stale" });
    return data(refused, { status: STATUS_FOR_REASON[saved.reason] });
  }
  return redirect("/learning-center", { headers: await toastHeaders("Schedule entry updated") });
}

function refusedForm(
  values: Record<string, string>,
  refusal: Partial<ScheduleEntryActionData>,
): ScheduleEntryActionData {
  return { fieldErrors: {}, values, ...refusal };
}

export default function ScheduleEntryPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { entry, courses } = loaderData;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/learning-center" size="sm">
          Back to the Learning Center
        </Anchor>
        <Title order={1}>{entry ? "Edit schedule entry" : "Add schedule entry"}</Title>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <ScheduleEntryForm
            entry={entry}
            courses={courses}
            actionData={actionData}
            reloadTo={`/learning-center/schedule/${params.entryId}`}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
