import { type EnquiryKind, type EnquiryStatus, isEnquiryKind, isEnquiryStatus } from "./enquiry-fields";

/** The admin list's filter from the query string; unknown values mean "all". */
export function readEnquiryFilter(searchParams: URLSearchParams): { kind?: EnquiryKind; status?: EnquiryStatus } {
  const kind = searchParams.get("kind");
  const status = searchParams.get("status");
  return {
    kind: isEnquiryKind(kind) ? kind : undefined,
    status: isEnquiryStatus(status) ? status : undefined,
  };
}
