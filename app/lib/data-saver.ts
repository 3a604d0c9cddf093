import { createContext, useContext } from "react";

/**
 * The data saver (docs/decisions/0107-data-saver.md): for learners on costly or slow mobile data.
 * On, a lesson's videos, recordings and documents load only when tapped (each shows its size first),
 * a video with an audio version plays that instead, pictures in text come smaller, nothing preloads.
 *
 * It is a choice per device (a phone on prepaid data, a laptop on the office line), so a cookie:
 * "on" or "off" as chosen; without a choice it is on when the browser asks to save data
 * (`Save-Data: on`, the client hint) or reports a slow connection (the `ECT` client hint, or the
 * browser's own report, which the switch records as "slow" so the server knows from the next page).
 */
export const DATA_SAVER_COOKIE = "campus-data-saver";

type DataSaverReason = "chosen" | "save-data" | "slow-connection" | "default";

export interface DataSaverState {
  enabled: boolean;
  /** Why: the person's choice, the browser's Save-Data, a slow connection, or nothing (off). */
  reason: DataSaverReason;
}

/** Connections the data saver turns itself on for (Network Information API / ECT client hint). */
export const SLOW_CONNECTION_TYPES: readonly string[] = ["slow-2g", "2g"];

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off|slow)(?:;|$)`);

export function dataSaverFromRequestHeaders(headers: Headers): DataSaverState {
  const choice = COOKIE_VALUE.exec(headers.get("Cookie") ?? "")?.[1];
  if (choice === "on" || choice === "off") return { enabled: choice === "on", reason: "chosen" };
  if (headers.get("Save-Data")?.trim().toLowerCase() === "on") return { enabled: true, reason: "save-data" };
  const connection = headers.get("ECT")?.trim().toLowerCase();
  if (choice === "slow" || (connection && SLOW_CONNECTION_TYPES.includes(connection)))
    return { enabled: true, reason: "slow-connection" };
  return { enabled: false, reason: "default" };
}

/** The Set-Cookie value of a choice (or of the browser's slow-connection report), kept a year. */
export function dataSaverCookie(value: "on" | "off" | "slow"): string {
  return `${DATA_SAVER_COOKIE}=${value}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
}

/** Client hints the browser sends on later requests once a page asks for them (secure origins). */
export const DATA_SAVER_CLIENT_HINTS = "Save-Data, ECT";

export const DataSaverContext = createContext<DataSaverState>({ enabled: false, reason: "default" });

export function useDataSaver(): DataSaverState {
  return useContext(DataSaverContext);
}

/** The width of the smaller pictures the data saver asks for (/uploads/{name}?w=480). */
const DATA_SAVER_IMAGE_WIDTH = 480;

/**
 * Rich text's pictures for the data saver: our own uploads at the smaller width, and every picture
 * loaded lazily (only when scrolled near). The HTML was sanitised on save; only attributes are added.
 */
export function dataSavingPictures(html: string): string {
  return html.replace(/<img\b([^>]*)>/gi, (_tag, attributes: string) => {
    const resized = attributes.replace(
      /\bsrc="(\/uploads\/[A-Za-z0-9._-]+)"/i,
      (_src, path: string) => `src="${path}?w=${DATA_SAVER_IMAGE_WIDTH}"`,
    );
    return `<img loading="lazy"${resized}>`;
  });
}
