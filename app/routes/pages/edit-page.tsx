import { Anchor, Button, Container, Stack, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { data, Link, redirect, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { listEmbeddableForms } from "~/features/forms/public-form.server";
import { SitePageForm } from "~/features/site-pages/site-page-form";
import { DELETE_PAGE_INTENT } from "~/features/site-pages/site-page-view";
import {
  deleteSitePageById,
  loadSitePageForEditing,
  saveSitePageFromForm,
} from "~/features/site-pages/site-page-views.server";
import { PAGE_DELETED_MESSAGE, PAGE_SAVED_MESSAGE } from "~/features/site-pages/site-pages.schema";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/edit-page";

export const access = { read: "staff", write: { save: "staff", [DELETE_PAGE_INTENT]: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? `Edit page: ${loaderData.page.title}` : "Edit page", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const [loaded, formOptions] = await Promise.all([
    loadSitePageForEditing(getDb(), params.pageId),
    listEmbeddableForms(getDb()),
  ]);
  if (!loaded.ok) throw refusalResponse(loaded);
  return { page: loaded.page, formOptions };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireInstructor(request);
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case DELETE_PAGE_INTENT:
      return deletePage(params.pageId);
    default:
      return savePage(params.pageId, formData);
  }
}

async function deletePage(pageId: string) {
  const deleted = await deleteSitePageById(getDb(), pageId);
  if (!deleted.ok) throw refusalResponse(deleted);
  return redirect("/page-builder", { headers: await toastHeaders(PAGE_DELETED_MESSAGE) });
}

async function savePage(pageId: string, formData: FormData) {
  const saved = await saveSitePageFromForm(getDb(), pageId, formData);
  if (saved.ok) return redirect("/page-builder", { headers: await toastHeaders(PAGE_SAVED_MESSAGE) });
  if (saved.reason === "missing") throw refusalResponse(saved);
  // The admin's text comes back in values, so the form keeps it: nothing typed is lost.
  const formError = saved.fieldErrors ? null : (saved.message ?? null);
  return data(
    { fieldErrors: saved.fieldErrors ?? {}, values: saved.values, formError },
    { status: STATUS_FOR_REASON[saved.reason] },
  );
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
    if (confirmed) submit({ intent: DELETE_PAGE_INTENT }, { method: "post" });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/page-builder">
          Back to pages
        </Anchor>
        <Title order={1}>Edit page</Title>
        <SitePageForm
          formOptions={loaderData.formOptions}
          key={page.version}
          page={page}
          actionData={actionData}
          reloadTo={`/edit-page/${page.id}`}
          extraActions={
            <Button
              type="button"
              color="var(--campus-danger-strong)"
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
