import { getAuth } from "~/lib/app-context.server";
import type { Route } from "./+types/auth-api";

/** better-auth's own endpoints (the password-reset link lands here before /reset-password). */
export async function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
