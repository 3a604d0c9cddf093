import { data, redirect } from "react-router";
import { loadTrainingCourseBuyerView } from "~/features/catalogue/buyer-facts.server";
import { CATALOGUE_TYPE_LABELS } from "~/features/catalogue/catalogue.schema";
import { findPublishedCourseBySlug } from "~/features/catalogue/catalogue.server";
import { TrainingCourseOverview } from "~/features/catalogue/components/training-course-overview";
import * as catalogueMessages from "~/features/catalogue/messages";
import { ENROL_INTENT, type EnrolReply, REQUEST_PLACE_INTENT } from "~/features/learning/components/enrol-panel";
import { OnlineCoursePage } from "~/features/learning/components/online-course-page";
import { requestPlace } from "~/features/learning/enrolment-requests.server";
import { loadOnlineCourseOverview } from "~/features/learning/online-course-overview.server";
import { enrolFromCoursePage } from "~/features/learning/self-enrolment.server";
import { BuyPanel } from "~/features/selling/components/buy-button";
import { findOffer } from "~/features/selling/offers.server";
import { courseOverviewSeo } from "~/features/seo/structured-data.server";
import { todayIn } from "~/lib/dates";
import { getEnvironment } from "~/lib/env.server";
import { currentLocale } from "~/lib/i18n/current-locale";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getSessionUser, requireUser } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { localizeCatalogueCourses } from "~/server/course-translation-views.server";
import type { Route } from "./+types/course-overview";
import { answerEnquiryPost } from "./enquiry-post.server";
import * as m from "./messages";

// A training course takes quote requests from anyone; an online course's Enrol and Request a place need an account.
export const access = {
  read: "public",
  write: { quote: "public", [ENROL_INTENT]: "signed-in", [REQUEST_PLACE_INTENT]: "signed-in" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData?.course.name ?? m.pageNotFound(),
    description: loaderData?.seo.description ?? "",
    // The slug is the address; a link by the record's id names it as its canonical.
    canonicalPath: loaderData ? `/course-overview/${loaderData.course.slug}` : undefined,
    image: loaderData?.seo.image,
    jsonLd: loaderData?.seo.jsonLd,
  });

async function requirePublishedCourse(slug: string) {
  const course = await findPublishedCourseBySlug(getDb(), slug);
  if (!course) throw refusalResponse(refuse("missing", m.notFound()));
  // In the page's language where translated, with its languages (decision 0108-course-translations).
  const [localized] = await localizeCatalogueCourses(getDb(), [course], currentLocale());
  return localized;
}

/** course-overview/{slug}: a training course's page (quote request), or an online course's (outline, Enrol). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const course = await requirePublishedCourse(params.slug);
  const catalogue = course.isOnline
    ? { name: catalogueMessages.onlineCourses(), path: "/courses/online" }
    : {
        name: catalogueMessages.typeCourses({ type: CATALOGUE_TYPE_LABELS[course.type]?.() ?? course.type }),
        path: `/courses/${course.type}`,
      };
  const seo = await courseOverviewSeo(getDb(), course, { baseUrl: getEnvironment().baseUrl, catalogue });
  if (!course.isOnline) {
    const today = todayIn(await getSiteTimeZone(getDb()));
    return { course, online: null, seo, buyer: await loadTrainingCourseBuyerView(getDb(), course, today) };
  }
  const user = await getSessionUser(request);
  // Selling: checkout. A priced online course has Buy beside Enrol (decision 0085-checkout-cart).
  const offer = await findOffer(getDb(), "course", course.id);
  return { course, online: await loadOnlineCourseOverview(getDb(), user, course.id), seo, buyer: null, offer };
}

const MAX_MESSAGE_LENGTH = 1000;
const TRAINING_ONLY = "This is a training course with no online lessons: request a quote for it instead.";

export async function action({ request, params }: Route.ActionArgs) {
  const course = await requirePublishedCourse(params.slug);
  // The quote form's body is read again by the enquiry handler: read the intent from a copy.
  const formData = await readFormData(request.clone());
  const intent = formData.get("intent");
  if (intent !== ENROL_INTENT && intent !== REQUEST_PLACE_INTENT) {
    // A quote request for this course: the course comes from the URL, never from the form.
    return answerEnquiryPost(request, "quote", { courseId: course.id });
  }
  const user = await requireUser(request);
  if (!course.isOnline) return enrolReply({ ok: false, formError: TRAINING_ONLY }, 409);
  if (intent === ENROL_INTENT) {
    const enrolled = await enrolFromCoursePage(getDb(), course.id, user.id);
    if (!enrolled.ok) return enrolReply({ ok: false, formError: enrolled.message }, STATUS_FOR_REASON[enrolled.reason]);
    const message = enrolled.result === "enrolled" ? m.enrolledWelcome() : m.alreadyEnrolled();
    return redirect(enrolled.redirectTo, { headers: await toastHeaders(message) });
  }
  const message = String(formData.get("message") ?? "").trim();
  if (message.length > MAX_MESSAGE_LENGTH) {
    return enrolReply({ ok: false, fieldErrors: { message: m.messageTooLong({ max: MAX_MESSAGE_LENGTH }) } }, 400);
  }
  const requested = await requestPlace(getDb(), {
    courseId: course.id,
    user,
    message,
    baseUrl: getEnvironment().baseUrl,
  });
  if (!requested.ok)
    return enrolReply({ ok: false, formError: requested.message }, STATUS_FOR_REASON[requested.reason]);
  if (requested.enrolled) return redirect(`/course/${course.id}`);
  // Post/redirect/get: the page is a plain document (decision 0056), so a reload must not send it again.
  return redirect(new URL(request.url).pathname, { headers: await toastHeaders(requested.message) });
}

function enrolReply(reply: EnrolReply, status: number) {
  return data({ enrol: reply }, { status });
}

export default function CourseOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { course, online, buyer } = loaderData;
  if (online) {
    const reply = actionData && "enrol" in actionData ? actionData.enrol : undefined;
    const offer = "offer" in loaderData ? loaderData.offer : null;
    const buy = offer ? <BuyPanel offer={offer} title={course.name} /> : null;
    return <OnlineCoursePage course={course} overview={online} reply={reply} buy={buy} />;
  }
  const quoteReply = actionData && !("enrol" in actionData) ? actionData : undefined;
  // The loader gives a training course its buyer facts whenever it has no online overview.
  return <TrainingCourseOverview course={course} buyer={buyer as NonNullable<typeof buyer>} actionData={quoteReply} />;
}
