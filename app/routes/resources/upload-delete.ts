import { data } from "react-router";
import { deleteUpload } from "~/features/uploads/uploads.server";
import { getEnvironment } from "~/lib/env.server";
import { STATUS_FOR_REASON } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/upload-delete";
import * as m from "./messages";

export const access = { write: "uploader" } satisfies RouteAccess;

/** DELETE (or POST) /api/uploads/:uploadId removes the file; only its uploader or an admin may. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE" && request.method !== "POST") {
    return data({ error: m.deleteOnly() }, { status: 405 });
  }
  const user = await requireUser(request);
  const result = await deleteUpload(getDb(), getEnvironment().uploadDirectory, params.uploadId, user);
  if (!result.ok) return data({ error: result.message }, { status: STATUS_FOR_REASON[result.reason] });
  return data({ deleted: true });
}
