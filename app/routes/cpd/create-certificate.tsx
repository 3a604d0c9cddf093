import { redirect } from "react-router";
import { loadCertificateForm } from "~/features/certificates/certificate-form.server";
import { certificateFormSchema } from "~/features/certificates/certificates.schema";
import { CreateCertificateForm } from "~/features/certificates/components/create-certificate-form";
import { issueFormCertificate } from "~/features/certificates/issue-form-certificate.server";
import { invalidReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/create-certificate";
import * as m from "./messages";
import { requireStaffCourse } from "./require-staff-course.server";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.createCertificate(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireStaffCourse(request, params.id);
  return loadCertificateForm(getDb(), course, new URL(request.url).searchParams.get("issued"));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, course } = await requireStaffCourse(request, params.id);
  const parsed = parseForm(certificateFormSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const { certificate } = await issueFormCertificate(getDb(), {
    cpdCourse: course,
    input: parsed.data,
    issuedByUserId: user.id,
  });
  const message = certificate.recipient_email
    ? m.certificateIssuedAndSent({ number: certificate.certificate_number, email: certificate.recipient_email })
    : m.certificateIssued({ number: certificate.certificate_number });
  return redirect(`/create-certificate/${course.id}?issued=${certificate.id}`, {
    headers: await toastHeaders(message),
  });
}

export default function CreateCertificatePage({ loaderData, actionData }: Route.ComponentProps) {
  return <CreateCertificateForm {...loaderData} refused={actionData} />;
}
