import { useRevalidator } from "react-router";

/**
 * Certificates open in a new tab (a plain form post), which this page does not see: reload its
 * data a moment later so the new certificate's verification link shows here too.
 */
export function useRefreshAfterNewTab() {
  const revalidator = useRevalidator();
  return () => {
    window.setTimeout(() => revalidator.revalidate(), 2000);
  };
}
