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
import * as m from "./messages";

export const access = { read: "admin", write: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.siteSettings(), matches);

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
  return redirect("/admin", { headers: await toastHeaders(m.settingsSaved()) });
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
              {m.siteSettings()}
            </Title>
            {actionData?.formError ? (
              <Alert color="orange" role="alert">
                {actionData.formError}
              </Alert>
            ) : null}
            <TextInput
              label={m.siteName()}
              required
              description={m.shownInTheNavigationBar()}
              {...fieldProps("siteName", settings.siteName)}
            />
            <ImageUpload label={m.logo()} {...fieldProps("logoUrl", settings.logoUrl)} />
            <TextInput
              label={m.notificationMailbox()}
              type="email"
              required
              description={m.enquiriesBookingsAndQuoteRequests()}
              {...fieldProps("notificationEmail", settings.notificationEmail)}
            />
            <Textarea
              label={m.about()}
              required
              autosize
              minRows={5}
              description={m.theAboutTextOnThe()}
              {...fieldProps("aboutText", settings.aboutText)}
            />
            <NativeSelect
              label={m.timeZone()}
              required
              description={m.everyDateAndTimeOn()}
              data={timeZones}
              {...fieldProps("timeZone", settings.timeZone)}
            />
            <ContactDetailsFields contact={settings.contact} fieldProps={fieldProps} />
            <SupplierDetailsFields supplier={settings.supplier} fieldProps={fieldProps} />
            <Group>
              <Button type="submit" loading={navigation.state === "submitting"}>
                {m.save()}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
