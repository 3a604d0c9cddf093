import { createCookie } from "react-router";

export type ToastKind = "success" | "error" | "info";
export interface Toast {
  message: string;
  kind: ToastKind;
}

// A flash message that survives one redirect, so a toast works even when a form posted without JavaScript.
const toastCookie = createCookie("campus_toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

export async function toastHeaders(message: string, kind: ToastKind = "success"): Promise<Headers> {
  return new Headers({ "Set-Cookie": await toastCookie.serialize({ message, kind } satisfies Toast) });
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const value = (await toastCookie.parse(request.headers.get("Cookie"))) as Toast | null;
  const headers = new Headers();
  if (value) headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  return { toast: value && typeof value.message === "string" ? value : null, headers };
}
