import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useRootData } from "~/lib/root-data";

/** The public frame: navigation bar, page, footer with the training links and country footprint. */
function SiteFrame({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <>
      <SiteHeader siteName={root?.siteName ?? "Campus"} logoUrl={root?.logoUrl ?? null} user={root?.user ?? null} />
      <main id="main-content">{children}</main>
      <SiteFooter siteName={root?.siteName ?? "Campus"} countries={root?.countries ?? []} />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A page of the site that fails still shows the site's header and footer, with the page's message. */
export function ErrorBoundary() {
  return (
    <SiteFrame>
      <GeneralErrorBoundary />
    </SiteFrame>
  );
}
