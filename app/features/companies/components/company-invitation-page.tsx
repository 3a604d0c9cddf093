import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { Notice } from "~/components/notice";
import { ACCEPT_INVITATION_INTENT, DECLINE_INVITATION_INTENT } from "../employee-consent.schema";
import type { findInvitation, MyInvitation } from "../employee-invitations.server";
import * as m from "./messages";

type InvitationView = Awaited<ReturnType<typeof findInvitation>>;
type MyInvitations = MyInvitation[];

/** Join and Decline for one invitation: by the link's token, or by its id from My learning. */
function AnswerButtons({
  companyName,
  token,
  employeeId,
}: {
  companyName: string;
  token?: string;
  employeeId?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/company-invitation";
  return (
    <Form method="post" action="/company-invitation">
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {employeeId ? <input type="hidden" name="employeeId" value={employeeId} /> : null}
      <Group gap="sm">
        <Button type="submit" name="intent" value={ACCEPT_INVITATION_INTENT} loading={busy}>
          {m.join({ companyName })}
        </Button>
        <Button type="submit" name="intent" value={DECLINE_INVITATION_INTENT} variant="default" disabled={busy}>
          {m.decline()}
        </Button>
      </Group>
    </Form>
  );
}

const CONSENT_TEXT = () => m.invitationConsent();

/** The page the invitation mail's link opens (decision 0105-employee-consent). */
export function CompanyInvitationPage({
  view,
  token,
  refused,
}: {
  view: InvitationView;
  token: string;
  refused: string | null;
}) {
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {view.state === "open" ? m.join({ companyName: view.companyName }) : m.companyInvitation()}
          </Title>
          {refused ? (
            <Notice tone="error" role="alert">
              {refused}
            </Notice>
          ) : null}
          {view.state === "open" ? (
            <>
              <Text>
                {m.listedAsOneOfIts({ companyName: view.companyName, email: view.email, consentText: CONSENT_TEXT() })}
              </Text>
              <AnswerButtons companyName={view.companyName} token={token} />
            </>
          ) : (
            <Notice tone="info" role="status">
              {view.message}
            </Notice>
          )}
          <Anchor component={Link} to="/my-learning" size="sm">
            {m.backToMyLearning()}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

/** On My learning: each company waiting for this person's answer, with the same two buttons. */
export function CompanyInvitationsNotice({ invitations }: { invitations: MyInvitations }) {
  if (invitations.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="company-invitations" gap="sm">
      <Title order={2} size="h3" id="company-invitations">
        {m.companyInvitations()}
      </Title>
      {invitations.map((invitation) => (
        <Paper key={invitation.employeeId} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text>{m.addedYouAsAnEmployee({ companyName: invitation.companyName, consentText: CONSENT_TEXT() })}</Text>
            <AnswerButtons companyName={invitation.companyName} employeeId={invitation.employeeId} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
