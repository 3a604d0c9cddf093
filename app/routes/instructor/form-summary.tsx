import { Stack } from "@mantine/core";
import { FormPageHeader } from "~/features/forms/components/responses-view";
import { SummaryView } from "~/features/forms/components/summary-view";
import { loadSummaryPage } from "~/features/forms/responses-page.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/form-summary";
import * as m from "./messages";

export const access = { read: "form-owner" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.summaryTitle({ title: loaderData.form.title }) : m.summary(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const loaded = await loadSummaryPage(getDb(), user, params.formId);
  if (!loaded.ok) throw refusalResponse(loaded);
  return { form: loaded.form, total: loaded.total, questions: loaded.questions };
}

export default function FormSummary({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <FormPageHeader form={loaderData.form} current="summary" />
      <SummaryView total={loaderData.total} questions={loaderData.questions} />
    </Stack>
  );
}
