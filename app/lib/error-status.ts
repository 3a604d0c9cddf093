import { isRouteErrorResponse } from "react-router";

/**
 * What an error boundary says (ARCHITECTURE.md convention 16): the heading for the status, and
 * the message the route or feature gave with its Response (a refusal's message), so a person
 * reads "This course does not exist." inside the frame they were in, with a way back. The
 * heading is also the page's title (lib/page-title.ts), so a tab or a history entry says
 * "Page not found" too.
 */
export interface ErrorDescription {
  status: number;
  heading: string;
  message: string;
}

const STATUS_TEXT: Record<number, { heading: string; text: string }> = {
  403: {
    heading: "You do not have access to this page",
    text: "Your account does not have permission to open this page. If you think it should, ask an administrator.",
  },
  404: {
    heading: "Page not found",
    text: "We could not find the page you were looking for. It may have moved, or the address may be mistyped.",
  },
  // These come with the refusal's own message; the text is only a fallback (kept short: every page loads it).
  409: { heading: "This was changed by someone else", text: "Reload to see the latest version." },
  410: { heading: "This is no longer available", text: "It has been closed or withdrawn." },
  413: { heading: "What you sent is too large", text: "Send less at a time." },
  415: { heading: "This page cannot read what was sent", text: "Send it again from the page." },
  429: { heading: "Too many attempts", text: "Please wait a few minutes and try again." },
  500: {
    heading: "Something went wrong",
    text: "We could not complete your request. Please try again in a moment; if it keeps happening, contact us.",
  },
};

const OTHER_REFUSAL = {
  heading: "We could not process that request",
  text: "Please check what you entered and try again.",
};

/** Heading and default text for a status: its own, else the 4xx or the 5xx ones. */
export function describeStatus(status: number): ErrorDescription {
  const content = STATUS_TEXT[status] ?? (status >= 400 && status < 500 ? OTHER_REFUSAL : STATUS_TEXT[500]);
  return { status, heading: content.heading, message: content.text };
}

/** The heading for whatever a loader, action or component threw: "Page not found" for a 404. */
export function errorHeading(error: unknown): string {
  return describeStatus(isRouteErrorResponse(error) ? error.status : 500).heading;
}
