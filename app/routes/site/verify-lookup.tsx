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

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Verify a certificate",
    description: "Employers and auditors: check a certificate we issued by the number printed on it.",
    noIndex: true,
  });

const EMPTY_MESSAGE = "Enter the certificate number printed on the certificate.";

/**
 * The lookup box for employers and auditors (decision 0071-cpd-certificates): the number printed on
 * the certificate or in its email, or the code of its QR link, opens its verification page. An
 * unknown number is answered here, with the box to try again, as a 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("number");
  if (typed === null) return { number: "", message: null };
  const number = normaliseCertificateReference(typed);
  if (number === "") return data({ number, message: EMPTY_MESSAGE }, { status: 400 });
  const found = await findCertificateByReference(getDb(), number);
  if (found) return redirect(`/verify/${encodeURIComponent(number)}`);
  return data(
    {
      number,
      message: `No certificate has the number ${number}. Check it against the certificate: it is printed at the top right (for example CPD-2026-7K3M9QX).`,
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
        <Title order={1}>Verify a certificate</Title>
        <Text>
          Enter the number printed on the certificate or in its email to see whether it is genuine and still valid.
        </Text>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <Form method="get" action="/verify">
            <Stack gap="sm">
              {message ? (
                <Alert color="red" role="alert" title="Certificate not found">
                  {message}
                </Alert>
              ) : null}
              <TextInput
                label="Certificate number"
                name="number"
                required
                defaultValue={number}
                placeholder="CPD-2026-7K3M9QX"
                description="As printed on the certificate; capitals and spaces do not matter."
                autoComplete="off"
                spellCheck={false}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={navigation.state === "loading"}>
                  Verify certificate
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      </Stack>
    </Container>
  );
}
