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
import * as m from "./messages";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.expiringCertificates(), matches);

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
              {m.expiringCertificates()}
            </Title>
            <Text c="var(--campus-text-soft)">
              {m.expiringIntro({ from: format.date(today, "long"), to: format.date(windowEnd, "long") })}
            </Text>
          </Stack>
          <Button
            component="a"
            href={csvPath}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {m.downloadCsv()}
          </Button>
        </Group>
        <ListSearchForm label={m.searchExpiring()} search={search} maxWidth={480} />
        <Text size="sm" c="var(--campus-text-soft)" aria-live="polite">
          {search ? m.certificateCountMatching({ count: total, search }) : m.certificateCount({ count: total })}
        </Text>
        {certificates.length === 0 ? (
          <EmptyState
            heading={m.nothingExpiresSoon()}
            text={search ? m.noExpiringMatches({ search }) : m.noneExpiring()}
          />
        ) : (
          <ExpiringCertificatesTable certificates={certificates} />
        )}
        <ListPagination total={total} pageSize={pageSize} page={page} label={m.pagesOfExpiring()} />
      </Stack>
    </Paper>
  );
}
