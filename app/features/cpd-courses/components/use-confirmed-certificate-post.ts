import type { FormEvent } from "react";
import { confirmAction } from "~/components/confirm-dialog";
import * as m from "./messages";
import { useRefreshAfterNewTab } from "./use-refresh-after-new-tab";

/**
 * "Issue N certificates?": the question CPD records ask before issuing, as manage-events does
 * (event-certificates-panel.tsx). New certificates are emailed; ones already issued are reprinted
 * with the same number and no second email, and the question says how many of each.
 */
export function issueQuestion({
  total,
  alreadyIssued,
  subject,
}: {
  total: number;
  alreadyIssued: number;
  subject: string;
}): { title: string; message: string; confirmLabel: string } {
  const fresh = total - alreadyIssued;
  // One message per part, each with its own count; the parts are listed with "; " as before.
  const parts = [
    fresh > 0 ? m.certificatesNew({ count: fresh }) : "",
    alreadyIssued > 0 ? m.certificatesReprinted({ count: alreadyIssued }) : "",
  ].filter(Boolean);
  return {
    title: total === 1 ? m.issueCertificate() : m.issueCertificates(),
    message: m.issueQuestion({ count: total, subject, details: parts.join("; ") }),
    confirmLabel: total === 1 ? m.issueCertificate() : m.issueCertificates(),
  };
}

/** A form that posts to a new tab only after the person confirmed; the page reloads its data after. */
export function useConfirmedCertificatePost(question: ReturnType<typeof issueQuestion>) {
  const refreshSoon = useRefreshAfterNewTab();
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await confirmAction(question))) return;
    // Submitted from the Confirm click's handler, so the new tab opens as the click's own.
    form.submit();
    refreshSoon();
  };
}
