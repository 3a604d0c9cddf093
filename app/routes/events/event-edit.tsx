import { Container, Paper, Stack } from "@mantine/core";
import { redirect } from "react-router";
import { cancelEvent, saveEventAndTellBookings } from "~/features/bookings/event-changes.server";
import { CANCEL_EVENT_INTENT, CancelEventPanel } from "~/features/events/components/cancel-event-panel";
import { EventForm, eventFormValues } from "~/features/events/components/event-form";
import { eventFormSchema } from "~/features/events/event.schema";
import { createEvent, findEvent, isKnownCpdBody, listCpdBodyChoices } from "~/features/events/events.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { formatDateTime } from "~/lib/dates";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readLoadedVersion, VERSION_FIELD } from "~/lib/record-version";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/event-edit";
import * as m from "./messages";

export const access = {
  read: "staff",
  // "save" (the form posts no intent) and "Cancel event"; deletion-like, so it goes last.
  write: { save: "staff", [CANCEL_EVENT_INTENT]: "staff" },
} satisfies RouteAccess;

const NEW_EVENT_ID = "new";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.event ? m.edit({ title: loaderData.event.title }) : m.newEvent(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const cpdBodies = await listCpdBodyChoices(getDb());
  if (params.eventId === NEW_EVENT_ID) return { event: null, cancelledOn: null, cpdBodies };
  const event = await findEvent(getDb(), params.eventId);
  if (!event) throw refusalResponse(refuse("missing", m.eventNotFound()));
  const cancelledOn = event.cancelledAt ? formatDateTime(event.cancelledAt, await getSiteTimeZone(getDb())) : null;
  return { event, cancelledOn, cpdBodies };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const formData = await readFormData(request);
  const db = getDb();
  const { baseUrl } = getEnvironment();
  if (formData.get("intent") === CANCEL_EVENT_INTENT && params.eventId !== NEW_EVENT_ID) {
    const cancelled = await cancelEvent(db, params.eventId, { baseUrl });
    if (!cancelled.ok) throw refusalResponse(cancelled);
    return redirect(`/manage-events?event=${params.eventId}`, {
      headers: await toastHeaders(m.eventCancelledPeopleEmailed({ notified: cancelled.notified })),
    });
  }
  const parsed = parseForm(eventFormSchema, formData);
  if (!parsed.ok) return invalidReply(parsed, m.correctFieldsBelow());
  if (!(await isKnownCpdBody(db, parsed.data.cpdBodyId))) {
    const message = m.chooseAccreditingBody();
    return refusalReply(refuse("invalid", message, { cpdBodyId: message }), parsed.values);
  }
  if (params.eventId === NEW_EVENT_ID) {
    const id = await createEvent(db, parsed.data, user.id);
    return redirect(`/manage-events?event=${id}`, { headers: await toastHeaders(m.eventCreated()) });
  }
  const loaded = readLoadedVersion(formData);
  const saved = loaded.ok
    ? await saveEventAndTellBookings(db, params.eventId, loaded.version, parsed.data, { baseUrl })
    : loaded;
  if (!saved.ok) {
    if (saved.reason === "missing") throw refusalResponse(saved);
    // What the instructor typed comes back in values, so the form keeps it.
    return refusalReply(saved, parsed.values);
  }
  const told = saved.notified ? `; ${saved.notified} people emailed the new details` : "";
  return redirect(`/manage-events?event=${params.eventId}`, { headers: await toastHeaders(m.eventSaved({ told })) });
}

export default function EventEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, cancelledOn, cpdBodies } = loaderData;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          <EventForm
            key={event?.id ?? NEW_EVENT_ID}
            heading={event ? m.editEvent() : m.newEvent()}
            values={actionData?.values ?? eventFormValues(event)}
            // After a refused save the form keeps the version it was loaded at, not a newer one.
            version={actionData?.values?.[VERSION_FIELD] ?? event?.version}
            fieldErrors={actionData?.fieldErrors}
            formError={actionData?.formError}
            reloadTo={actionData?.isStale ? `/event/${event?.id}` : undefined}
            cpdBodies={cpdBodies}
          />
        </Paper>
        {event ? <CancelEventPanel title={event.title} cancelledOn={cancelledOn} /> : null}
      </Stack>
    </Container>
  );
}
