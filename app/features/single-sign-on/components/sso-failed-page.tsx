import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard } from "~/platform/auth/components/auth-card";

/** What a person sees when their company's sign-in service could not sign them in (or was not asked). */
export function SsoFailedPage({ message }: { message: string | null }) {
  return (
    <AuthCard title="Sign in with your company account">
      {message ? (
        <Alert color="red" role="alert" title="Could not sign in">
          {message}
        </Alert>
      ) : (
        <Text>This address receives the answer from your company's sign-in service. Start from the sign-in page.</Text>
      )}
      <Text size="sm">
        <Anchor component={Link} to="/sign-in">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
