import { Badge, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { data } from "react-router";
import { PublicForm } from "~/features/forms/components/public-form";
import { loadEmbeddedForm } from "~/features/forms/public-form.server";
import { SIGNED_FORM_PAGE_HEADERS } from "~/features/forms/spam-guard.server";
import { breadcrumbJsonLd, textOfHtml } from "~/features/seo/structured-data.server";
import { loadPublicSitePage } from "~/features/site-pages/site-page-views.server";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { isStaffRole } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { getSessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/page";
import * as m from "./messages";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData?.page.title ?? m.pageNotFound(),
    description: loaderData?.seo.description ?? "",
    type: "article",
    noIndex: loaderData?.isDraft,
    jsonLd: loaderData ? [loaderData.seo.breadcrumb] : [],
  });

/** A published page is public; a draft is shown only to staff, who write pages (everyone else gets the 404 page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const isStaff = async () => {
    const user = await getSessionUser(request);
    return user ? isStaffRole(user.role) : false;
  };
  const shown = await loadPublicSitePage(getDb(), params.id, isStaff);
  if (!shown.ok) throw refusalResponse(shown);
  // A built form placed on the page (decision 0025); it posts to its own address, /f/{slug}.
  const form = await loadEmbeddedForm(getDb(), shown.page.formId, getEnvironment().authSecret);
  const { page } = shown;
  const seo = {
    // The page's own description, else the start of its text.
    description: page.description || textOfHtml(page.bodyHtml).slice(0, 400) || page.title,
    breadcrumb: breadcrumbJsonLd([{ name: page.title, path: `/page/${params.id}` }], getEnvironment().baseUrl),
  };
  return data({ page, isDraft: shown.isDraft, form, seo }, { headers: form ? SIGNED_FORM_PAGE_HEADERS : {} });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function SitePageView({ loaderData }: Route.ComponentProps) {
  const { page, isDraft } = loaderData;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={1}>{page.title}</Title>
          {isDraft ? <Badge color="var(--campus-neutral-fill)">{m.draft()}</Badge> : null}
        </Group>
        {page.description ? (
          <Text size="lg" c="dimmed">
            {page.description}
          </Text>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: body_html was sanitised by sanitizeRichText when it was saved. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
        {loaderData.form ? (
          <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} mt="md">
            <PublicForm form={loaderData.form} action={`/f/${loaderData.form.slug}`} headingLevel={2} />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
