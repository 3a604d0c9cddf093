import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { PlainCheckbox } from "~/components/plain-checkbox";
import { PrivacyConsentCheckbox } from "~/components/privacy-consent-checkbox";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { parseForm, useFormValidation } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { PRIVACY_CONSENT_FIELD } from "~/lib/privacy-consent";
import { refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { landingPathFor } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { signUpSchema } from "~/platform/auth/auth.schema";
import { AuthCard } from "~/platform/auth/components/auth-card";
import { confirmedEmailCallback, returnAfterSignInFrom, returnQuery } from "~/platform/auth/return-after-sign-in";
import { getSessionUser } from "~/platform/auth/session.server";
import { requestSignUp, SIGN_UP_SENT } from "~/platform/auth/sign-up.server";
import { getAuth, getDb } from "~/server/app-context.server";
import type { Route } from "./+types/sign-up";
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

// Loaded when the form is first used, so zod is not part of the page's initial JavaScript.
const loadSignUpSchema = () => import("~/platform/auth/auth.schema").then((module) => module.signUpSchema);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.signUpTitle(),
    description: m.signUpDescription(),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(landingPathFor(user.role));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const parsed = parseForm(signUpSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const { name, email, password, rememberMe } = parsed.data;
  const values = { name, email, rememberMe: rememberMe ? "on" : "", [PRIVACY_CONSENT_FIELD]: "on" };
  const result = await requestSignUp(getDb(), getAuth(), {
    name,
    email,
    password,
    address: clientAddress(request),
    headers: request.headers,
    // The confirmation link brings them back to where they signed up from (Enrol: the course, enrolled).
    callbackURL: confirmedEmailCallback(returnAfterSignInFrom(formData)),
  });
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    const reason = result.status === 429 ? "too-many" : "invalid";
    return refusalReply(refuse(reason, result.message), values, { headers });
  }
  // The same answer whether or not the address already has an account.
  return acceptedReply({ sent: SIGN_UP_SENT });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { formProps, fieldProps, checkboxProps } = useFormValidation(loadSignUpSchema, {
    serverErrors: actionData?.fieldErrors,
    values: actionData?.values,
  });
  return (
    <AuthCard title={m.signUpTitle()} intro={m.signUpIntro()}>
      {actionData?.formError ? (
        <Alert color="red" role="alert">
          {actionData.formError}
        </Alert>
      ) : null}
      {/* Once sent, the form goes: what is left to do is in the email. */}
      {actionData?.ok ? (
        <Alert color="teal" role="status" title={m.checkYourEmail()}>
          {actionData.sent}
        </Alert>
      ) : (
        <Form method="post" noValidate {...formProps}>
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <input type="hidden" name="enrol" value={searchParams.get("enrol") ?? ""} />
          <Stack gap="sm">
            <TextInput label={m.name()} autoComplete="name" required {...fieldProps("name")} />
            <TextInput label={m.email()} type="email" autoComplete="email" required {...fieldProps("email")} />
            <PasswordInput
              label={m.password()}
              autoComplete="new-password"
              description={m.atLeastEight()}
              required
              {...fieldProps("password")}
            />
            <PlainCheckbox label={m.rememberMe()} {...checkboxProps("rememberMe")} />
            <PrivacyConsentCheckbox idPrefix="sign-up" {...checkboxProps(PRIVACY_CONSENT_FIELD)} />
            <Button type="submit" loading={navigation.state === "submitting"}>
              {m.signUpTitle()}
            </Button>
            <Text size="sm" c="dimmed">
              {m.agreeToTerms()}{" "}
              <Anchor component={Link} to="/terms">
                {m.termsOfUse()}
              </Anchor>
              .
            </Text>
          </Stack>
        </Form>
      )}
      <Text size="sm">
        {m.haveAccount()}{" "}
        <Anchor component={Link} to={`/sign-in${returnQuery(returnAfterSignInFrom(searchParams))}`}>
          {m.signInTitle()}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
