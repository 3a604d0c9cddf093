import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { EmptyState } from "~/components/empty-state";
import { ListPagination, ListSearchForm } from "~/components/list-search";
import { ExpiringCertificatesTable } from "~/features/certificates/components/expiring-certificates-table";
import { loadExpiringCertificates } from "~/features/certificates/expiring-certificates.server";
import { pageTitle } from "~/lib/page-title";
import { redirectPastLastPage } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/expiring-certificates";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Expiring certificates", matches);

/** Staff: the certificates that expire in the next 90 days (decision 0046), to follow up renewals. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const url = new URL(request.url);
  const list = await loadExpiringCertificates(getDb(), url.searchParams);
  redirectPastLastPage(url, list);
  return list;
}

export default function ExpiringCertificatesPage({ loaderData }: Route.ComponentProps) {
  const { certificates, total, page, pageSize, search, today, windowEnd } = loaderData;
  const format = useFormatDate();
  const csvPath = `/expiring-certificates.csv${search ? `?q=${encodeURIComponent(search)}` : ""}`;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Expiring certificates
            </Title>
            <Text c="var(--campus-text-soft)">
              {`Certificates whose last valid day falls from ${format.date(today, "long")} to ${format.date(windowEnd, "long")}, soonest first. Each person is reminded 90, 30 and 7 days before.`}
            </Text>
          </Stack>
          <Button
            component="a"
            href={csvPath}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            Download CSV
          </Button>
        </Group>
        <ListSearchForm label="Search by name, email, course or certificate number" search={search} maxWidth={480} />
        <Text size="sm" c="var(--campus-text-soft)" aria-live="polite">
          {total} {total === 1 ? "certificate" : "certificates"}
          {search ? ` matching "${search}"` : ""}
        </Text>
        {certificates.length === 0 ? (
          <EmptyState
            heading="Nothing expires soon"
            text={
              search
                ? `No certificate expiring in the next 90 days matches "${search}".`
                : "No certificate expires in the next 90 days."
            }
          />
        ) : (
          <ExpiringCertificatesTable certificates={certificates} />
        )}
        <ListPagination total={total} pageSize={pageSize} page={page} label="Pages of expiring certificates" />
      </Stack>
    </Paper>
  );
}
