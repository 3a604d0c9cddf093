import { Button, Group, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormReply } from "~/lib/action-reply";

/** A refused form's reply, once the fetcher is idle again; undefined while sending or after success. */
export function refusedReply(fetcher: { state: string; data?: FormReply }) {
  return fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
}

/** The field's message and, after a refused submit, what was typed (else the stored value). */
export function fieldFrom(reply: ReturnType<typeof refusedReply>, name: string, stored: string) {
  return {
    name,
    error: reply?.fieldErrors?.[name],
    defaultValue: (reply?.values?.[name] as string | undefined) ?? stored,
  };
}

export function FormMessage({ reply }: { reply: ReturnType<typeof refusedReply> }) {
  if (!reply?.formError) return null;
  return (
    <Text c="red.9" role="alert" size="sm">
      {reply.formError}
    </Text>
  );
}

/** Empties an add form once the add went through. */
export function useResetOnSuccess(fetcher: { state: string; data?: FormReply }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return form;
}

/** One button posting one intent with hidden fields (deactivate, remove). */
export function IntentButton({
  intent,
  fields,
  label,
  accessibleName,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  accessibleName: string;
}) {
  const fetcher = useFetcher<FormReply>();
  const reply = refusedReply(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Group gap="xs" wrap="nowrap">
        <Button
          type="submit"
          size="xs"
          variant="default"
          aria-label={accessibleName}
          loading={fetcher.state !== "idle"}
        >
          {label}
        </Button>
        <FormMessage reply={reply} />
      </Group>
    </fetcher.Form>
  );
}
