import { Anchor, Button, Container, Stack, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { Link, redirect, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { listEmbeddableForms } from "~/features/forms/public-form.server";
import { SitePageForm } from "~/features/site-pages/site-page-form";
import { DELETE_PAGE_INTENT } from "~/features/site-pages/site-page-view";
import { deleteSitePageById, loadSitePageForEditing } from "~/features/site-pages/site-page-views.server";
import { PAGE_DELETED_MESSAGE, PAGE_SAVED_MESSAGE, sitePageSchema } from "~/features/site-pages/site-pages.schema";
import { updateSitePage } from "~/features/site-pages/site-pages.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/edit-page";
import * as m from "./messages";

export const access = { read: "staff", write: { save: "staff", [DELETE_PAGE_INTENT]: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.editPageNamed({ title: loaderData.page.title }) : m.editPage(), matches);

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
  return redirect("/page-builder", { headers: await toastHeaders(PAGE_DELETED_MESSAGE()) });
}

/** The admin's text comes back with any refusal, so the form keeps it: nothing typed is lost. */
async function savePage(pageId: string, formData: FormData) {
  const parsed = parseForm(sitePageSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const { version } = parsed.data;
  if (version === undefined) {
    return refusalReply(refuse("invalid", m.versionMissing()), parsed.values);
  }
  const saved = await updateSitePage(getDb(), pageId, { ...parsed.data, version });
  if (saved.ok) return redirect("/page-builder", { headers: await toastHeaders(PAGE_SAVED_MESSAGE()) });
  if (saved.reason === "missing") throw refusalResponse(saved);
  return refusalReply(saved, parsed.values);
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const submit = useSubmit();

  const deletePage = async () => {
    const confirmed = await confirmAction({
      title: m.deletePage(),
      message: m.deleteConfirm({ title: page.title }),
      danger: true,
    });
    if (confirmed) submit({ intent: DELETE_PAGE_INTENT }, { method: "post" });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/page-builder">
          {m.backToPages()}
        </Anchor>
        <Title order={1}>{m.editPage()}</Title>
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
              {m.deleteButton()}
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}
