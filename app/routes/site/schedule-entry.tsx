import { Anchor, Container, Paper, Stack, Title } from "@mantine/core";
import { Link, redirect } from "react-router";
import { ScheduleEntryForm } from "~/features/training-schedule/components/schedule-entry-form";
import { deleteEntry, findEntryForEditing, saveEntry } from "~/features/training-schedule/schedule-entry-edit.server";
import {
  DELETE_SCHEDULE_ENTRY_INTENT,
  type ScheduleEntryFormView,
} from "~/features/training-schedule/schedule-entry-form-view";
import { scheduleEntrySchema } from "~/features/training-schedule/training-schedule.schema";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readLoadedVersion } from "~/lib/record-version";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/schedule-entry";
import * as m from "./messages";

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
  // The catalogue course is searched on the server as the instructor types (decision 0136-course-pickers).
  return { entry: await requireEntry(params.entryId) };
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
  return redirect("/learning-center", { headers: await toastHeaders(m.scheduleEntryDeletedToast()) });
}

/** What the instructor typed comes back with any refusal, so the form keeps it. */
async function saveAndReturn(entry: ScheduleEntryFormView | null, formData: FormData) {
  const parsed = parseForm(scheduleEntrySchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  // A new entry has no version yet; an edit names the one it was loaded at (decision 0015).
  const loaded = entry ? readLoadedVersion(formData) : { ok: true as const, version: 1 };
  const saved = loaded.ok ? await saveEntry(getDb(), entry, parsed.data, loaded.version) : loaded;
  if (saved.ok) return redirect("/learning-center", { headers: await toastHeaders(saved.toast) });
  if (saved.reason === "missing") throw refusalResponse(saved);
  return refusalReply(saved, parsed.values);
}

export default function ScheduleEntryPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { entry } = loaderData;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/learning-center" size="sm">
          {m.backToLearningCenter()}
        </Anchor>
        <Title order={1}>{entry ? m.editScheduleEntry() : m.addScheduleEntry()}</Title>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <ScheduleEntryForm
            entry={entry}
            actionData={actionData}
            reloadTo={`/learning-center/schedule/${params.entryId}`}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
