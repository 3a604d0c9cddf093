import type { EventDetails } from "~/features/events/event-details";
import { addDays, timeZoneOffsetMs, todayIn, zonedInstant } from "~/lib/dates";
import { absoluteUrl, summarise } from "~/lib/page-title";
import { getSiteSettings, type SiteSettingsView } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * JSON-LD (schema.org) for the public pages, built on the server by the loaders; the route's meta
 * puts each object in a <script type="application/ld+json">, which React Router escapes
 * (<, >, &, U+2028 and U+2029 as \u escapes), so user text cannot end the script.
 */
type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** The company: name, address, logo and what it does, from the site settings. */
export function organizationJsonLd(
  settings: Pick<SiteSettingsView, "siteName" | "logoUrl" | "aboutText"> & Partial<Pick<SiteSettingsView, "contact">>,
  baseUrl: string,
): JsonLd {
  const contact = settings.contact;
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${absoluteUrl(baseUrl, "/")}#organization`,
    name: settings.siteName,
    url: absoluteUrl(baseUrl, "/"),
    ...(settings.logoUrl ? { logo: absoluteUrl(baseUrl, settings.logoUrl) } : {}),
    description: summarise(settings.aboutText, 300),
    ...(contact?.phone ? { telephone: contact.phone } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    // The address as the admin wrote it, one line per part: schema.org takes it as streetAddress text.
    ...(contact?.address
      ? { address: { "@type": "PostalAddress", streetAddress: contact.address.split("\n").join(", ") } }
      : {}),
  };
}

/** Home > … > this page, each step with its address; Home (in the page's language) comes first. */
export function breadcrumbJsonLd(steps: ReadonlyArray<{ name: string; path: string }>, baseUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: m.breadcrumbHome(), path: "/" }, ...steps].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(baseUrl, step.path),
    })),
  };
}

/** "2026-12-09T09:00:00+02:00": a wall-clock time in the site's zone with its offset. */
function zonedIsoDateTime(date: string, time: string, timeZone: string): string {
  const instant = zonedInstant(date, time, timeZone);
  const offsetMinutes = Math.round(timeZoneOffsetMs(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  const clock = time.length === 5 ? `${time}:00` : time;
  return `${date}T${clock}${sign}${hours}:${minutes}`;
}

/** Text of sanitised rich HTML, for a description (tags dropped, the common entities read). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

interface CourseForJsonLd {
  id: string;
  slug: string;
  name: string;
  title: string;
  subtitle: string;
  descriptionHtml: string;
  isOnline: boolean;
  /** A training course's price in cents (ZAR), when it has one (decision 0070). */
  priceCents?: number | null;
}

/** What a search result says about a course: its subtitle, else its title, else its description's start. */
function courseDescription(course: Omit<CourseForJsonLd, "id" | "slug" | "isOnline">): string {
  return course.subtitle || (course.title !== course.name ? course.title : "") || textOfHtml(course.descriptionHtml);
}

/**
 * A course with a CourseInstance for each upcoming run on the training schedule (classroom or
 * online, its venue and dates); an online course is one self-paced online instance. One query.
 */
async function courseJsonLd(
  db: DatabaseExecutor,
  course: CourseForJsonLd,
  { baseUrl, siteName, timeZone }: { baseUrl: string; siteName: string; timeZone: string },
): Promise<JsonLd> {
  const runs = await db
    .selectFrom("training_schedule_entries")
    .select(["start_date", "duration_days", "is_onsite", "is_online", "venue"])
    .where("course_id", "=", course.id)
    .where("start_date", ">=", todayIn(timeZone))
    .orderBy("start_date")
    .limit(20)
    .execute();
  const instances = runs.map((run) => ({
    "@type": "CourseInstance",
    courseMode: run.is_onsite && run.is_online ? "blended" : run.is_online ? "online" : "onsite",
    startDate: run.start_date,
    endDate: addDays(run.start_date, Math.max(1, run.duration_days) - 1),
    ...(run.venue ? { location: { "@type": "Place", name: run.venue, address: run.venue } } : {}),
  }));
  if (course.isOnline)
    instances.push({ "@type": "CourseInstance", courseMode: "online" } as (typeof instances)[number]);
  const url = absoluteUrl(baseUrl, `/course-overview/${course.slug}`);
  return {
    "@context": CONTEXT,
    "@type": "Course",
    "@id": url,
    url,
    name: course.name,
    description: summarise(courseDescription(course), 300) || course.name,
    provider: { "@type": "Organization", name: siteName, url: absoluteUrl(baseUrl, "/") },
    ...(instances.length ? { hasCourseInstance: instances } : {}),
    ...(course.priceCents
      ? {
          offers: {
            "@type": "Offer",
            category: "Paid",
            price: (course.priceCents / 100).toFixed(2),
            priceCurrency: "ZAR",
            url,
          },
        }
      : {}),
  };
}

/** A webinar: online, on Microsoft Teams, with its start and end in the site's zone. */
function eventJsonLd(
  event: EventDetails,
  { baseUrl, siteName, timeZone }: { baseUrl: string; siteName: string; timeZone: string },
): JsonLd {
  const url = absoluteUrl(baseUrl, `/events?event=${encodeURIComponent(event.id)}`);
  const image = event.posterUrl || event.image;
  return {
    "@context": CONTEXT,
    "@type": "Event",
    "@id": url,
    name: event.title,
    description: summarise(event.subTitle || event.description, 300) || event.title,
    startDate: zonedIsoDateTime(event.dateFrom, event.timeFrom, timeZone),
    endDate: zonedIsoDateTime(event.dateTo, event.timeTo, timeZone),
    eventStatus: event.cancelledAt ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url },
    ...(image ? { image: [absoluteUrl(baseUrl, image)] } : {}),
    organizer: { "@type": "Organization", name: siteName, url: absoluteUrl(baseUrl, "/") },
    ...(event.instructorName ? { performer: { "@type": "Person", name: event.instructorName } } : {}),
  };
}

/**
 * A course page's description, picture and JSON-LD (Course with its scheduled runs, and the
 * breadcrumb Home > catalogue > course). An uploaded cover is the shared picture; a generated
 * SVG cover is not (link previews take raster images), so the site's social image is used instead.
 */
export async function courseOverviewSeo(
  db: DatabaseExecutor,
  course: CourseForJsonLd & { type: string; coverUrl: string },
  { baseUrl, catalogue }: { baseUrl: string; catalogue: { name: string; path: string } },
) {
  const settings = await getSiteSettings(db);
  const jsonLd = await courseJsonLd(db, course, {
    baseUrl,
    siteName: settings.site_name,
    timeZone: settings.time_zone,
  });
  return {
    description: courseDescription(course) || course.name,
    image: course.coverUrl.startsWith("/covers/") ? null : course.coverUrl,
    jsonLd: [
      jsonLd,
      breadcrumbJsonLd([catalogue, { name: course.name, path: `/course-overview/${course.slug}` }], baseUrl),
    ],
  };
}

/** The events page: an Event for each upcoming webinar shown (the featured one too unless it is past). */
export async function eventsPageSeo(
  db: DatabaseExecutor,
  page: { featured: EventDetails | null; isFeaturedPast: boolean; others: EventDetails[] },
  baseUrl: string,
) {
  const settings = await getSiteSettings(db);
  const context = { baseUrl, siteName: settings.site_name, timeZone: settings.time_zone };
  const shown = [...(page.featured && !page.isFeaturedPast ? [page.featured] : []), ...page.others];
  return {
    featuredDescription: page.featured ? page.featured.subTitle || page.featured.description : null,
    jsonLd: shown.map((event) => eventJsonLd(event, context)),
  };
}
