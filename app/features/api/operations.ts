import type { z } from "zod";
import {
  certificateCodeParam,
  certificateVerificationSchema,
  courseListQuery,
  courseSchema,
  enquiryListQuery,
  enquirySchema,
  eventListQuery,
  eventSchema,
  pageOf,
} from "./schemas";
import type { ApiResource } from "./scopes";

/**
 * Every operation of /api/v1, once: the OpenAPI document and the reference page are made from this
 * list, and each route validates with the schemas named here.
 */
export interface ApiOperation {
  id: string;
  method: "get";
  /** OpenAPI path template. */
  path: string;
  summary: string;
  scope: `${ApiResource}:${"read" | "write"}`;
  query?: z.ZodObject;
  pathParams?: Record<string, z.ZodType>;
  response: z.ZodType;
}

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    id: "listCourses",
    method: "get",
    path: "/api/v1/courses",
    summary: "Published catalogue courses, newest first.",
    scope: "courses:read",
    query: courseListQuery,
    response: pageOf(courseSchema),
  },
  {
    id: "listEvents",
    method: "get",
    path: "/api/v1/events",
    summary: "Webinars and events, newest first.",
    scope: "events:read",
    query: eventListQuery,
    response: pageOf(eventSchema),
  },
  {
    id: "listEnquiries",
    method: "get",
    path: "/api/v1/enquiries",
    summary: "Enquiries from the contact, quote and appointment forms, newest first.",
    scope: "enquiries:read",
    query: enquiryListQuery,
    response: pageOf(enquirySchema),
  },
  {
    id: "verifyCertificate",
    method: "get",
    path: "/api/v1/certificates/{code}/verify",
    summary: "Whether the certificate with this verification code is valid or revoked.",
    scope: "certificates:read",
    pathParams: { code: certificateCodeParam },
    response: certificateVerificationSchema,
  },
];
