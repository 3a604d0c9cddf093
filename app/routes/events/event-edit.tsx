import { Container, Paper } from "@mantine/core";
import { redirect } from "react-router";
import { requireInstructor } from "~/features/auth/session.server";
import { EventForm, eventFormValues } from "~/features/events/components/event-form";
import { eventFormSchema } from "~/features/events/event.schema";
import { createEvent, findEvent, updateEvent } from "~/features/events/events.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readLoadedVersion, VERSION_FIELD } from "~/lib/record-version";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/event-edit";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

const NEW_EVENT_ID = "new";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.event ? `Edit ${loaderData.event.title}` : "New event", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  if (params.eventId === NEW_EVENT_ID) return { event: null };
  const event = await findEvent(getDb(), params.eventId);
  if (!event) throw refusalResponse(refuse("missing", "Event not found"));
  return { event };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const formData = await readFormData(request);
  const parsed = parseForm(eventFormSchema, formData);
  if (!parsed.ok) return invalidReply(parsed, "Please correct the fields marked below.");
  const db = getDb();
  if (params.eventId === NEW_EVENT_ID) {
    const id = await createEvent(db, parsed.data, user.id);
    return redirect(`/manage-events?event=${id}`, { headers: await toastHeaders("Event created") });
  }
  const loaded = readLoadedVersion(formData);
  const saved = loaded.ok ? await updateEvent(db, params.eventId, loaded.version, parsed.data) : loaded;
  if (!saved.ok) {
    if (saved.reason === "missing") throw refusalResponse(saved);
    // What the instructor typed comes back in values, so the form keeps it.
    return refusalReply(saved, parsed.values);
  }
  return redirect(`/manage-events?event=${params.eventId}`, { headers: await toastHeaders("Event saved") });
}

export default function EventEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <EventForm
          key={event?.id ?? NEW_EVENT_ID}
          heading={event ? "Edit event" : "New event"}
          values={actionData?.values ?? eventFormValues(event)}
          // After a refused save the form keeps the version it was loaded at, not a newer one.
          version={actionData?.values?.[VERSION_FIELD] ?? event?.version}
          fieldErrors={actionData?.fieldErrors}
          formError={actionData?.formError}
          reloadTo={actionData?.isStale ? `/event/${event?.id}` : undefined}
        />
      </Paper>
    </Container>
  );
}
