import { Alert, Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import * as m from "./messages";

type HandoverReply =
  | { ok: false; message: string }
  | { ok: true; label: string; form: { action: string; fields: Array<[string, string]> } };

interface CardPaymentHandoverProps {
  reply: HandoverReply | null;
  orderId: string;
}

/**
 * Between the Pay button and a provider that takes a posted form (PayFast, Ozow): the signed form,
 * sent on by itself once the page's script runs, and by its button without it. A refused start
 * says why, with the way back to the order.
 */
export function CardPaymentHandover({ reply, orderId }: CardPaymentHandoverProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const shouldSend = reply?.ok === true;
  useEffect(() => {
    if (shouldSend) formRef.current?.submit();
  }, [shouldSend]);
  const orderPath = `/orders/${encodeURIComponent(orderId)}`;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{m.payForYourOrder()}</Title>
        {reply?.ok === true ? (
          <form ref={formRef} method="post" action={reply.form.action}>
            {reply.form.fields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Stack gap="sm" align="flex-start">
              <Text>{m.takingYouTo({ provider: reply.label })}</Text>
              <Button type="submit">{m.continueTo({ provider: reply.label })}</Button>
            </Stack>
          </form>
        ) : reply ? (
          <Alert color="red" title={m.paymentNotStarted()} role="alert">
            {reply.message}
          </Alert>
        ) : (
          <Text>{m.chooseHowToPayButtons()}</Text>
        )}
        <Anchor component={Link} to={orderPath}>
          {m.backToYourOrder()}
        </Anchor>
      </Stack>
    </Container>
  );
}
