import { StatusPage } from "~/components/status-page";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Page not found", matches);

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
