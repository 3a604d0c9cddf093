import {
  type DeliveryMode,
  deliveryModesOf,
  type FaqEntry,
  faqEntriesOf,
  scheduledRunDelivery,
  scheduledRunVenue,
} from "~/lib/course-buyer-facts";
import { courseCoverUrl } from "~/lib/course-cover";
import type { DatabaseExecutor } from "~db/executor";
import { type CatalogueCard, hasLessons } from "./catalogue.server";

const run = (entry: { venue: string; is_online: number; is_onsite: number }) => ({
  venue: entry.venue,
  isOnline: Boolean(entry.is_online),
  isOnsite: Boolean(entry.is_onsite),
});

/** What a buyer of a training course sees beside its description (decision 0070). */
export interface TrainingCourseBuyerView {
  priceCents: number | null;
  priceNote: string;
  delivery: DeliveryMode[];
  durationMinutes: number | null;
  audience: string;
  accreditation: string;
  cpdPoints: string;
  faq: FaqEntry[];
  nextDates: Array<{
    id: string;
    startDate: string;
    durationDays: number;
    /** The city or venue; "Online" for a run only online. */
    venue: string;
    /** "Classroom at our venue or Online live": the one delivery vocabulary. */
    format: string;
    seatsLeft: number | null;
  }>;
  facilitators: string[];
  related: CatalogueCard[];
}

interface BuyerColumns {
  id: string;
  type: string;
  durationMinutes: number | null;
  priceCents: number | null;
  priceNote: string;
  deliveryModes: string;
  audience: string;
  accreditation: string;
  cpdPoints: string;
  faq: string;
}

const NEXT_DATES = 6;
const RELATED = 3;

/** Three small queries, each bounded: the next dates, the facilitators, and related courses of the same kind. */
export async function loadTrainingCourseBuyerView(
  db: DatabaseExecutor,
  course: BuyerColumns,
  today: string,
): Promise<TrainingCourseBuyerView> {
  const [dates, facilitators, related] = await Promise.all([
    db
      .selectFrom("training_schedule_entries")
      .select(["id", "start_date", "duration_days", "venue", "is_online", "is_onsite", "seats_left"])
      .where("course_id", "=", course.id)
      .where("start_date", ">=", today)
      .orderBy("start_date")
      .orderBy("id")
      .limit(NEXT_DATES)
      .execute(),
    db
      .selectFrom("course_instructors")
      .innerJoin("user", "user.id", "course_instructors.user_id")
      .select("user.name")
      .where("course_instructors.course_id", "=", course.id)
      .orderBy("user.name")
      .limit(6)
      .execute(),
    db
      .selectFrom("courses")
      .select(["id", "slug", "name", "title", "subtitle", "cover_url", "type"])
      .where("type", "=", course.type)
      .where("is_published", "=", 1)
      .where("id", "!=", course.id)
      // Other training courses: an online course of the type has its own catalogue.
      .where((eb) => eb.not(hasLessons(eb)))
      .orderBy("name")
      .limit(RELATED)
      .execute(),
  ]);
  return {
    priceCents: course.priceCents,
    priceNote: course.priceNote,
    delivery: deliveryModesOf(course.deliveryModes),
    durationMinutes: course.durationMinutes,
    audience: course.audience,
    accreditation: course.accreditation,
    cpdPoints: course.cpdPoints,
    faq: faqEntriesOf(course.faq),
    nextDates: dates.map((entry) => ({
      id: entry.id,
      startDate: entry.start_date,
      durationDays: entry.duration_days,
      venue: scheduledRunVenue(run(entry)),
      format: scheduledRunDelivery(run(entry)).join(" or "),
      seatsLeft: entry.seats_left,
    })),
    facilitators: facilitators.map((row) => row.name),
    related: related.map(({ cover_url, title, ...row }) => ({
      ...row,
      coverUrl: courseCoverUrl({ coverUrl: cover_url, name: row.name, title, type: row.type }),
      isOnline: false,
    })),
  };
}
