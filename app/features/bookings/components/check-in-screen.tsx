import { Alert, Anchor, Box, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconArrowLeft, IconCircleCheck, IconQrcode } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CHECK_IN_INTENT } from "../attendance-intent";
import * as m from "../messages";
import { QrScanner } from "./qr-scanner";

interface CheckInScreenProps {
  event: { id: string; title: string; when: string; cancelled: boolean };
  /** When check-in at the door is open, in the site's zone (decision 0073-check-in-window). */
  window: { opensAt: string; closesAt: string };
  checkedIn: number;
  confirmed: number;
}

type CheckInReply =
  | { ok: true; name: string; checkedInAt: string; checkedIn: number; confirmed: number }
  | { ok: false; formError: string | null; fieldErrors: Record<string, string> };

/**
 * The door: staff scan a booking's QR code with the phone's camera, or type its code. A good code
 * shows the person's name, big and green; a refused one says why in red. Either way the page is
 * ready for the next person at once, and the count of who is in stays in view.
 */
export function CheckInScreen({ event, window, checkedIn, confirmed }: CheckInScreenProps) {
  const fetcher = useFetcher<CheckInReply>();
  const [code, setCode] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";

  // Ready for the next person: a good code empties the field; a refused one is selected, so the
  // next code typed replaces it (or it can be corrected).
  useEffect(() => {
    if (reply?.ok) setCode("");
    else if (reply) inputRef.current?.select();
  }, [reply]);

  function send(value: string) {
    fetcher.submit({ intent: CHECK_IN_INTENT, code: value }, { method: "post" });
  }

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to={`/manage-events?event=${event.id}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {m.backToManageEvents()}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{m.checkIn()}</Title>
          <Text fw={600}>{event.title}</Text>
          <Text c="dimmed" size="sm">
            {event.when}
          </Text>
          <Text c="dimmed" size="sm" data-testid="check-in-window">
            {m.checkInWindow({ opens: window.opensAt, closes: window.closesAt })}
          </Text>
        </Stack>
        <Text size="xl" fw={700} role="status" data-testid="check-in-count">
          {m.checkedInCount({ checkedIn, confirmed })}
        </Text>
        {event.cancelled ? (
          <Alert color="red" title={m.eventCancelledTitle()}>
            {m.eventCancelledNoCheckIn()}
          </Alert>
        ) : null}
        <Box aria-live="polite" aria-atomic="true" data-testid="check-in-result">
          {reply?.ok ? (
            <Paper
              withBorder
              p="lg"
              radius="md"
              bg="var(--campus-success-bg)"
              style={{ borderColor: "var(--campus-success)", borderWidth: 2 }}
            >
              <Group gap="sm" wrap="nowrap" align="center">
                <IconCircleCheck size={48} aria-hidden style={{ flexShrink: 0, color: "var(--campus-success)" }} />
                <Stack gap={0}>
                  <Text
                    fz={{ base: 28, sm: 36 }}
                    fw={800}
                    c="var(--campus-success)"
                    lh={1.15}
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {reply.name}
                  </Text>
                  <Text c="var(--campus-success-strong)">{m.checkedInAtTime({ time: reply.checkedInAt })}</Text>
                </Stack>
              </Group>
            </Paper>
          ) : null}
          {reply && !reply.ok ? (
            <Alert color="red" variant="filled" title={m.notCheckedIn()} role="alert">
              <Text fz="lg">{reply.formError ?? reply.fieldErrors.code}</Text>
            </Alert>
          ) : null}
        </Box>
        {!event.cancelled ? <QrScanner onCode={send} /> : null}
        <fetcher.Form
          method="post"
          onSubmit={() => {
            inputRef.current?.focus();
          }}
        >
          <input type="hidden" name="intent" value={CHECK_IN_INTENT} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              ref={inputRef}
              name="code"
              label={m.checkInCodeLabel()}
              description={m.checkInCodeHint()}
              value={code}
              onChange={(change) => setCode(change.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              maxLength={40}
              disabled={event.cancelled}
              style={{ flex: "1 1 14rem" }}
              styles={{ input: { fontSize: 20, letterSpacing: 2, fontFamily: "monospace" } }}
            />
            <Button
              type="submit"
              size="md"
              loading={busy}
              disabled={event.cancelled}
              leftSection={<IconQrcode size={18} aria-hidden />}
            >
              {m.checkIn()}
            </Button>
          </Group>
        </fetcher.Form>
      </Stack>
    </Container>
  );
}
