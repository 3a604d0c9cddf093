import { Outlet } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { SiteFrame } from "~/components/layout/site-frame";

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
