/** `?preview=draft` on a public page shows the saved draft (Site settings › Page content › Preview). */
export const PREVIEW_QUERY = "preview=draft";

export function isPreviewRequest(request: Request): boolean {
  return new URL(request.url).searchParams.get("preview") === "draft";
}
