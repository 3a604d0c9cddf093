import { findOrderFor } from "~/features/selling/pro-forma.server";
import { refusalResponse } from "~/lib/refusal";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";

/** The order in the URL for its buyer or an admin; a visitor signs in first, anyone else gets 404. */
export async function requireOrderOfBuyer(request: Request, orderId: string) {
  const user = await requireUser(request);
  const found = await findOrderFor(getDb(), user, orderId);
  if (!found.ok) throw refusalResponse(found);
  return { user, order: found.order, isBuyer: found.isBuyer };
}
