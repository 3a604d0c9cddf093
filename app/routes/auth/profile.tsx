import { Anchor, Avatar, Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, redirect, useNavigation } from "react-router";
import { ImageUpload } from "~/components/image-upload";
import { PrivacySection } from "~/features/privacy/components/privacy-section";
import { findPendingDeletionRequest } from "~/features/privacy/deletion-requests.server";
import { profilePictureSchema } from "~/features/users/users.schema";
import { setProfilePicture } from "~/features/users/users.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { parseForm } from "~/lib/forms";
import { currentLocale } from "~/lib/i18n/current-locale";
import { LOCALE_NAMES } from "~/lib/i18n/locales";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import { ROLE_LABELS } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { changePasswordSchema } from "~/platform/auth/auth.schema";
import { changeOwnPassword, PASSWORD_CHANGED } from "~/platform/auth/change-password.server";
import { CHANGE_PASSWORD_INTENT, ChangePasswordForm } from "~/platform/auth/components/change-password-form";
import { requireUser, type SessionUser } from "~/platform/auth/session.server";
import { getAuth, getDb } from "~/server/app-context.server";
import type { Route } from "./+types/profile";
import * as m from "./messages";

export const access = { read: "signed-in", write: "signed-in" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.profileTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const deletion = await findPendingDeletionRequest(getDb(), user.id);
  return { user, deletionRequestedAt: deletion?.created_at ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === CHANGE_PASSWORD_INTENT) return changePassword(request, user, formData);
  const parsed = parseForm(profilePictureSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  await setProfilePicture(getDb(), user.id, parsed.data.image);
  return redirect("/profile", { headers: await toastHeaders(m.pictureUpdated()) });
}

/** Changed: back to the profile, signed in with the new session (every other one has ended), with the notice. */
async function changePassword(request: Request, user: SessionUser, formData: FormData) {
  const parsed = parseForm(changePasswordSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const result = await changeOwnPassword(getDb(), getAuth(), {
    email: user.email,
    currentPassword: parsed.data.currentPassword,
    newPassword: parsed.data.password,
    address: clientAddress(request),
    headers: request.headers,
  });
  if (!result.ok) {
    const retryAfter = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return refusalReply(result, parsed.values, { headers: retryAfter });
  }
  const headers = await toastHeaders(PASSWORD_CHANGED);
  for (const cookie of result.setCookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/profile", { headers });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, deletionRequestedAt } = loaderData;
  const navigation = useNavigation();
  const passwordReply = actionData?.values?.intent === CHANGE_PASSWORD_INTENT ? actionData : null;
  const pictureReply = passwordReply ? null : actionData;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="lg">
          <Group gap="lg" wrap="nowrap">
            <Avatar src={user.image} alt="" size={96} radius={96} color="campus">
              {user.name.slice(0, 1).toUpperCase()}
            </Avatar>
            {/* miw 0: a long name or address wraps instead of widening a phone's page. */}
            <Stack gap={4} miw={0} style={{ overflowWrap: "anywhere" }}>
              <Title order={1} size="h2">
                {user.name}
              </Title>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {m.roleLabel()}
                </Text>
                <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
                <Text size="sm" c="dimmed">
                  {m.languageLabel()}
                </Text>
                <Text size="sm">{LOCALE_NAMES[user.locale ?? currentLocale()]}</Text>
              </Group>
              <Text size="sm">{user.email}</Text>
            </Stack>
          </Group>

          <Stack gap={4}>
            <Title order={2} size="h4">
              {m.bio()}
            </Title>
            <Text c={user.bio ? undefined : "dimmed"} style={{ whiteSpace: "pre-line" }}>
              {user.bio || m.noBio()}
            </Text>
          </Stack>

          <Anchor component={Link} to="/edit-profile" fw={600}>
            {m.editProfileTitle()}
          </Anchor>

          <Form method="post">
            <Stack gap="sm">
              <ImageUpload
                name="image"
                label={m.profilePicture()}
                defaultValue={user.image}
                error={pictureReply?.fieldErrors?.image}
              />
              <Group>
                <Button
                  type="submit"
                  variant="light"
                  loading={navigation.state === "submitting" && navigation.formAction === "/profile"}
                >
                  {m.savePicture()}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "xl" }} mt="lg" radius="md">
        <ChangePasswordForm reply={passwordReply} />
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "xl" }} mt="lg" radius="md">
        <Group justify="space-between" gap="sm">
          <Text>{m.myLearningNote()}</Text>
          <Button component={Link} to="/my-learning" variant="light">
            {m.goToMyLearning()}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "xl" }} mt="lg" radius="md">
        <PrivacySection deletionRequestedAt={deletionRequestedAt} />
      </Paper>
    </Container>
  );
}
