import { Alert, Button, Group, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { Form, redirect, useNavigation } from "react-router";
import { ImageUpload } from "~/components/image-upload";
import { SiteSettingsNav } from "~/features/site-content/components/site-settings-nav";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { listTimeZones } from "~/lib/dates";
import { parseForm, useFormValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { ContactDetailsFields } from "~/platform/site-settings/components/contact-details-fields";
import { SupplierDetailsFields } from "~/platform/site-settings/components/supplier-details-fields";
import { siteSettingsSchema } from "~/platform/site-settings/site-settings.schema";
import { loadSiteSettingsView, updateSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/site-settings";

export const access = { read: "admin", write: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Site settings", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await loadSiteSettingsView(getDb()), timeZones: listTimeZones() };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = parseForm(siteSettingsSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const result = await updateSiteSettings(getDb(), parsed.data);
  if (!result.ok) return refusalReply(result, parsed.values);
  return redirect("/admin", { headers: await toastHeaders("Settings saved") });
}

export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, timeZones } = loaderData;
  const navigation = useNavigation();
  const { formProps, fieldProps } = useFormValidation(siteSettingsSchema, {
    serverErrors: actionData?.fieldErrors,
    values: actionData?.values,
  });
  return (
    <>
      <SiteSettingsNav current="Settings" />
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Form method="post" noValidate {...formProps}>
          <input type="hidden" name="version" value={settings.version} />
          <Stack gap="md">
            <Title order={1} size="h2">
              Site settings
            </Title>
            {actionData?.formError ? (
              <Alert color="orange" role="alert">
                {actionData.formError}
              </Alert>
            ) : null}
            <TextInput
              label="Site name"
              required
              description="Shown in the navigation bar and in every page title."
              {...fieldProps("siteName", settings.siteName)}
            />
            <ImageUpload label="Logo" {...fieldProps("logoUrl", settings.logoUrl)} />
            <TextInput
              label="Notification mailbox"
              type="email"
              required
              description="Enquiries, bookings and quote requests are sent here."
              {...fieldProps("notificationEmail", settings.notificationEmail)}
            />
            <Textarea
              label="About"
              required
              autosize
              minRows={5}
              description="The about text on the home page."
              {...fieldProps("aboutText", settings.aboutText)}
            />
            <NativeSelect
              label="Time zone"
              required
              description="Every date and time on the site, in PDFs, emails and calendar invitations is shown in this zone."
              data={timeZones}
              {...fieldProps("timeZone", settings.timeZone)}
            />
            <ContactDetailsFields contact={settings.contact} fieldProps={fieldProps} />
            <SupplierDetailsFields supplier={settings.supplier} fieldProps={fieldProps} />
            <Group>
              <Button type="submit" loading={navigation.state === "submitting"}>
                Save
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
