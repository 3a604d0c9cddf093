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
import { listFootprintCountries, listTrainingCategories } from "~/features/site-settings/footprint.server";
import { loadSiteSettingsView } from "~/features/site-settings/site-settings.server";
import { listUpcomingTrainings } from "~/features/training-schedule/schedule-views.server";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/home";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: null,
    description: loaderData?.aboutText ?? "",
    jsonLd: loaderData ? [loaderData.organization] : [],
  });

export async function loader() {
  const db = getDb();
  const [settings, categories, countries, upcomingTrainings, onlineCourses] = await Promise.all([
    loadSiteSettingsView(db),
    listTrainingCategories(db),
    listFootprintCountries(db),
    listUpcomingTrainings(db, 4),
    listFeaturedOnlineCourses(db, 3),
  ]);
  return {
    siteName: settings.siteName,
    aboutText: settings.aboutText,
    categories,
    countries,
    upcomingTrainings,
    onlineCourses,
    organization: organizationJsonLd(settings, getEnvironment().baseUrl),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, aboutText, categories, countries, upcomingTrainings, onlineCourses } = loaderData;
  return (
    <>
      <HomeHero siteName={siteName} />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={2}>About us</Title>
            <Text style={{ whiteSpace: "pre-line" }}>{aboutText}</Text>
          </Stack>
          <TrainingCategoryCards categories={categories} />
          <OnlineCoursesTeaser courses={onlineCourses} />
          <WhatWeDo />
          <UpcomingTrainings trainings={upcomingTrainings} />
          <WhereWeWork countries={countries} />
        </Stack>
      </Container>
    </>
  );
}
