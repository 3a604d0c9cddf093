import type { ViewerBlock, ViewerBlockType } from "./viewer-blocks";

/** The viewer block of one type: what each type's viewer component receives. */
export type ViewerBlockOf<Type extends ViewerBlockType> = Extract<ViewerBlock, { type: Type }>;

/** "2.4 MB": a file size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The name to show for a file block: its stored file name, else the last part of its address. */
export function displayFileName(content: { url: string; fileName: string }): string {
  if (content.fileName.trim()) return content.fileName.trim();
  const lastPart = content.url.split("/").pop() ?? "";
  return lastPart || "file";
}
