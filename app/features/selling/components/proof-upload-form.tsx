import { Alert, Anchor, Button, Container, Input, List, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { formatDateTime } from "~/lib/dates";
import { PROOF_FILE_FIELD, UPLOAD_PROOF_INTENT } from "../eft.schema";
import type { ProofView } from "../proofs-of-payment.server";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";

/**
 * The buyer's proof of payment upload for one order. It posts to /orders/{orderId}/proof, so it
 * works on any page that shows it (the order page, or the proof page itself).
 */
export function ProofUploadForm({ orderId }: { orderId: string }) {
  const reply = useActionData<FormReply<{ message?: string }>>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === UPLOAD_PROOF_INTENT;
  const fieldError = reply && !reply.ok ? reply.fieldErrors[PROOF_FILE_FIELD] : undefined;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A file sent and accepted is cleared, so the next import or proof starts empty.
  useEffect(() => {
    if (reply?.ok) formRef.current?.reset();
  }, [reply]);
  return (
    <Form ref={formRef} method="post" action={`/orders/${orderId}/proof`} encType="multipart/form-data">
      <input type="hidden" name="intent" value={UPLOAD_PROOF_INTENT} />
      <Stack gap="sm">
        {reply && !reply.ok && reply.formError && reply.formError !== fieldError ? (
          <Alert color="red" role="alert" title={m.proofNotSent()}>
            {reply.formError}
          </Alert>
        ) : null}
        {reply?.ok ? (
          <Alert color="teal" role="status" title={m.proofSent()}>
            {reply.message ?? m.proofThanks()}
          </Alert>
        ) : null}
        {/* A plain file input: it works before the page's script has loaded, as the CPD evidence does. */}
        <Input.Wrapper
          label={m.proofOfPayment()}
          required
          id={`${id}-proof`}
          description={m.proofHint()}
          error={fieldError}
          maw={480}
        >
          <input
            id={`${id}-proof`}
            type="file"
            name={PROOF_FILE_FIELD}
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-proof-description${fieldError ? ` ${id}-proof-error` : ""}`}
            style={{ display: "block", maxWidth: "100%", marginTop: 4 }}
          />
        </Input.Wrapper>
        <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden="true" />} w="fit-content">
          {m.sendProof()}
        </Button>
      </Stack>
    </Form>
  );
}

/** The proofs already sent for an order, each opened through the order's own download route. */
export function ProofList({ orderId, proofs, timeZone }: { orderId: string; proofs: ProofView[]; timeZone: string }) {
  if (proofs.length === 0) return <Text size="sm">{m.noProofYet()}</Text>;
  return (
    <List spacing={4} size="sm">
      {proofs.map((proof) => (
        <List.Item key={proof.id}>
          <MessageWithParts
            text={m.proofSentOn({ file: slot("file"), date: slot("date") })}
            parts={{
              file: (
                <Anchor href={`/orders/${orderId}/proofs/${proof.id}`} style={{ overflowWrap: "anywhere" }}>
                  {proof.fileName}
                </Anchor>
              ),
              date: (
                <Text span size="sm" c="dimmed">
                  {formatDateTime(proof.uploadedAt, timeZone)}
                </Text>
              ),
            }}
          />
        </List.Item>
      ))}
    </List>
  );
}

/** /orders/{orderId}/proof: send proof of an EFT, and see what was sent. */
export function OrderProofPage({
  orderId,
  orderNumber,
  paymentReference,
  takesProof,
  proofs,
  timeZone,
}: {
  orderId: string;
  orderNumber: string;
  paymentReference: string;
  takesProof: boolean;
  proofs: ProofView[];
  timeZone: string;
}) {
  return (
    <Container size="sm" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{m.proofForOrder({ number: orderNumber })}</Title>
          <Text size="sm" c="dimmed">
            {m.paidByEftSend({ reference: paymentReference })}
          </Text>
        </Stack>
        {takesProof ? <ProofUploadForm orderId={orderId} /> : <Alert color="gray">{m.noMoreProof()}</Alert>}
        <Stack gap="xs">
          <Title order={2} size="h3">
            {m.sentSoFar()}
          </Title>
          <ProofList orderId={orderId} proofs={proofs} timeZone={timeZone} />
        </Stack>
        <Anchor href={`/orders/${orderId}/pro-forma`} size="sm">
          {m.proFormaAndBank()}
        </Anchor>
      </Stack>
    </Container>
  );
}
