import { searchTermFrom } from "~/lib/pagination";
import { type EnquiryKind, type EnquiryStatus, isEnquiryKind, isEnquiryStatus } from "./enquiry-fields";

/** The admin list's filter from the query string; unknown values mean "all", no ?q= means no search. */
export function readEnquiryFilter(searchParams: URLSearchParams): {
  kind?: EnquiryKind;
  status?: EnquiryStatus;
  search?: string;
} {
  const kind = searchParams.get("kind");
  const status = searchParams.get("status");
  const search = searchTermFrom(searchParams).trim();
  return {
    kind: isEnquiryKind(kind) ? kind : undefined,
    status: isEnquiryStatus(status) ? status : undefined,
    ...(search ? { search } : {}),
  };
}

/** The list's query string for a filter and page ("" when neither is set), for links, paging and the CSV. */
export function enquiryListQuery(filter: { kind?: string; status?: string; search?: string }, page?: number): string {
  const params = new URLSearchParams();
  if (filter.search) params.set("q", filter.search);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
