import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { type ErrorResponse, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { describeStatus, type ErrorDescription } from "~/lib/error-status";
import * as m from "./messages";

export { describeStatus, type ErrorDescription };

/**
 * What an error boundary says (ARCHITECTURE.md convention 16): the heading for the status, and
 * the message the route or feature gave with its Response (a refusal's message), so a person
 * reads "This course does not exist." inside the frame they were in, with a way back. Nothing
 * technical reaches the page in production: no stack, no server error text.
 */

/** Bare HTTP reason phrases some routes throw ("Not Found"): they say less than the default text. */
const BARE_STATUS_TEXT = /^(not found|forbidden|unauthorized|bad request|method not allowed)$/i;
const LONGEST_SHOWN_MESSAGE = 500;

/** The route's own words from an error Response, when they are a sentence meant for people. */
export function routeMessage(error: Pick<ErrorResponse, "status" | "statusText" | "data">): string | null {
  if (error.status >= 500) return null;
  const data: unknown = error.data;
  const text =
    typeof data === "string"
      ? data
      : data && typeof data === "object" && typeof (data as { message?: unknown }).message === "string"
        ? (data as { message: string }).message
        : "";
  const message = text.trim();
  if (!message || message.length > LONGEST_SHOWN_MESSAGE || message.startsWith("<")) return null;
  if (BARE_STATUS_TEXT.test(message) || message === error.statusText) return null;
  return message;
}

/** What to show for whatever a loader, action or component threw. */
export function describeRouteError(error: unknown): ErrorDescription {
  if (!isRouteErrorResponse(error)) return describeStatus(500);
  const described = describeStatus(error.status);
  return { ...described, message: routeMessage(error) ?? described.message };
}

export interface BackLink {
  to: string;
  label: string;
}

export const HOME_LINK: BackLink = {
  to: "/",
  get label() {
    return m.goHome();
  },
};

/** The error's content: status, heading, message and a way back. */
export function ErrorPanel({
  description,
  backTo = HOME_LINK,
  details,
  headingOrder = 1,
}: {
  description: ErrorDescription;
  backTo?: BackLink;
  details?: string;
  /** 2 inside a frame that has its own h1 (administration). */
  headingOrder?: 1 | 2;
}) {
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Text c="dimmed" fw={700}>
          {m.errorStatus({ status: description.status })}
        </Text>
        <Title order={headingOrder}>{description.heading}</Title>
        <Text>{description.message}</Text>
        {details ? (
          <Text component="pre" size="xs" style={{ whiteSpace: "pre-wrap", maxWidth: "100%", overflow: "auto" }}>
            {details}
          </Text>
        ) : null}
        <Button component={Link} to={backTo.to}>
          {backTo.label}
        </Button>
      </Stack>
    </Container>
  );
}

/** Only while developing: the thrown error's stack, to find the fault. */
function developmentDetails(error: unknown): string | undefined {
  if (!import.meta.env.DEV || isRouteErrorResponse(error)) return undefined;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Epic Stack's GeneralErrorBoundary for Campus: put it inside a frame's ErrorBoundary, so the
 * frame's header and navigation stay. Each status has its heading and default words above; the
 * route's own message wins when it gave one.
 */
export function GeneralErrorBoundary({ backTo, headingOrder }: { backTo?: BackLink; headingOrder?: 1 | 2 }) {
  const error = useRouteError();
  return (
    <ErrorPanel
      description={describeRouteError(error)}
      backTo={backTo}
      headingOrder={headingOrder}
      details={developmentDetails(error)}
    />
  );
}
