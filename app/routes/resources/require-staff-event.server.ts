import { findEvent } from "~/features/events/events.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** The event downloads' one guard: an instructor or admin, and an event that exists (else the 404 page). */
export async function requireStaffEvent(request: Request, eventId: string) {
  await requireInstructor(request);
  const event = await findEvent(getDb(), eventId);
  if (!event) throw refusalResponse(refuse("missing", m.eventNotFound()));
  return event;
}
