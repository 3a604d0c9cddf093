import { Container, Paper } from "@mantine/core";
import { PublicForm } from "~/features/forms/components/public-form";
import { loadPublicForm } from "~/features/forms/public-form.server";
import { SIGNED_FORM_PAGE_HEADERS } from "~/features/forms/spam-guard.server";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/public-form";
import * as m from "./messages";
import { answerPublicFormPost } from "./public-form-post.server";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData?.form.title ?? m.formNotFound(),
    description:
      loaderData?.form.description || (loaderData ? m.fillInThisFormOnline({ title: loaderData.form.title }) : ""),
  });

/**
 * An open or closed form at /f/{slug}, inside the site frame; a draft is not found. A taken response
 * comes back here with ?sent (post/redirect/get: the page is a plain document and a reload must not
 * send the answers again, decision 0057), where the form's thank-you message shows in its place.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const loaded = await loadPublicForm(getDb(), params.slug, getEnvironment().authSecret);
  if (!loaded.ok) throw refusalResponse(loaded);
  return { form: loaded.form, sent: new URL(request.url).searchParams.has("sent") };
}

export const headers: Route.HeadersFunction = () => SIGNED_FORM_PAGE_HEADERS;

export async function action({ request, params }: Route.ActionArgs) {
  return answerPublicFormPost(request, params.slug);
}

export default function PublicFormPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <PublicForm
          form={loaderData.form}
          reply={loaderData.sent ? { ok: true, thankYouMessage: loaderData.form.thankYouMessage } : actionData}
        />
      </Paper>
    </Container>
  );
}
