import { Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import { getSessionUser } from "~/features/auth/session.server";
import { findSitePage } from "~/features/site-pages/site-pages.server";
import { getDb } from "~/server/app-context.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/page";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.page.title ?? "Page not found", matches);

/** A published page is public; a draft is shown only to admins (everyone else gets the 404 page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await findSitePage(getDb(), params.id);
  const isDraft = page ? page.is_published !== 1 : false;
  if (!page || (isDraft && (await getSessionUser(request))?.role !== "admin")) {
    throw new Response("Page not found", { status: 404 });
  }
  return {
    page: { title: page.title, description: page.description, bodyHtml: page.body_html },
    isDraft,
  };
}

export default function SitePageView({ loaderData }: Route.ComponentProps) {
  const { page, isDraft } = loaderData;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={1}>{page.title}</Title>
          {isDraft ? <Badge color="#495057">Draft</Badge> : null}
        </Group>
        {page.description ? (
          <Text size="lg" c="dimmed">
            {page.description}
          </Text>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: body_html was sanitised by sanitizeRichText when it was saved. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      </Stack>
    </Container>
  );
}
