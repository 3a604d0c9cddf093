import { Anchor, Button, Container, Stack, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { data, Link, redirect, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { requireAdmin } from "~/features/auth/session.server";
import { SitePageForm } from "~/features/site-pages/site-page-form";
import {
  PAGE_DELETED_MESSAGE,
  PAGE_SAVED_MESSAGE,
  STALE_PAGE_MESSAGE,
  sitePageSchema,
} from "~/features/site-pages/site-pages.schema";
import { deleteSitePage, findSitePage, updateSitePage } from "~/features/site-pages/site-pages.server";
import { getDb } from "~/server/app-context.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/edit-page";

export const access = { read: "admin", write: { save: "admin", delete: "admin" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? `Edit page: ${loaderData.page.title}` : "Edit page", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await findSitePage(getDb(), params.pageId);
  if (!page) throw new Response("Page not found", { status: 404 });
  return { page };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const db = getDb();
  const formData = await readFormData(request);

  if (formData.get("intent") === "delete") {
    if (!(await deleteSitePage(db, params.pageId))) throw new Response("Page not found", { status: 404 });
    return redirect("/page-builder", { headers: await toastHeaders(PAGE_DELETED_MESSAGE) });
  }

  const parsed = parseForm(sitePageSchema, formData);
  if (!parsed.ok) {
    return data({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, { status: 400 });
  }
  const { version } = parsed.data;
  if (version === undefined) {
    return data(
      { fieldErrors: {}, values: parsed.values, formError: "The page version is missing. Reload and try again." },
      { status: 400 },
    );
  }
  const result = await updateSitePage(db, params.pageId, { ...parsed.data, version });
  if (!result.ok) {
    if (result.reason === "missing") throw new Response("Page not found", { status: 404 });
    // The admin's text comes back in values, so the form keeps it: nothing typed is lost.
    return data({ fieldErrors: {}, values: parsed.values, formError: STALE_PAGE_MESSAGE }, { status: 409 });
  }
  return redirect("/page-builder", { headers: await toastHeaders(PAGE_SAVED_MESSAGE) });
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const submit = useSubmit();

  const deletePage = async () => {
    const confirmed = await confirmAction({
      title: "Delete page",
      message: `Are you sure you want to proceed? "${page.title}" will be removed from the site for good.`,
      danger: true,
    });
    if (confirmed) submit({ intent: "delete" }, { method: "post" });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/page-builder">
          Back to pages
        </Anchor>
        <Title order={1}>Edit page</Title>
        <SitePageForm
          key={page.version}
          page={page}
          actionData={actionData}
          reloadTo={`/edit-page/${page.id}`}
          extraActions={
            <Button
              type="button"
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={deletePage}
            >
              Delete
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}
