import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm, useFormValidation } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { findUserIdOfResetToken, markEmailConfirmed } from "~/platform/auth/account.server";
import { resetPasswordSchema } from "~/platform/auth/auth.schema";
import { AuthCard } from "~/platform/auth/components/auth-card";
import { getAuth, getDb } from "~/server/app-context.server";
import type { Route } from "./+types/reset-password";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

// Loaded when the form is first used, so zod is not part of the page's initial JavaScript.
const loadResetPasswordSchema = () =>
  import("~/platform/auth/auth.schema").then((module) => module.resetPasswordSchema);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Choose a new password",
    description: "Choose a new password for your account from the link we emailed you.",
    noIndex: true,
  });

const INVALID_LINK = "This reset link is invalid or has expired. Ask for a new one.";

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(resetPasswordSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const { token, password } = parsed.data;
  const userId = await findUserIdOfResetToken(getDb(), token);
  const response = await getAuth().api.resetPassword({ body: { newPassword: password, token }, asResponse: true });
  if (!response.ok) return refusalReply(refuse("invalid", INVALID_LINK));
  // The link reached the inbox: that confirms the address of an account never confirmed.
  if (userId) await markEmailConfirmed(getDb(), userId);
  return redirect("/sign-in", { headers: await toastHeaders("Your password has been changed. Please sign in.") });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const token = searchParams.get("token") ?? "";
  const linkError = searchParams.get("error") ? INVALID_LINK : null;
  const { errors, formProps, fieldProps } = useFormValidation(loadResetPasswordSchema, {
    serverErrors: actionData?.fieldErrors,
  });
  const formError = actionData?.formError ?? linkError ?? errors.token ?? (token ? null : INVALID_LINK);
  return (
    <AuthCard title="Choose a new password">
      {formError ? (
        <Alert color="red" role="alert">
          {formError}{" "}
          <Anchor component={Link} to="/forgot-password">
            Send a new link
          </Anchor>
        </Alert>
      ) : null}
      <Form method="post" noValidate {...formProps}>
        <input type="hidden" name="token" value={token} />
        <Stack gap="sm">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters"
            required
            {...fieldProps("password")}
          />
          <PasswordInput
            label="Repeat new password"
            autoComplete="new-password"
            required
            {...fieldProps("confirmPassword")}
          />
          <Button type="submit" loading={navigation.state === "submitting"}>
            Save new password
          </Button>
        </Stack>
      </Form>
      <Text size="sm">
        <Anchor component={Link} to="/sign-in">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
