import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { Form, useLocation, useNavigation } from "react-router";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import * as m from "./messages";

export const CHANGE_PASSWORD_INTENT = "change-password";

// Loaded when the form is first used, so zod is not part of the page's initial JavaScript.
const loadChangePasswordSchema = () => import("../auth.schema").then((module) => module.changePasswordSchema);

/**
 * Change password on the profile: the current password, the new one twice. The reply is the
 * profile action's when it answers this form (its values carry the intent); passwords never come back.
 */
export function ChangePasswordForm({ reply }: { reply: RefusedReply | null }) {
  const navigation = useNavigation();
  const location = useLocation();
  const { formProps, fieldProps } = useFormValidation(loadChangePasswordSchema, {
    serverErrors: reply?.fieldErrors,
    formError: reply?.formError,
  });
  // Mantine's PasswordInput marks its input data-invalid only: aria-invalid tells a screen reader,
  // and lets a refused change bring focus to the field (lib/focus-first-problem.ts).
  const passwordProps = (name: string) => {
    const props = fieldProps(name);
    return { ...props, "aria-invalid": props.error ? true : undefined };
  };
  const isChanging = navigation.state === "submitting" && navigation.formData?.get("intent") === CHANGE_PASSWORD_INTENT;
  return (
    // A new form after each answer: what was typed in a password field is never kept.
    <Form key={location.key} method="post" noValidate aria-labelledby="change-password-heading" {...formProps}>
      <input type="hidden" name="intent" value={CHANGE_PASSWORD_INTENT} />
      <Stack gap="sm" maw={440}>
        <Title order={2} size="h4" id="change-password-heading">
          {m.changePassword()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.youStaySignedInHere()}
        </Text>
        {reply?.formError ? (
          <Alert color="red" role="alert">
            {reply.formError}
          </Alert>
        ) : null}
        <PasswordInput
          label={m.currentPassword()}
          autoComplete="current-password"
          required
          {...passwordProps("currentPassword")}
        />
        <PasswordInput
          label={m.newPassword()}
          autoComplete="new-password"
          description={m.atLeast8Characters()}
          required
          {...passwordProps("password")}
        />
        <PasswordInput
          label={m.repeatNewPassword()}
          autoComplete="new-password"
          required
          {...passwordProps("confirmPassword")}
        />
        <Group>
          <Button type="submit" loading={isChanging}>
            {m.changePassword()}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
