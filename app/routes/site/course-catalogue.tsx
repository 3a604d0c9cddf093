import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { isCatalogueSection, ONLINE_SECTION } from "~/features/catalogue/catalogue.schema";
import { findCatalogueCategory, listCatalogueCourses } from "~/features/catalogue/catalogue.server";
import { CataloguePagination } from "~/features/catalogue/components/catalogue-pagination";
import { CatalogueSearch } from "~/features/catalogue/components/catalogue-search";
import { CatalogueSections } from "~/features/catalogue/components/catalogue-sections";
import { CourseCardGrid } from "~/features/catalogue/components/course-card-grid";
import { breadcrumbJsonLd } from "~/features/seo/structured-data.server";
import { getEnvironment } from "~/lib/env.server";
import { currentLocale } from "~/lib/i18n/current-locale";
import { localizedPath } from "~/lib/i18n/localized-path";
import { pageMeta } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { localizeCatalogueCourses } from "~/server/course-translation-views.server";
import type { Route } from "./+types/course-catalogue";
import * as m from "./messages";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData ? loaderData.heading : m.pageNotFound(),
    description: loaderData?.summary || loaderData?.heading || "",
    // A search is no page of its own; a later page of the list is.
    canonicalPath: loaderData ? catalogueAddress(loaderData.section, "", loaderData.page) : undefined,
    jsonLd: loaderData ? [loaderData.breadcrumb] : [],
  });

/** courses/{type}: a type's courses (training and online), or courses/online: every online course. Paged, searchable. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const section = params.type;
  if (!isCatalogueSection(section)) throw refusalResponse(refuse("missing", m.notFound()));
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const [category, listing] = await Promise.all([
    section === ONLINE_SECTION ? null : findCatalogueCategory(getDb(), section),
    listCatalogueCourses(getDb(), { section, search, page: pageNumberFrom(url.searchParams) }),
  ]);
  redirectPastLastPage(url, listing);
  // Each card's languages, and its title in the page's language (decision 0108-course-translations).
  listing.courses = await localizeCatalogueCourses(getDb(), listing.courses, currentLocale());
  const heading =
    section === ONLINE_SECTION ? m.onlineCoursesHeading() : m.categoryCourses({ name: category?.name ?? section });
  return {
    section,
    heading,
    breadcrumb: breadcrumbJsonLd([{ name: heading, path: `/courses/${section}` }], getEnvironment().baseUrl),
    summary: section === ONLINE_SECTION ? m.onlineCatalogueSummary() : (category?.summary ?? ""),
    search,
    ...listing,
  };
}

/** A page of this section's list, with its search (page 1 has no ?page=). */
function catalogueAddress(section: string, search: string, page: number) {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/courses/${section}${query ? `?${query}` : ""}`;
}

export default function CourseCatalogue({ loaderData }: Route.ComponentProps) {
  const { section, heading, summary, search, courses, total, page, pageSize } = loaderData;
  const first = (page - 1) * pageSize + 1;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{heading}</Title>
          {summary ? <Text size="lg">{summary}</Text> : null}
          {section === ONLINE_SECTION ? (
            <Anchor component={Link} to={localizedPath("/paths")}>
              {m.pathsLink()}
            </Anchor>
          ) : null}
        </Stack>
        <CatalogueSections current={section} />
        <CatalogueSearch search={search} />
        {courses.length === 0 ? (
          <EmptyState
            heading={search ? m.noCoursesFound() : m.noCoursesYet()}
            text={search ? m.noPublishedCourseMatches({ search }) : m.noPublishedCoursesHere()}
          />
        ) : (
          <Stack gap="lg">
            <Text c="dimmed" size="sm" role="status">
              {search
                ? m.catalogueCountMatching({ count: total, first, last: first + courses.length - 1, search })
                : m.catalogueCount({ count: total, first, last: first + courses.length - 1 })}
            </Text>
            <CourseCardGrid courses={courses} />
            <CataloguePagination
              page={page}
              total={total}
              pageSize={pageSize}
              hrefFor={(target) => catalogueAddress(section, search, target)}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
