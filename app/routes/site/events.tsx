import { Anchor, Box, Card, Container, Stack, Text, Title } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { Notice } from "~/components/notice";
import { parseBookingForm } from "~/features/bookings/booking.schema";
import { hasMissingFields, MISSING_FIELDS_MESSAGE } from "~/features/bookings/booking-fields";
import { BOOKING_REFUSALS, bookEvent } from "~/features/bookings/bookings.server";
import { BookingForm } from "~/features/bookings/components/booking-form";
import { FeaturedEvent } from "~/features/events/components/featured-event";
import { formatEventDates, formatEventTimes, isPastEvent } from "~/features/events/event-details";
import { findEvent, listUpcomingEvents } from "~/features/events/events.server";
import { getDb } from "~/server/app-context.server";
import { clientAddress } from "~/lib/client-address.server";
import { getEnvironment } from "~/lib/env.server";
import type { FieldErrors } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/events";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Upcoming Events", matches);

// Generous for a training room sharing one address, tight enough to stop a script filling the list.
const BOOKING_RATE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const now = new Date();
  const upcoming = (await listUpcomingEvents(db, now)).filter((event) => !isPastEvent(event, now));
  const requestedId = new URL(request.url).searchParams.get("event");
  const requested = requestedId ? await findEvent(db, requestedId) : undefined;
  const featured = requested ?? upcoming[0] ?? null;
  return {
    featured,
    isFeaturedPast: featured ? isPastEvent(featured, now) : false,
    isFeaturedNext: featured !== null && featured.id === upcoming[0]?.id,
    others: upcoming.filter((event) => event.id !== featured?.id),
  };
}

type ActionResult = { fieldErrors: FieldErrors; formError: string | null; values: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseBookingForm(await readFormData(request));
  if (!parsed.ok) {
    const formError = hasMissingFields(parsed.fieldErrors)
      ? MISSING_FIELDS_MESSAGE
      : "Please correct the fields marked below.";
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors, formError, values: parsed.values }, { status: 400 });
  }
  if (!(await consumeRateLimit(getDb(), `booking:address:${clientAddress(request)}`, BOOKING_RATE_LIMIT)).allowed) {
    return data<ActionResult>(
      {
        fieldErrors: {},
        formError: "Too many registrations from your network. Please try again in a few minutes.",
        values: parsed.values,
      },
      { status: 429 },
    );
  }
  const result = await bookEvent(getDb(), parsed.data, { baseUrl: getEnvironment().baseUrl });
  if (!result.ok) {
    const message = BOOKING_REFUSALS[result.reason];
    const fieldErrors: FieldErrors = result.reason === "already-booked" ? { email: message } : {};
    return data<ActionResult>(
      { fieldErrors, formError: message, values: parsed.values },
      { status: result.reason === "already-booked" ? 409 : 400 },
    );
  }
  return redirect("/event-confirmation");
}

export default function EventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { featured, isFeaturedPast, isFeaturedNext, others } = loaderData;
  return (
    <>
      <Box bg="campus.9" c="white" py={{ base: 32, sm: 48 }}>
        <Container size="lg">
          <Stack gap="xs" maw={720}>
            <Title order={1} c="white">
              Upcoming Events
            </Title>
            <Text size="lg">
              Free webinars on ISO standards, accreditation and auditing, presented live on Microsoft Teams by our
              consultants and assessors. Health professionals can earn CPD points.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          {featured ? (
            <>
              <FeaturedEvent
                event={featured}
                label={isFeaturedPast ? "Past webinar" : isFeaturedNext ? "Next webinar" : "Upcoming webinar"}
              />
              {isFeaturedPast ? (
                <Notice tone="info" role="status" title="Registration closed">
                  This webinar has already taken place, so registration is closed.{" "}
                  {others.length ? "Choose one of the upcoming webinars below." : null}
                </Notice>
              ) : (
                <BookingForm
                  key={featured.id}
                  eventId={featured.id}
                  eventTitle={featured.title}
                  fieldErrors={actionData?.fieldErrors}
                  formError={actionData?.formError}
                  values={actionData?.values}
                />
              )}
            </>
          ) : (
            <EmptyState
              heading="No upcoming webinars"
              text="New webinars are announced here. Contact us to hear about the next one."
            >
              <Anchor component={Link} to="/contact-us">
                Contact us
              </Anchor>
            </EmptyState>
          )}
          {others.length ? (
            <Stack gap="md">
              <hr style={{ border: 0, borderTop: "1px solid var(--mantine-color-gray-3)", margin: 0, width: "100%" }} />
              <Title order={2} size="h3">
                More upcoming webinars
              </Title>
              <div className="grid-3">
                {others.map((event) => (
                  <Card key={event.id} withBorder padding="lg" radius="md">
                    <Stack gap={6}>
                      <Title order={3} size="h5">
                        {event.title}
                      </Title>
                      <Text size="sm">{event.subTitle}</Text>
                      <Text size="sm" fw={600}>
                        {formatEventDates(event)}, {formatEventTimes(event)}
                      </Text>
                      <Anchor component={Link} to={`/events?event=${event.id}#register`}>
                        Details and registration<span className="visually-hidden"> for {event.title}</span>
                      </Anchor>
                    </Stack>
                  </Card>
                ))}
              </div>
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
