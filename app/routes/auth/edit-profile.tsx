import {
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, redirect, useNavigation } from "react-router";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { editProfileSchema } from "~/features/users/users.schema";
import { findOwnProfile, updateOwnProfile } from "~/features/users/users.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm, useFormValidation } from "~/lib/forms";
import { currentLocale } from "~/lib/i18n/current-locale";
import { isLocale, LOCALE_NAMES, LOCALES } from "~/lib/i18n/locales";
import { languageCookie } from "~/lib/i18n/profile-language.server";
import { pageTitle } from "~/lib/page-title";
import { readLoadedVersion, VERSION_FIELD } from "~/lib/record-version";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/edit-profile";
import * as m from "./messages";

export const access = { read: "signed-in", write: "signed-in" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.editProfileTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const sessionUser = await requireUser(request);
  const user = await findOwnProfile(getDb(), sessionUser.id);
  if (!user) throw refusalResponse(refuse("missing", m.accountGone()));
  return { user };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  // The role is not a field of this form; a role sent anyway is ignored (only admins change roles).
  const parsed = parseForm(editProfileSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const loaded = readLoadedVersion(formData);
  const result = loaded.ok ? await updateOwnProfile(getDb(), user.id, loaded.version, parsed.data) : loaded;
  if (!result.ok && !("reason" in result))
    return refusalReply(refuse("invalid", undefined, result.fieldErrors), parsed.values);
  // What the person typed comes back in values, so the form keeps it.
  if (!result.ok) return refusalReply(result, parsed.values);
  const headers = await toastHeaders(m.profileUpdated());
  // The next page in the language just chosen: the edge reads the cookie (decision 0106-languages).
  if (parsed.data.locale) headers.append("Set-Cookie", languageCookie(parsed.data.locale));
  return redirect("/profile", { headers });
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigation = useNavigation();
  const { formProps, fieldProps } = useFormValidation(editProfileSchema, {
    serverErrors: actionData?.fieldErrors,
    values: actionData?.values,
  });
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Form method="post" noValidate {...formProps}>
          {/* After a refused save the form keeps the version it was loaded at, not a newer one. */}
          <input type="hidden" name={VERSION_FIELD} value={actionData?.values?.[VERSION_FIELD] ?? user.version} />
          <Stack gap="md">
            <Title order={1} size="h2">
              {m.editProfileTitle()}
            </Title>
            {actionData && "formError" in actionData && actionData.formError ? (
              actionData.isStale ? (
                <StaleSaveNotice message={actionData.formError} reloadTo="/edit-profile" />
              ) : (
                <Text c="red.9" role="alert">
                  {actionData.formError}
                </Text>
              )
            ) : null}
            <TextInput label={m.name()} required autoComplete="name" {...fieldProps("name", user.name)} />
            <TextInput
              label={m.email()}
              type="email"
              required
              autoComplete="email"
              {...fieldProps("email", user.email)}
            />
            <Textarea label={m.bio()} autosize minRows={4} maxLength={1000} {...fieldProps("bio", user.bio ?? "")} />
            <NativeSelect
              label={m.language()}
              description={m.languageDescription()}
              data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
              {...fieldProps("locale", isLocale(user.locale) ? user.locale : currentLocale())}
            />
            <Group>
              <Button type="submit" loading={navigation.state === "submitting"}>
                {m.update()}
              </Button>
              <Anchor component={Link} to="/profile">
                {m.cancel()}
              </Anchor>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
