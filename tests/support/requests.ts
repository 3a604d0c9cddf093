/**
 * Builds the Requests a browser would send, for calling route loaders and actions directly in
 * integration tests. Cookies returned by one call can be passed to the next.
 */
export const TEST_ORIGIN = "http://localhost:3000";

export function formRequest(pathname: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${TEST_ORIGIN}${pathname}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** A same-origin JSON POST, as the editors' fetch calls send it. */
export function jsonRequest(pathname: string, body: unknown, cookie?: string): Request {
  const headers = new Headers({ "Content-Type": "application/json", Origin: TEST_ORIGIN });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${TEST_ORIGIN}${pathname}`, { method: "POST", headers, body: JSON.stringify(body) });
}

/** A same-origin multipart POST to /api/uploads: one file and its kind, as the upload widgets send it. */
export function uploadRequest(cookie: string, bytes: Uint8Array, fileName: string, kind = "image"): Request {
  const body = new FormData();
  body.set("file", new File([new Uint8Array(bytes)], fileName));
  body.set("kind", kind);
  return new Request(`${TEST_ORIGIN}/api/uploads`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
}

export function pageRequest(pathname: string, cookie?: string): Request {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${TEST_ORIGIN}${pathname}`, { headers });
}

/** "name=value; name2=value2" from a response's Set-Cookie lines, as the browser would send them back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Runs a loader or action and returns what it returned or threw (redirects and 403s are thrown Responses). */
export async function settle<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** React Router's data() results carry their payload in .data and their status in .init. */
export function dataOf<T>(result: unknown): { data: T; status: number } {
  const value = result as { data?: T; init?: { status?: number } | null; type?: string };
  if (value && typeof value === "object" && "data" in value && value.type === "DataWithResponseInit") {
    return { data: value.data as T, status: value.init?.status ?? 200 };
  }
  return { data: result as T, status: 200 };
}

/**
 * The arguments React Router passes a loader or action, for calling one directly. The routes read
 * only request and params; `as never` lets the one object stand for every route's own Args type.
 */
export function routeArgs(request: Request, params: Record<string, string | undefined> = {}): never {
  return { request, params, context: {} } as never;
}
