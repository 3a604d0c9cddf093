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

/** The list's query string for a filter and page ("" when neither is set), for links, paging and the CSV. */
export function enquiryListQuery(filter: { kind?: string; status?: string }, page?: number): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
