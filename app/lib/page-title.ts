import type { MetaDescriptor } from "react-router";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** "Sign in | <site name from settings>": every page's title ends with the site's name. */
export function pageTitle(title: string | null, matches: ReadonlyArray<MatchWithData | undefined>): MetaDescriptor[] {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData as { siteName?: string } | undefined;
  const siteName = rootData?.siteName ?? "Campus";
  return [{ title: title ? `${title} | ${siteName}` : siteName }];
}
