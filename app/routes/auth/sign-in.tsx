import { Alert, Anchor, Box, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useFetcher, useNavigation, useSearchParams } from "react-router";
import { PlainCheckbox } from "~/components/plain-checkbox";
import { useFormValidation } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { landingPathFor } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { safeRedirect } from "~/lib/safe-redirect";
import { AuthCard } from "~/platform/auth/components/auth-card";
import { returnAfterSignInFrom, returnQuery } from "~/platform/auth/return-after-sign-in";
import { getSessionUser } from "~/platform/auth/session.server";
import type { Route } from "./+types/sign-in";
import * as m from "./messages";
import { answerSignIn, signInMethodFor } from "./sign-in-action.server";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

// Loaded when the form is first used, so zod is not part of the page's initial JavaScript.
const loadSignInSchema = () => import("~/platform/auth/auth.schema").then((module) => module.signInSchema);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.signInTitle(),
    description: m.signInDescription(),
  });

/** better-auth sends a confirmation link that failed back here with ?error=… */
const confirmationLinkFailed = () => m.confirmationLinkFailed();

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The form asks, as the email is typed, whether the address signs in through its company (decision 0101-sso).
  const lookup = url.searchParams.get("lookup");
  if (lookup !== null) return signInMethodFor(lookup);
  const user = await getSessionUser(request);
  // Signed in already (or just now, by a sign-up confirmation link): on to where they were going.
  if (user) throw redirect(safeRedirect(url.searchParams.get("redirectTo"), landingPathFor(user.role)));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return answerSignIn(request);
}

type SignInMethod = Awaited<ReturnType<typeof signInMethodFor>>;

/**
 * The email first: with JavaScript the password field appears once the address is known not to
 * belong to a company that signs its people in; without it, both fields show and the email alone
 * may be sent. The password input stays in the form while hidden, so nothing typed is lost.
 */
function useSignInMethod() {
  const fetcher = useFetcher<SignInMethod>();
  const emailRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lookUp = (email: string) => {
    clearTimeout(timer.current);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return;
    timer.current = setTimeout(() => fetcher.load(`/sign-in?lookup=${encodeURIComponent(email.trim())}`), 200);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for an address typed before the page's script ran.
  useEffect(() => {
    setHydrated(true);
    if (emailRef.current?.value) lookUp(emailRef.current.value);
  }, []);
  const method = fetcher.data?.signInWith;
  return {
    emailRef,
    lookUp,
    company: method === "company" ? fetcher.data : null,
    askPassword: !hydrated || method === "password",
  };
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { formProps, fieldProps, checkboxProps } = useFormValidation(loadSignInSchema, {
    serverErrors: actionData?.fieldErrors,
    values: actionData?.values,
  });
  const { emailRef, lookUp, company, askPassword } = useSignInMethod();
  const showPassword = askPassword || Boolean(actionData && "askPassword" in actionData);
  const emailProps = fieldProps("email");
  const formError = actionData && "formError" in actionData ? actionData.formError : undefined;
  const continueTo = actionData && "continueTo" in actionData ? actionData.continueTo : undefined;
  if (continueTo) return <ContinueToCompanySignIn {...continueTo} />;
  return (
    <AuthCard title={m.signInTitle()}>
      {(formError ?? searchParams.get("error")) ? (
        <Alert color="red" role="alert" title={m.couldNotSignIn()}>
          {formError ?? confirmationLinkFailed()}
        </Alert>
      ) : null}
      <Form method="post" noValidate {...formProps}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <input type="hidden" name="enrol" value={searchParams.get("enrol") ?? ""} />
        <Stack gap="sm">
          <TextInput
            label={m.email()}
            type="email"
            autoComplete="username"
            required
            ref={emailRef}
            {...emailProps}
            onChange={(event) => {
              emailProps.onChange();
              lookUp(event.currentTarget.value);
            }}
          />
          {company?.signInWith === "company" ? (
            <Text size="sm" role="status">
              {m.companySignsYouInPressSignIn({ company: company.companyName })}
            </Text>
          ) : null}
          <Box hidden={!showPassword}>
            <Stack gap="sm">
              <PasswordInput label={m.password()} autoComplete="current-password" {...fieldProps("password")} />
              <PlainCheckbox label={m.rememberMe()} {...checkboxProps("rememberMe")} />
            </Stack>
          </Box>
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {m.forgotPasswordLink()}
            </Anchor>
          </Group>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {m.signInTitle()}
          </Button>
        </Stack>
      </Form>
      <Text size="sm">
        {m.noAccount()}{" "}
        <Anchor component={Link} to={`/sign-up${returnQuery(returnAfterSignInFrom(searchParams))}`}>
          {m.signUpTitle()}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

/**
 * After the email of a company that signs its people in: on to the company's provider. A refresh
 * rather than a redirect of the form post, which the page's CSP (form-action 'self') would stop;
 * the link is there for a browser that does not follow refreshes (decision 0101-sso).
 */
function ContinueToCompanySignIn({ location, companyName }: { location: string; companyName: string }) {
  return (
    <AuthCard title={m.signInTitle()}>
      <meta httpEquiv="refresh" content={`0;url=${location}`} />
      <Text role="status">{m.companySignsYouIn({ company: companyName })}</Text>
      <Anchor href={location}>{m.continueToCompany({ company: companyName })}</Anchor>
    </AuthCard>
  );
}
