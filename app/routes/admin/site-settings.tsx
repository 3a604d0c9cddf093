import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { data, Form, redirect, useNavigation } from "react-router";
import { ImageUpload } from "~/components/image-upload";
import { requireAdmin } from "~/features/auth/session.server";
import { siteSettingsSchema } from "~/features/site-settings/site-settings.schema";
import { loadSiteSettingsView, updateSiteSettings } from "~/features/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { parseForm, useSchemaValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/site-settings";

export const access = { read: "admin", write: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Site settings", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await loadSiteSettingsView(getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = parseForm(siteSettingsSchema, await readFormData(request));
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, { status: 400 });
  const result = await updateSiteSettings(getDb(), parsed.data);
  if (!result.ok) {
    return data(
      { fieldErrors: {}, values: parsed.values, formError: result.message ?? null },
      { status: STATUS_FOR_REASON[result.reason] },
    );
  }
  return redirect("/admin", { headers: await toastHeaders("Settings saved") });
}

export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const navigation = useNavigation();
  const { errors, onSubmit, clearError } = useSchemaValidation(siteSettingsSchema, actionData?.fieldErrors);
  const values = actionData?.values;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="version" value={settings.version} />
        <Stack gap="md">
          <Title order={2} size="h3">
            Site settings
          </Title>
          {actionData?.formError ? (
            <Alert color="orange" role="alert">
              {actionData.formError}
            </Alert>
          ) : null}
          <TextInput
            label="Site name"
            name="siteName"
            required
            description="Shown in the navigation bar and in every page title."
            defaultValue={values?.siteName ?? settings.siteName}
            error={errors.siteName}
            onChange={() => clearError("siteName")}
          />
          <ImageUpload
            name="logoUrl"
            label="Logo"
            defaultValue={values?.logoUrl ?? settings.logoUrl}
            error={errors.logoUrl}
          />
          <TextInput
            label="Notification mailbox"
            name="notificationEmail"
            type="email"
            required
            description="Enquiries, bookings and quote requests are sent here."
            defaultValue={values?.notificationEmail ?? settings.notificationEmail}
            error={errors.notificationEmail}
            onChange={() => clearError("notificationEmail")}
          />
          <Textarea
            label="About"
            name="aboutText"
            required
            autosize
            minRows={5}
            description="The about text on the home page."
            defaultValue={values?.aboutText ?? settings.aboutText}
            error={errors.aboutText}
            onChange={() => clearError("aboutText")}
          />
          <Group>
            <Button type="submit" loading={navigation.state === "submitting"}>
              Save
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
