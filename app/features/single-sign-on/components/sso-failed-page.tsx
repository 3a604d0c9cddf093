import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard } from "~/platform/auth/components/auth-card";
import * as m from "./messages";

/** What a person sees when their company's sign-in service could not sign them in (or was not asked). */
export function SsoFailedPage({ message }: { message: string | null }) {
  return (
    <AuthCard title={m.ssoTitle()}>
      {message ? (
        <Alert color="red" role="alert" title={m.couldNotSignIn()}>
          {message}
        </Alert>
      ) : (
        <Text>{m.addressExplainer()}</Text>
      )}
      <Text size="sm">
        <Anchor component={Link} to="/sign-in">
          {m.backToSignIn()}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
