import { Anchor, Container, Paper, Stack, Title } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import {
  type ScheduleEntryActionData,
  ScheduleEntryForm,
} from "~/features/training-schedule/components/schedule-entry-form";
import {
  deleteEntry,
  findEntryForEditing,
  saveEntryFromForm,
} from "~/features/training-schedule/schedule-entry-edit.server";
import {
  DELETE_SCHEDULE_ENTRY_INTENT,
  type ScheduleEntryFormView,
} from "~/features/training-schedule/schedule-entry-form-view";
import { listCoursesForSchedule } from "~/features/training-schedule/training-schedule.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/schedule-entry";

export const access = {
  read: "staff",
  write: { save: "staff", [DELETE_SCHEDULE_ENTRY_INTENT]: "staff" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.entry ? "Edit schedule entry" : "Add schedule entry", matches);

async function requireEntry(entryId: string) {
  const found = await findEntryForEditing(getDb(), entryId);
  if (!found.ok) throw refusalResponse(found);
  return found.entry;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const [entry, courses] = await Promise.all([requireEntry(params.entryId), listCoursesForSchedule(getDb())]);
  return { entry, courses };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireInstructor(request);
  const entry = await requireEntry(params.entryId);
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case DELETE_SCHEDULE_ENTRY_INTENT:
      return deleteAndReturn(entry);
    default:
      return saveAndReturn(entry, formData);
  }
}

async function deleteAndReturn(entry: ScheduleEntryFormView | null) {
  const deleted = await deleteEntry(getDb(), entry);
  if (!deleted.ok) throw refusalResponse(deleted);
  return redirect("/learning-center", { headers: await toastHeaders("Schedule entry deleted") });
}

async function saveAndReturn(entry: ScheduleEntryFormView | null, formData: FormData) {
  const saved = await saveEntryFromForm(getDb(), entry, formData);
  if (saved.ok) return redirect("/learning-center", { headers: await toastHeaders(saved.toast) });
  if (saved.reason === "missing") throw refusalResponse(saved);
  // What the instructor typed comes back in values, so the form keeps it.
  const answer: ScheduleEntryActionData = saved.fieldErrors
    ? { fieldErrors: saved.fieldErrors, values: saved.values }
    : { fieldErrors: {}, values: saved.values, formError: saved.message, isStale: saved.reason === "stale" };
  return data(answer, { status: STATUS_FOR_REASON[saved.reason] });
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
