import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { data, redirect } from "react-router";
import { AddFormDialog } from "~/features/forms/components/add-form-dialog";
import { FormsTable, type FormsTableRow } from "~/features/forms/components/forms-table";
import { addFormFailedMessage, addFormLabel, FORM_INTENTS } from "~/features/forms/field-types";
import { addFormSchema } from "~/features/forms/form-document.schema";
import { createForm, listBuiltForms } from "~/features/forms/forms.server";
import { PUBLIC_FORMS } from "~/features/instructor-dashboard/public-forms";
import { summarisePublicForms } from "~/features/instructor-dashboard/public-forms.server";
import { formatDateTime } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/forms";
import * as m from "./messages";

// Instructors see and add their own forms, admins every form (docs/decisions/0025-forms.md).
export const access = { read: "staff", write: { [FORM_INTENTS.add]: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.forms(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const db = getDb();
  const timeZone = await getSiteTimeZone(db);
  const [built, builtIn] = await Promise.all([listBuiltForms(db, user, timeZone), summarisePublicForms(db)]);
  const builtInRows: FormsTableRow[] = PUBLIC_FORMS.map((form) => {
    const summary = builtIn.find((entry) => entry.id === form.id);
    return {
      id: form.id,
      title: form.title,
      status: "built-in",
      statusLabel: "Built in",
      responseCount: summary?.total ?? 0,
      lastResponseAt: summary?.lastSubmittedAt ? formatDateTime(summary.lastSubmittedAt, timeZone) : null,
      publicPath: form.page,
    };
  });
  return { rows: [...built, ...builtInRows] satisfies FormsTableRow[] };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== FORM_INTENTS.add) {
    return data({ ok: false, formError: "Unknown action.", fieldErrors: {} }, { status: 400 });
  }
  const parsed = addFormSchema.safeParse({ title: formData.get("title") ?? "" });
  if (!parsed.success) {
    return data(
      { ok: false, formError: addFormFailedMessage(), fieldErrors: { title: parsed.error.issues[0]?.message ?? "" } },
      { status: 400 },
    );
  }
  try {
    const { id } = await createForm(getDb(), user, parsed.data.title);
    return redirect(`/instructor/form/${id}`);
  } catch (error) {
    logger.error("adding a form failed", { error: String(error) });
    return data({ ok: false, formError: addFormFailedMessage(), fieldErrors: {} }, { status: 500 });
  }
}

export default function InstructorForms({ loaderData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {m.forms()}
          </Title>
          <Text c="var(--campus-text-muted)">{m.formsIntro()}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
          {addFormLabel()}
        </Button>
      </Group>
      <FormsTable rows={loaderData.rows} />
      <AddFormDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
