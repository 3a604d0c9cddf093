import { Container, Stack, Text, Title } from "@mantine/core";
import { listFeaturedOnlineCourses } from "~/features/catalogue/catalogue.server";
import { OnlineCoursesTeaser } from "~/features/catalogue/components/online-courses-teaser";
import { organizationJsonLd } from "~/features/seo/structured-data.server";
import {
  HomeHero,
  TrainingCategoryCards,
  UpcomingTrainings,
  WhatWeDo,
  WhereWeWork,
} from "~/features/site-content/components/home-sections";
import { PreviewBanner } from "~/features/site-content/components/preview-banner";
import {
  AffiliationCards,
  CallToAction,
  ClientLogos,
  Testimonials,
  TitledCards,
} from "~/features/site-content/components/trust-sections";
import { listUpcomingTrainings } from "~/features/training-schedule/schedule-views.server";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { listTrainingCategories } from "~/platform/site-settings/footprint.server";
import { listFootprintCountries, loadSiteSettingsView } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/home";
import * as m from "./messages";
import { loadPageCopy, pageReply } from "./page-copy.server";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: null,
    description: loaderData?.aboutText ?? "",
    jsonLd: loaderData ? [loaderData.organization] : [],
    noIndex: loaderData?.isPreview,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const [copy, settings, categories, countries, upcomingTrainings, onlineCourses] = await Promise.all([
    loadPageCopy(request, db, "home"),
    loadSiteSettingsView(db),
    listTrainingCategories(db),
    listFootprintCountries(db),
    listUpcomingTrainings(db, 4),
    listFeaturedOnlineCourses(db, 3),
  ]);
  return pageReply({
    ...copy,
    aboutText: settings.aboutText,
    categories,
    countries,
    upcomingTrainings,
    onlineCourses,
    organization: organizationJsonLd(settings, getEnvironment().baseUrl),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, isPreview, aboutText, categories, countries, upcomingTrainings, onlineCourses } = loaderData;
  return (
    <>
      {isPreview ? <PreviewBanner pageKey="home" /> : null}
      <HomeHero content={content} />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack gap="xs">
            <Title order={2}>{m.homeAboutUs()}</Title>
            <Text style={{ whiteSpace: "pre-line" }}>{aboutText}</Text>
          </Stack>
          <TrainingCategoryCards categories={categories} />
          <OnlineCoursesTeaser courses={onlineCourses} />
          <WhatWeDo services={content.services} />
          {content.whyUs.length > 0 ? (
            <Stack gap="md">
              <Title order={2}>{m.homeWhyUs()}</Title>
              <TitledCards items={content.whyUs} columns={3} />
            </Stack>
          ) : null}
          <UpcomingTrainings trainings={upcomingTrainings} />
          <Testimonials heading={m.homeClientsSay()} testimonials={content.testimonials} />
          <ClientLogos clients={content.clientLogos} />
          {content.accreditations.length > 0 ? (
            <Stack gap="md">
              <Title order={2}>{m.accreditations()}</Title>
              <AffiliationCards items={content.accreditations} />
            </Stack>
          ) : null}
          <WhereWeWork countries={countries} />
          <CallToAction content={content} />
        </Stack>
      </Container>
    </>
  );
}
