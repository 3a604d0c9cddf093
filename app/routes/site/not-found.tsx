import { StatusPage } from "~/components/status-page";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { Route } from "./+types/not-found";
import * as m from "./messages";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.pageNotFound(),
    description: m.pageNotFoundDescription(),
    noIndex: true,
  });

/** Unknown paths get a real 404 status, not a 200 with an error message. */
export async function loader() {
  throw refusalResponse(refuse("missing", m.notFound()));
}

export default function NotFound() {
  return <StatusPage status={404} />;
}

export function ErrorBoundary() {
  return <StatusPage status={404} />;
}
