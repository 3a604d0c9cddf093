import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useFetcher } from "react-router";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import { ROLE_LABELS, USER_ROLES } from "~/lib/roles";
import { INVITE_USER_INTENT, inviteUserSchema } from "../users.schema";
import * as m from "./messages";

export const ADD_USER_LABEL = () => m.addUser();

/**
 * 'Add user': name, email and role. On success the action sends the browser to the list showing
 * the new account (the screen closes this dialog then); a refusal comes back here with each
 * field's message and what was typed.
 */
export function InviteUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The form mounts with each opening (Modal drops its content when closed): no message from last time.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ADD_USER_LABEL()}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <InviteUserForm onCancel={onClose} />
    </Modal>
  );
}

function InviteUserForm({ onCancel }: { onCancel: () => void }) {
  const fetcher = useFetcher<RefusedReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const { formProps, fieldProps } = useFormValidation(inviteUserSchema, {
    serverErrors: reply?.fieldErrors,
    values: reply?.values,
  });
  return (
    <fetcher.Form method="post" noValidate {...formProps}>
      <input type="hidden" name="intent" value={INVITE_USER_INTENT} />
      <Stack gap="md">
        <Text size="sm" c="var(--campus-text-muted)">
          {m.inviteExplainer()}
        </Text>
        {reply?.formError ? (
          <Text c="red.9" role="alert">
            {reply.formError}
          </Text>
        ) : null}
        <TextInput
          label={m.name()}
          required
          autoComplete="off"
          data-autofocus
          maxLength={100}
          {...fieldProps("name")}
        />
        <TextInput
          label={m.email()}
          type="email"
          required
          autoComplete="off"
          maxLength={200}
          {...fieldProps("email")}
        />
        <NativeSelect
          label={m.role()}
          required
          data={USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          {...fieldProps("role", "student")}
        />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onCancel}>
            {m.cancel()}
          </Button>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {m.sendInvitation()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
