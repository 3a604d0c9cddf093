import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useRootData } from "~/lib/root-data";

/** The public frame: navigation bar, page, footer with the training links and country footprint. */
export default function SiteLayout() {
  const root = useRootData();
  return (
    <>
      <SiteHeader siteName={root?.siteName ?? "Campus"} logoUrl={root?.logoUrl ?? null} user={root?.user ?? null} />
      <main id="main-content">
        <Outlet />
      </main>
      <SiteFooter siteName={root?.siteName ?? "Campus"} countries={root?.countries ?? []} />
    </>
  );
}
