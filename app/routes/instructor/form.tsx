import { checkCanReadEnquiries } from "~/features/enquiries/enquiry-readers";
import { builtInFormQuestions } from "~/features/forms/built-in-forms";
import { BuiltInFormView } from "~/features/forms/components/built-in-form-view";
import { FormBuilder } from "~/features/forms/components/form-builder";
import { FORM_INTENTS } from "~/features/forms/field-types";
import { loadBuilder } from "~/features/forms/forms.server";
import { findPublicForm, holdsEnquiries, RECENT_SUBMISSIONS_LIMIT } from "~/features/instructor-dashboard/public-forms";
import { listRecentSubmissions } from "~/features/instructor-dashboard/public-forms.server";
import { formatDateTime } from "~/lib/dates";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/form";
import { answerBuilderPost } from "./form-actions.server";
import * as m from "./messages";

// A built form: its author and admins (docs/decisions/0025-forms.md). The built-in forms are
// listed for all staff; contact, consulting and quote hold enquiries, which only admins read (0014).
export const access = {
  read: "form-owner",
  write: {
    [FORM_INTENTS.saveContent]: "form-owner",
    [FORM_INTENTS.saveSettings]: "form-owner",
    // Closed then opened again, so the form the matrix posts to stays open.
    [FORM_INTENTS.close]: "form-owner",
    [FORM_INTENTS.open]: "form-owner",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.kind === "built" ? loaderData.form.title : (loaderData?.form.title ?? m.form()), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const db = getDb();
  const builtIn = findPublicForm(params.formId);
  if (builtIn) {
    if (holdsEnquiries(builtIn)) {
      const allowed = checkCanReadEnquiries(user);
      if (!allowed.ok) throw refusalResponse(allowed);
    }
    const [submissions, timeZone] = await Promise.all([listRecentSubmissions(db, builtIn), getSiteTimeZone(db)]);
    return {
      kind: "built-in" as const,
      form: builtIn,
      questions: builtInFormQuestions(builtIn.id),
      submissions: submissions.map(({ createdAt, ...submission }) => ({
        ...submission,
        receivedAt: formatDateTime(createdAt, timeZone),
      })),
    };
  }
  const loaded = await loadBuilder(db, user, params.formId);
  if (!loaded.ok) throw refusalResponse(loaded);
  return { kind: "built" as const, form: loaded.form };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const formData = await readFormData(request);
  if (findPublicForm(params.formId)) {
    return refusalResponse({ ok: false, reason: "forbidden", message: m.builtInFormsLocked() });
  }
  return answerBuilderPost(user, params.formId, formData);
}

export default function InstructorForm({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "built-in") {
    return (
      <BuiltInFormView
        form={loaderData.form}
        questions={loaderData.questions}
        submissions={loaderData.submissions}
        shownCount={RECENT_SUBMISSIONS_LIMIT}
      />
    );
  }
  return <FormBuilder key={loaderData.form.id} form={loaderData.form} />;
}
