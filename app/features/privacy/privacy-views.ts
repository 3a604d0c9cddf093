import * as m from "./messages";
/** The privacy screens' page sizes and labels, shared by their loaders and components (no server code). */
export const DELETION_PAGE_SIZE = 25;
export const ACCESS_LOG_PAGE_SIZE = 50;
export const ERASE_INTENT = "erase";
export const RETENTION_INTENT = "retention";

const ACCESS_ACTIONS = ["export", "download", "erasure"] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  get export() {
    return m.accessExport();
  },
  get download() {
    return m.accessOwnDownload();
  },
  get erasure() {
    return m.accessErasure();
  },
};

export interface DeletionRequestView {
  id: string;
  name: string;
  email: string;
  reason: string;
  status: "pending" | "done";
  createdAt: string;
  handledAt: string | null;
}

export interface AccessLogEntry {
  id: string;
  actorName: string;
  actorEmail: string;
  action: string;
  subject: string;
  createdAt: string;
}
