import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, Form, redirect, useNavigation } from "react-router";
import {
  findCertificateByReference,
  normaliseCertificateReference,
} from "~/features/certificates/certificate-queries.server";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/verify-lookup";
import * as m from "./messages";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.verifyLookupTitle(),
    description: m.verifyLookupDescription(),
    noIndex: true,
  });

const EMPTY_MESSAGE = m.verifyEmpty;

/**
 * The lookup box for employers and auditors (decision 0071-cpd-certificates): the number printed on
 * the certificate or in its email, or the code of its QR link, opens its verification page. An
 * unknown number is answered here, with the box to try again, as a 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("number");
  if (typed === null) return { number: "", message: null };
  const number = normaliseCertificateReference(typed);
  if (number === "") return data({ number, message: EMPTY_MESSAGE() }, { status: 400 });
  const found = await findCertificateByReference(getDb(), number);
  if (found) return redirect(`/verify/${encodeURIComponent(number)}`);
  return data(
    {
      number,
      message: m.verifyUnknown({ number }),
    },
    { status: 404 },
  );
}

export default function VerifyLookupPage({ loaderData }: Route.ComponentProps) {
  const { number, message } = loaderData;
  const navigation = useNavigation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.verifyLookupTitle()}</Title>
        <Text>{m.verifyIntro()}</Text>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <Form method="get" action="/verify">
            <Stack gap="sm">
              {message ? (
                <Alert color="red" role="alert" title={m.certificateNotFound()}>
                  {message}
                </Alert>
              ) : null}
              <TextInput
                label={m.rowCertificateNumber()}
                name="number"
                required
                defaultValue={number}
                placeholder="CPD-2026-7K3M9QX" // i18n-exempt: a certificate number's shape
                description={m.certificateNumberHint()}
                autoComplete="off"
                spellCheck={false}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={navigation.state === "loading"}>
                  {m.verifyCertificate()}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      </Stack>
    </Container>
  );
}
