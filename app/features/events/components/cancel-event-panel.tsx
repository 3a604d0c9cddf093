import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCalendarX } from "@tabler/icons-react";
import { useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { Notice } from "~/components/notice";
import * as m from "../messages";

export const CANCEL_EVENT_INTENT = "cancel-event";

/**
 * The event page's "Cancel event": asks first, then everyone booked is mailed a cancellation
 * (with a calendar cancellation for confirmed seats). A cancelled event says so instead.
 */
export function CancelEventPanel({ title, cancelledOn }: { title: string; cancelledOn: string | null }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  if (cancelledOn) {
    return (
      <Notice tone="error" role="status" title={m.eventCancelled()}>
        {m.cancelledOn({ date: cancelledOn })}
      </Notice>
    );
  }
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === CANCEL_EVENT_INTENT;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.cancelEvent()}
        </Title>
        <Text size="sm">{m.cancelEventText()}</Text>
        <Group>
          <Button
            color="var(--campus-danger-strong)"
            variant="outline"
            leftSection={<IconCalendarX size={16} aria-hidden="true" />}
            loading={cancelling}
            onClick={async () => {
              const confirmed = await confirmAction({
                title: m.cancelEvent(),
                message: m.cancelEventConfirm({ title }),
                confirmLabel: m.cancelEvent(),
              });
              if (confirmed) submit({ intent: CANCEL_EVENT_INTENT }, { method: "post" });
            }}
          >
            {m.cancelEvent()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
