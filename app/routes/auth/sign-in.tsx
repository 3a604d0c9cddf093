import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { PlainCheckbox } from "~/components/plain-checkbox";
import { enrolFromCoursePage } from "~/features/learning/self-enrolment.server";
import { invalidReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { parseForm, useFormValidation } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import { landingPathFor } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { safeRedirect } from "~/lib/safe-redirect";
import { signInSchema } from "~/platform/auth/auth.schema";
import { AuthCard } from "~/platform/auth/components/auth-card";
import { confirmedEmailCallback, returnAfterSignInFrom, returnQuery } from "~/platform/auth/return-after-sign-in";
import { getSessionUser } from "~/platform/auth/session.server";
import { signInWithPassword } from "~/platform/auth/sign-in.server";
import { getAuth, getDb } from "~/server/app-context.server";
import type { Route } from "./+types/sign-in";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

// Loaded when the form is first used, so zod is not part of the page's initial JavaScript.
const loadSignInSchema = () => import("~/platform/auth/auth.schema").then((module) => module.signInSchema);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Sign in",
    description: "Sign in to take your online courses, download your certificates and see your webinar bookings.",
  });

/** better-auth sends a confirmation link that failed back here with ?error=… */
const CONFIRMATION_LINK_FAILED =
  "This confirmation link is invalid or has expired. Sign in with your email and password to get a new one.";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  // Signed in already (or just now, by a sign-up confirmation link): on to where they were going.
  if (user)
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), landingPathFor(user.role)));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(signInSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const { email, password, rememberMe, redirectTo } = parsed.data;
  const back = returnAfterSignInFrom({ get: (name: string) => parsed.data[name as "redirectTo" | "enrol"] });
  const values = { email, rememberMe: rememberMe ? "on" : "" };
  const result = await signInWithPassword(getDb(), getAuth(), {
    email,
    password,
    rememberMe,
    address: clientAddress(request),
    headers: request.headers,
    confirmationCallback: confirmedEmailCallback(back),
  });
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return data({ fieldErrors: {}, formError: result.message, values }, { status: result.status, headers });
  }
  // Enrol pressed while signed out: enrolled now, so the course opens at its first lesson.
  if (back.enrolCourseId) await enrolFromCoursePage(getDb(), back.enrolCourseId, result.userId);
  return redirect(safeRedirect(redirectTo, landingPathFor(result.role)), { headers: result.setCookies });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { formProps, fieldProps, checkboxProps } = useFormValidation(loadSignInSchema, {
    serverErrors: actionData?.fieldErrors,
    values: actionData?.values,
  });
  return (
    <AuthCard title="Sign in">
      {(actionData?.formError ?? searchParams.get("error")) ? (
        <Alert color="red" role="alert" title="Could not sign in">
          {actionData?.formError ?? CONFIRMATION_LINK_FAILED}
        </Alert>
      ) : null}
      <Form method="post" noValidate {...formProps}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <input type="hidden" name="enrol" value={searchParams.get("enrol") ?? ""} />
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...fieldProps("email")} />
          <PasswordInput label="Password" autoComplete="current-password" required {...fieldProps("password")} />
          <Group justify="space-between">
            <PlainCheckbox label="Remember me" {...checkboxProps("rememberMe")} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={navigation.state === "submitting"}>
            Sign in
          </Button>
        </Stack>
      </Form>
      <Text size="sm">
        Don't have an account?{" "}
        <Anchor component={Link} to={`/sign-up${returnQuery(returnAfterSignInFrom(searchParams))}`}>
          Sign up
        </Anchor>
      </Text>
    </AuthCard>
  );
}
