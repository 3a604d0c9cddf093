import { listOwnBookings, type OwnBooking } from "~/features/bookings/my-bookings.server";
import { verificationUrl } from "~/features/certificates/certificate-pdf.server";
import { type CertificateStatus, certificateStatus } from "~/features/certificates/certificate-status";
import { listOwnCertificates } from "~/features/certificates/own-certificates.server";
import { formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { calendarDateIn, formatDate, todayIn } from "~/lib/dates";
import { linkedInAddCertificationUrl } from "~/lib/linkedin-certification";
import { findVerifiedEmail } from "~/platform/auth/verified-email.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * My learning (decision 0027): a signed-in person's courses with progress and Resume, the
 * courses they completed, their certificates and their webinar bookings. Every list is bounded;
 * the page makes a fixed number of queries however much a person has.
 */

/** The most of each list the page shows (a person with more is told the list is cut short). */
const MY_LEARNING_LIMITS = { courses: 50, certificates: 50, bookings: 20, paths: 20 } as const;

/** An online course the person is enrolled in, as the learning feature lists it. */
interface LearnerCourse {
  id: string;
  name: string;
  subtitle: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  completedAt: string | null;
  resume: { path: string; lessonTitle: string | null; isLastOpened: boolean };
}

/** A learning path the person is enrolled in, as the learning feature lists it. */
interface LearnerPath {
  title: string;
  pathPage: string | null;
  completedCourses: number;
  totalCourses: number;
  nextCourse: { name: string; viewerPath: string } | null;
  completedAt: string | null;
}

/**
 * Where the person's courses and paths come from: the learning feature's lists, passed in by the
 * composition in app/server/my-learning.server.ts, so this page stands beside learning rather than
 * on top of it (features import each other one way only, decision 0077).
 */
export interface LearnerListings {
  listCourses: (
    db: DatabaseExecutor,
    userId: string,
    options: { limit: number },
  ) => Promise<{
    inProgress: LearnerCourse[];
    completed: LearnerCourse[];
    hasMoreInProgress: boolean;
    hasMoreCompleted: boolean;
  }>;
  listPaths: (
    db: DatabaseExecutor,
    userId: string,
    options: { limit: number },
  ) => Promise<{ paths: LearnerPath[]; hasMore: boolean }>;
}

export interface MyLearningCourse extends Omit<LearnerCourse, "completedAt"> {
  /** "21 Nov 2026", for a completed course. */
  completedOn: string | null;
}

interface MyLearningCertificate {
  id: string;
  certificateNumber: string;
  courseName: string;
  /** "21 November 2026" */
  completedOn: string;
  kind: "Online course" | "Learning path" | "CPD course" | "Event" | "Certificate";
  pdfPath: string;
  /** The public verification page, absolute (what "Copy verify link" copies). */
  verifyUrl: string;
  /** Valid, Expiring, Expired or Renewed, by the rule the verify page uses (decision 0046). */
  status: CertificateStatus;
  /** "11 March 2027", or null when it does not expire. */
  validUntil: string | null;
  /** The Open Badges 3.0 credential (decision 0100-open-badges-credentials), a signed .jwt file. */
  openBadgePath: string;
  /** LinkedIn's add-a-certification form, filled in. */
  linkedInUrl: string;
}

export interface MyLearningBooking {
  id: string;
  eventTitle: string;
  /** "Wednesday, 9 December 2026" or "9 – 10 December 2026" */
  dates: string;
  /** "09:00 – 12:30 (SAST)" */
  times: string;
  location: string;
  eventPath: string;
  icsPath: string;
  /** To show at the door: the booking's check-in code and its QR image (confirmed, upcoming, not yet in). */
  checkIn: { code: string; qrDataUrl: string } | null;
  checkedIn: boolean;
  /** On the waitlist or offered a seat, rather than holding a confirmed one. */
  status: string;
  isOnline: boolean;
  /** Join: the online event's link, from an hour before it starts until it ends. */
  joinUrl: string | null;
  /** Cancel: the booking's cancel page, which asks before it cancels. */
  cancelPath: string | null;
}

export interface MyLearningPath extends Omit<LearnerPath, "completedAt"> {
  /** "21 Nov 2026", for a completed path. */
  completedOn: string | null;
}

export interface MyLearningView {
  /** The learning paths the person is enrolled in, with courses complete of total and the next course. */
  paths: MyLearningPath[];
  hasMorePaths: boolean;
  inProgress: MyLearningCourse[];
  completed: MyLearningCourse[];
  hasMoreInProgress: boolean;
  hasMoreCompleted: boolean;
  certificates: MyLearningCertificate[];
  hasMoreCertificates: boolean;
  upcomingBookings: MyLearningBooking[];
  pastBookings: MyLearningBooking[];
  hasMorePastBookings: boolean;
  limits: typeof MY_LEARNING_LIMITS;
}

const CERTIFICATE_KINDS: Record<string, MyLearningCertificate["kind"]> = {
  online: "Online course",
  path: "Learning path",
  cpd: "CPD course",
  event: "Event",
};

function bookingCalendarPath(bookingId: string): string {
  return `/my-learning/bookings/${encodeURIComponent(bookingId)}/invite.ics`;
}

export async function buildMyLearningView(
  db: DatabaseExecutor,
  userId: string,
  { baseUrl, now = new Date(), listings }: { baseUrl: string; now?: Date; listings: LearnerListings },
): Promise<MyLearningView> {
  const [verifiedEmail, settings] = await Promise.all([findVerifiedEmail(db, userId), getSiteSettings(db)]);
  const timeZone = settings.time_zone;
  const owner = { userId, verifiedEmail };
  const [courses, certificates, bookings, paths] = await Promise.all([
    listings.listCourses(db, userId, { limit: MY_LEARNING_LIMITS.courses }),
    listOwnCertificates(db, owner, { limit: MY_LEARNING_LIMITS.certificates }),
    listOwnBookings(db, owner, { today: todayIn(timeZone, now), limit: MY_LEARNING_LIMITS.bookings, now, timeZone }),
    listings.listPaths(db, userId, { limit: MY_LEARNING_LIMITS.paths }),
  ]);
  const courseView = ({ completedAt, ...course }: LearnerCourse): MyLearningCourse => ({
    ...course,
    completedOn: completedAt ? formatDate(completedAt, timeZone) : null,
  });
  const bookingView = (booking: OwnBooking): MyLearningBooking => ({
    id: booking.id,
    eventTitle: booking.eventTitle,
    dates: formatEventDates(booking),
    times: formatEventTimes(booking, timeZone),
    location: booking.location,
    eventPath: `/events?event=${encodeURIComponent(booking.eventId)}`,
    icsPath: bookingCalendarPath(booking.id),
    checkIn: booking.checkIn,
    checkedIn: booking.checkedIn,
    status: booking.status,
    isOnline: booking.isOnline,
    joinUrl: booking.joinUrl,
    cancelPath: booking.cancelPath,
  });
  return {
    paths: paths.paths.map(({ completedAt, ...path }) => ({
      ...path,
      completedOn: completedAt ? formatDate(completedAt, timeZone) : null,
    })),
    hasMorePaths: paths.hasMore,
    inProgress: courses.inProgress.map(courseView),
    completed: courses.completed.map(courseView),
    hasMoreInProgress: courses.hasMoreInProgress,
    hasMoreCompleted: courses.hasMoreCompleted,
    certificates: certificates.certificates.map((certificate) => ({
      id: certificate.id,
      certificateNumber: certificate.certificateNumber,
      courseName: certificate.courseName,
      completedOn: formatDate(certificate.completionDate, timeZone, "long"),
      kind: CERTIFICATE_KINDS[certificate.source] ?? "Certificate",
      pdfPath: `/certificates/${encodeURIComponent(certificate.id)}/pdf`,
      verifyUrl: verificationUrl(baseUrl, certificate.verificationCode),
      status: certificateStatus({ revokedAt: null, ...certificate }, todayIn(timeZone, now)),
      validUntil: certificate.expiresAt ? formatDate(certificate.expiresAt, timeZone, "long") : null,
      openBadgePath: `/verify/${encodeURIComponent(certificate.verificationCode)}/open-badge.jwt`,
      linkedInUrl: linkedInAddCertificationUrl({
        name: certificate.courseName,
        organizationName: settings.site_name,
        issuedOn: calendarDateIn(certificate.completionDate, timeZone),
        expiresOn: certificate.expiresAt,
        certUrl: verificationUrl(baseUrl, certificate.verificationCode),
        certId: certificate.certificateNumber,
      }),
    })),
    hasMoreCertificates: certificates.hasMore,
    upcomingBookings: bookings.upcoming.map(bookingView),
    pastBookings: bookings.past.map(bookingView),
    hasMorePastBookings: bookings.hasMorePast,
    limits: MY_LEARNING_LIMITS,
  };
}
