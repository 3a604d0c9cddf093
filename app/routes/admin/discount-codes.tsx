import { data } from "react-router";
import { DiscountCodesPage } from "~/features/selling/components/discount-codes-page";
import {
  CREATE_DISCOUNT_INTENT,
  DEACTIVATE_DISCOUNT_INTENT,
  discountIntentSchema,
  UPDATE_DISCOUNT_INTENT,
} from "~/features/selling/selling-admin.schema";
import { changeDiscountCode, listDiscountCodes } from "~/features/selling/selling-admin.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/discount-codes";
import * as m from "./messages";

/** Admin › Discount codes (decision 0082): list, add, edit at a version, deactivate. */
export const access = {
  read: "admin",
  write: {
    [CREATE_DISCOUNT_INTENT]: "admin",
    [UPDATE_DISCOUNT_INTENT]: "admin",
    [DEACTIVATE_DISCOUNT_INTENT]: "admin",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.discountCodes(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  return { codes: await listDiscountCodes(db) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = parseForm(discountIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const changed = await changeDiscountCode(getDb(), parsed.data);
  if (!changed.ok) return refusalReply(changed, parsed.values);
  return data(acceptedReply(), { headers: await toastHeaders(changed.message) });
}

export default function AdminDiscountCodes({ loaderData }: Route.ComponentProps) {
  return <DiscountCodesPage {...loaderData} />;
}
