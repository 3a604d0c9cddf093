import { Button, Group, Stack } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { Form } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { FormPageHeader, ResponseDetail } from "~/features/forms/components/responses-view";
import { FORM_INTENTS } from "~/features/forms/field-types";
import { loadOneResponse } from "~/features/forms/responses-page.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/form-response";
import * as m from "./messages";

// Deleting posts to the responses list (form-responses.tsx), which takes the response id in the body.
export const access = { read: "form-owner" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.responseTitle({ title: loaderData.form.title }) : m.response(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const loaded = await loadOneResponse(getDb(), user, params.formId, params.responseId);
  if (!loaded.ok) throw refusalResponse(loaded);
  return { form: loaded.form, response: loaded.response };
}

export default function FormResponse({ loaderData }: Route.ComponentProps) {
  const formId = `delete-response-${loaderData.response.id}`;
  return (
    <Stack gap="lg">
      <FormPageHeader form={loaderData.form} current="response" />
      <ResponseDetail response={loaderData.response} />
      <Form method="post" id={formId} action={`/instructor/form/${loaderData.form.id}/responses`}>
        <input type="hidden" name="intent" value={FORM_INTENTS.deleteResponse} />
        <input type="hidden" name="responseId" value={loaderData.response.id} />
      </Form>
      <Group>
        <Button
          color="var(--campus-danger-strong)"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={async () => {
            const confirmed = await confirmAction({
              title: m.deleteResponse(),
              message: m.deleteResponseConfirm(),
              confirmLabel: m.deleteLabel(),
              danger: true,
            });
            if (confirmed) (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
          }}
        >
          {m.deleteResponse()}
        </Button>
      </Group>
    </Stack>
  );
}
