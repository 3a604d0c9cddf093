import { isRouteErrorResponse } from "react-router";
import * as busy from "./busy-page.messages";
import * as m from "./error-status.messages";

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

// Getters: each reads its words when asked, in the language of the request (or the page).
const STATUS_TEXT: Record<number, { heading: string; text: string }> = {
  403: {
    get heading() {
      return m.statusForbiddenHeading();
    },
    get text() {
      return m.statusForbiddenText();
    },
  },
  404: {
    get heading() {
      return m.statusNotFoundHeading();
    },
    get text() {
      return m.statusNotFoundText();
    },
  },
  // These come with the refusal's own message; the text is only a fallback (kept short: every page loads it).
  409: {
    get heading() {
      return m.statusConflictHeading();
    },
    get text() {
      return m.statusConflictText();
    },
  },
  410: {
    get heading() {
      return m.statusGoneHeading();
    },
    get text() {
      return m.statusGoneText();
    },
  },
  413: {
    get heading() {
      return m.statusTooLargeHeading();
    },
    get text() {
      return m.statusTooLargeText();
    },
  },
  415: {
    get heading() {
      return m.statusUnsupportedHeading();
    },
    get text() {
      return m.statusUnsupportedText();
    },
  },
  429: {
    get heading() {
      return m.statusTooManyHeading();
    },
    get text() {
      return m.statusTooManyText();
    },
  },
  // The server shed the request (server/load-shedding.ts): a client-side navigation's data request
  // gets a bare 503, and the boundary says what the busy page says.
  503: {
    get heading() {
      return busy.busyHeading();
    },
    get text() {
      return busy.busyText();
    },
  },
  500: {
    get heading() {
      return m.statusErrorHeading();
    },
    get text() {
      return m.statusErrorText();
    },
  },
};

const OTHER_REFUSAL = {
  get heading() {
    return m.statusOtherHeading();
  },
  get text() {
    return m.statusOtherText();
  },
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
