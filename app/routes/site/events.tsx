import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, redirect, useLocation } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListSearchForm } from "~/components/list-search";
import { Notice } from "~/components/notice";
import { bookingFormSchema } from "~/features/bookings/booking.schema";
import { confirmationPath } from "~/features/bookings/booking-confirmation.server";
import { hasMissingFields, MISSING_FIELDS_MESSAGE } from "~/features/bookings/booking-fields";
import { EventRegistration } from "~/features/bookings/components/event-registration";
import * as bookingMessages from "~/features/bookings/messages";
import { loadOwnBookingState } from "~/features/bookings/own-booking-state.server";
import { registerForEvent } from "~/features/bookings/register-for-event.server";
import { CataloguePagination } from "~/features/catalogue/components/catalogue-pagination";
import { FeaturedEvent } from "~/features/events/components/featured-event";
import { MoreWebinars } from "~/features/events/components/more-webinars";
import { loadEventsPage } from "~/features/events/events-page.server";
import { BuyButton, PriceTag } from "~/features/selling/components/buy-button";
import { findOffer } from "~/features/selling/offers.server";
import { eventsPageSeo } from "~/features/seo/structured-data.server";
import bookingFormIslandUrl from "~/islands/booking-form.ts?worker&url";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { localizedPath } from "~/lib/i18n/localized-path";
import { pageMeta } from "~/lib/page-title";
import { pageAddress, pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getSessionUser } from "~/platform/auth/session.server";
import { findVerifiedEmail } from "~/platform/auth/verified-email.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/events";
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

// A plain document (decision 0063): no React in the browser; the booking form is made live by its
// island, bundled with the schema the action below uses.
export const handle = { hydrate: false, islands: [bookingFormIslandUrl] };

const WEBINAR_NOT_FOUND = m.webinarNotFound;

const EVENTS_DESCRIPTION = m.eventsDescription;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  // ?event= names one webinar: its own address, described by its subtitle.
  const chosen = loaderData?.requested ? loaderData.featured : null;
  return pageMeta(matches, location, {
    title: loaderData?.isRequestedMissing ? WEBINAR_NOT_FOUND() : chosen ? chosen.title : m.eventsTitle(),
    noIndex: loaderData?.isRequestedMissing,
    description: (chosen && loaderData?.seo.featuredDescription) || EVENTS_DESCRIPTION(),
    // A later page of the list is a page of its own; with ?event= the featured webinar is the page.
    canonicalPath: chosen
      ? `/events?event=${encodeURIComponent(chosen.id)}`
      : `/events${loaderData && loaderData.page > 1 ? `?page=${loaderData.page}` : ""}`,
    image: chosen ? chosen.posterUrl || chosen.image : null,
    jsonLd: loaderData?.seo.jsonLd,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requestedId = url.searchParams.get("event");
  const page = await loadEventsPage(getDb(), {
    requestedId,
    page: pageNumberFrom(url.searchParams),
    search: searchTermFrom(url.searchParams).trim(),
  });
  redirectPastLastPage(url, page);
  const requested = requestedId !== null && page.featured?.id === requestedId;
  // A link to a webinar that does not exist (mistyped, or deleted) says so above the upcoming ones.
  const isRequestedMissing = requestedId !== null && !requested;
  // A signed-in person's form comes filled in, or says they are booked (never cached: a cookie came).
  const user = await getSessionUser(request);
  const own = user
    ? await loadOwnBookingState(
        getDb(),
        user,
        { userId: user.id, verifiedEmail: await findVerifiedEmail(getDb(), user.id) },
        page.featured?.id ?? null,
      )
    : null;
  // Selling: checkout. A priced event is bought (Buy a seat) instead of registered for free.
  const offer = page.featured ? await findOffer(getDb(), "event", page.featured.id) : null;
  return {
    ...page,
    offer,
    requested,
    isRequestedMissing,
    own,
    seo: await eventsPageSeo(getDb(), page, getEnvironment().baseUrl),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The form's own schema, checked again on the server (decision 0081: the route reads and parses).
  const parsed = parseForm(bookingFormSchema, await readFormData(request));
  if (!parsed.ok) {
    const formError = hasMissingFields(parsed.fieldErrors) ? MISSING_FIELDS_MESSAGE() : bookingMessages.correctFields();
    return invalidReply(parsed, formError);
  }
  const booked = await registerForEvent(getDb(), parsed.data, {
    clientAddress: clientAddress(request),
    baseUrl: getEnvironment().baseUrl,
    userId: (await getSessionUser(request))?.id ?? null,
  });
  if (!booked.ok) {
    return refusalReply(booked, parsed.values);
  }
  return redirect(confirmationPath(booked.bookingId));
}

export default function EventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { featured, isFeaturedPast, isFeaturedNext, isFeaturedCancelled, others, seats, page, total, pageSize } =
    loaderData;
  const { isRequestedMissing } = loaderData;
  const location = useLocation();
  // Real page links, ?event= kept, that land on the list rather than the featured webinar above it.
  const pageHref = (target: number) =>
    `${pageAddress(new URL(`${location.pathname}${location.search}`, "http://campus"), target)}#more-webinars`;
  return (
    <>
      <Box bg="campus.9" c="white" py={{ base: 32, sm: 48 }}>
        <Container size="lg">
          <Stack gap="xs" maw={720}>
            <Title order={1} c="white">
              {m.eventsTitle()}
            </Title>
            <Text size="lg">{EVENTS_DESCRIPTION()}</Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          {isRequestedMissing ? (
            <Notice tone="error" role="status" title={WEBINAR_NOT_FOUND()}>
              {m.webinarLinkMissing()} {featured ? m.theseAreUpcoming() : null}
            </Notice>
          ) : null}
          {featured ? (
            <>
              <FeaturedEvent
                event={featured}
                label={isFeaturedPast ? m.pastWebinar() : isFeaturedNext ? m.nextWebinar() : m.upcomingWebinar()}
                seats={seats[featured.id]}
              />
              {loaderData.offer && !isFeaturedPast && !isFeaturedCancelled ? (
                <Paper withBorder p="md" radius="md" component="section" aria-label={m.buyASeat()}>
                  <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                    <PriceTag offer={loaderData.offer} />
                    <BuyButton offer={loaderData.offer} label={m.buyASeat()} />
                  </Group>
                </Paper>
              ) : (
                <EventRegistration
                  event={featured}
                  isPast={isFeaturedPast}
                  isCancelled={isFeaturedCancelled}
                  isFull={loaderData.isFeaturedFull}
                  hasOthers={others.length > 0}
                  bookedStatus={loaderData.own?.bookedStatus ?? null}
                  values={actionData?.values ?? loaderData.own?.values}
                  fieldErrors={actionData?.fieldErrors}
                  formError={actionData?.formError}
                />
              )}
            </>
          ) : (
            <EmptyState heading={m.noUpcomingWebinars()} text={m.noUpcomingWebinarsText()}>
              <Anchor component={Link} to={localizedPath("/contact-us")}>
                {m.contactUsLink()}
              </Anchor>
            </EmptyState>
          )}
          <MoreWebinars
            events={others}
            seats={seats}
            search={loaderData.search}
            searchBox={
              <ListSearchForm
                label={m.searchWebinars()}
                search={loaderData.search}
                keep={{ event: loaderData.requested ? featured?.id : null }}
                maxWidth={480}
              />
            }
          >
            <CataloguePagination page={page} total={total} pageSize={pageSize} hrefFor={pageHref} />
          </MoreWebinars>
        </Stack>
      </Container>
    </>
  );
}
