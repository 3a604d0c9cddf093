import { Anchor, Container, Stack, Title } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import { listEmbeddableForms } from "~/features/forms/public-form.server";
import { SitePageForm } from "~/features/site-pages/site-page-form";
import { PAGE_SAVED_MESSAGE, sitePageSchema } from "~/features/site-pages/site-pages.schema";
import { createSitePage } from "~/features/site-pages/site-pages.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/add-page";
import * as m from "./messages";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.addPage(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return { formOptions: await listEmbeddableForms(getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireInstructor(request);
  const parsed = parseForm(sitePageSchema, await readFormData(request));
  if (!parsed.ok) {
    return data({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, { status: 400 });
  }
  await createSitePage(getDb(), parsed.data);
  return redirect("/page-builder", { headers: await toastHeaders(PAGE_SAVED_MESSAGE()) });
}

export default function AddPage({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/page-builder">
          {m.backToPages()}
        </Anchor>
        <Title order={1}>{m.addPage()}</Title>
        <SitePageForm actionData={actionData} formOptions={loaderData.formOptions} />
      </Stack>
    </Container>
  );
}
