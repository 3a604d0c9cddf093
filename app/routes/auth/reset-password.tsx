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
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

// Loaded when the form is first used, so zod is not part of the page's initial JavaScript.
const loadResetPasswordSchema = () =>
  import("~/platform/auth/auth.schema").then((module) => module.resetPasswordSchema);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.resetTitle(),
    description: m.resetDescription(),
    noIndex: true,
  });

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(resetPasswordSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const { token, password } = parsed.data;
  const userId = await findUserIdOfResetToken(getDb(), token);
  const response = await getAuth().api.resetPassword({ body: { newPassword: password, token }, asResponse: true });
  if (!response.ok) return refusalReply(refuse("invalid", m.resetLinkInvalid()));
  // The link reached the inbox: that confirms the address of an account never confirmed.
  if (userId) await markEmailConfirmed(getDb(), userId);
  return redirect("/sign-in", { headers: await toastHeaders(m.passwordChangedSignIn()) });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const token = searchParams.get("token") ?? "";
  const linkError = searchParams.get("error") ? m.resetLinkInvalid() : null;
  const { errors, formProps, fieldProps } = useFormValidation(loadResetPasswordSchema, {
    serverErrors: actionData?.fieldErrors,
  });
  const formError = actionData?.formError ?? linkError ?? errors.token ?? (token ? null : m.resetLinkInvalid());
  return (
    <AuthCard title={m.resetTitle()}>
      {formError ? (
        <Alert color="red" role="alert">
          {formError}{" "}
          <Anchor component={Link} to="/forgot-password">
            {m.sendNewLink()}
          </Anchor>
        </Alert>
      ) : null}
      <Form method="post" noValidate {...formProps}>
        <input type="hidden" name="token" value={token} />
        <Stack gap="sm">
          <PasswordInput
            label={m.newPassword()}
            autoComplete="new-password"
            description={m.atLeastEight()}
            required
            {...fieldProps("password")}
          />
          <PasswordInput
            label={m.repeatNewPassword()}
            autoComplete="new-password"
            required
            {...fieldProps("confirmPassword")}
          />
          <Button type="submit" loading={navigation.state === "submitting"}>
            {m.saveNewPassword()}
          </Button>
        </Stack>
      </Form>
      <Text size="sm">
        <Anchor component={Link} to="/sign-in">
          {m.backToSignIn()}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
