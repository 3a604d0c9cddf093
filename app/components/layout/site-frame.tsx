import type { ReactNode } from "react";
import { useRootData } from "~/lib/root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public frame: navigation bar, page, footer with the training links and country footprint. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <>
      <SiteHeader siteName={root?.siteName ?? "Campus"} logoUrl={root?.logoUrl ?? null} user={root?.user ?? null} />
      <main id="main-content">{children}</main>
      <SiteFooter
        siteName={root?.siteName ?? "Campus"}
        countries={root?.countries ?? []}
        contact={root?.footerContact ?? null}
      />
    </>
  );
}
