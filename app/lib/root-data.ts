import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The signed-in user, site name, logo and footer data the root loader provides to every page. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
