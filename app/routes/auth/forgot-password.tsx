import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { ssoRouteFor, USE_COMPANY_SIGN_IN } from "~/features/single-sign-on/sso-settings.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm, useFormValidation } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { checkPasswordResetLimits } from "~/platform/auth/account-mail-throttle.server";
import { forgotPasswordSchema } from "~/platform/auth/auth.schema";
import { AuthCard } from "~/platform/auth/components/auth-card";
import { getAuth, getDb } from "~/server/app-context.server";
import type { Route } from "./+types/forgot-password";
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

// Loaded when the form is first used, so zod is not part of the page's initial JavaScript.
const loadForgotPasswordSchema = () =>
  import("~/platform/auth/auth.schema").then((module) => module.forgotPasswordSchema);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.forgotTitle(),
    description: m.forgotDescription(),
  });

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(forgotPasswordSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const { email } = parsed.data;
  // A company that requires single sign-on keeps its people's passwords out of Campus (decision 0101-sso).
  const company = await ssoRouteFor(getDb(), email);
  if (company?.requireSso) return refusalReply(refuse("forbidden", USE_COMPANY_SIGN_IN(company.companyName)), null);
  // Counted per address, per email and overall, whether or not the account exists.
  const permission = await checkPasswordResetLimits(getDb(), email, clientAddress(request));
  if (permission.outcome === "refused") {
    return refusalReply(refuse("too-many", m.tooManyResets()), null, {
      headers: { "Retry-After": String(permission.retryAfterSeconds) },
    });
  }
  // The same answer whether or not the account exists, and when this inbox has had enough for the hour.
  if (permission.outcome === "quiet") return acceptedReply();
  await getAuth().api.requestPasswordReset({
    body: { email, redirectTo: `${getEnvironment().baseUrl}/reset-password` },
    headers: request.headers,
  });
  return acceptedReply();
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { formProps, fieldProps } = useFormValidation(loadForgotPasswordSchema, {
    serverErrors: actionData?.fieldErrors,
  });
  return (
    <AuthCard title={m.forgotTitle()} intro={m.forgotIntro()}>
      {actionData?.ok ? (
        <Alert color="teal" role="status">
          {m.resetSent()}
        </Alert>
      ) : null}
      {actionData?.formError ? (
        <Alert color="red" role="alert">
          {actionData.formError}
        </Alert>
      ) : null}
      <Form method="post" noValidate {...formProps}>
        <Stack gap="sm">
          <TextInput label={m.email()} type="email" autoComplete="email" required {...fieldProps("email")} />
          <Button type="submit" loading={navigation.state === "submitting"}>
            {m.sendResetLink()}
          </Button>
        </Stack>
      </Form>
      <Text size="sm">
        {m.rememberedIt()}{" "}
        <Anchor component={Link} to="/sign-in">
          {m.signInTitle()}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
