import { StatusPage } from "~/components/status-page";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Page not found",
    description: "There is no page at this address.",
    noIndex: true,
  });

/** Unknown paths get a real 404 status, not a 200 with an error message. */
export async function loader() {
  throw refusalResponse(refuse("missing", "Not Found"));
}

export default function NotFound() {
  return <StatusPage status={404} />;
}

export function ErrorBoundary() {
  return <StatusPage status={404} />;
}
