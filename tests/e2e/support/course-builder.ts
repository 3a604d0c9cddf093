import { expect, type Locator, type Page } from "@playwright/test";
import type { SampleFile } from "./sample-files";

/**
 * Course-building steps through the instructor's screens, for any spec that needs a course:
 * each step waits until the server has saved what it did.
 */

export interface BuiltCourse {
  courseId: string;
  editorUrl: string;
}

/** 'Add course' → 'Name your course' → Create course, which opens the new course's editor. */
export async function createCourse(page: Page, title: string): Promise<BuiltCourse> {
  await page.goto("/instructor/courses");
  await page.getByRole("button", { name: "Add course" }).click();
  const dialog = page.getByRole("dialog", { name: "Name your course" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create course" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/edit-course\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const courseId = new URL(page.url()).pathname.split("/")[2] as string;
  return { courseId, editorUrl: `/edit-course/${courseId}` };
}

export async function addChapter(page: Page, title: string) {
  await page.getByRole("button", { name: "Add chapter" }).click();
  const dialog = page.getByRole("dialog", { name: "Add chapter" });
  await dialog.getByLabel("Chapter title").fill(title);
  await dialog.getByRole("button", { name: "Create chapter" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
}

/** Adds a lesson to the open chapter (its accordion panel) and opens it. */
export async function addLesson(page: Page, title: string) {
  const navigation = page.getByRole("navigation", { name: "Chapters and lessons" });
  const panel = navigation
    .getByRole("region")
    .filter({ has: page.getByLabel("New lesson title") })
    .first();
  await panel.getByLabel("New lesson title").fill(title);
  await panel.getByRole("button", { name: "Add lesson" }).click();
  await expect(page.getByRole("textbox", { name: "Lesson title", exact: true })).toHaveValue(title);
}

export function blocksOnPage(page: Page): Locator {
  return page.locator("section[data-block-id]");
}

/** 'Add Content' → the type picker → a type; waits for the new block to appear. */
export async function addBlock(page: Page, typeLabel: string): Promise<Locator> {
  const before = await blocksOnPage(page).count();
  const picker = page.getByRole("dialog", { name: "Choose a content type" });
  // A save finishing just then may re-render the lesson and close the picker: open it until it stays.
  await expect(async () => {
    if (!(await picker.isVisible())) await page.getByRole("button", { name: "Add Content" }).click();
    await expect(picker).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await picker.getByRole("button", { name: typeLabel, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(blocksOnPage(page)).toHaveCount(before + 1);
  const block = page.getByRole("region", { name: `${typeLabel} ${before + 1}`, exact: true });
  await expect(block).toBeVisible();
  return block;
}

/** Waits for a block's own save to finish: its quiet status says 'Saved' (autosaves raise no toast). */
export async function expectBlockSaved(block: Locator) {
  await expect(block.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
}

/** Types into a text block's TipTap editor and waits for the autosave (after a pause in typing). */
export async function typeIntoTextBlock(page: Page, block: Locator, text: string) {
  const editor = block.locator(".ProseMirror");
  await editor.click();
  await page.keyboard.type(text);
  await expectBlockSaved(block);
}

/** Uploads a file through a block's upload button (the browser's file chooser). */
export async function uploadIntoBlock(page: Page, block: Locator, buttonName: RegExp, file: SampleFile) {
  const chooser = page.waitForEvent("filechooser");
  await block.getByRole("button", { name: buttonName }).click();
  await (await chooser).setFiles(file);
  await expect(block.getByRole("link", { name: file.name })).toBeVisible();
  await expectBlockSaved(block);
}

/**
 * HTML5 drag and drop from a drag handle onto a list item, as the browser fires it (dragstart,
 * dragover, drop, dragend with one DataTransfer). Each event is its own step so the page can
 * render between them, as it does between a user's mouse movements.
 */
export async function dragAndDrop(page: Page, handle: Locator, target: Locator) {
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  // Held as elements: once dropped, the moved item's name (its number) changes.
  const handleElement = await handle.elementHandle();
  const targetElement = await target.elementHandle();
  if (!handleElement || !targetElement) throw new Error("Drag handle or drop target not found");
  await handleElement.dispatchEvent("dragstart", { dataTransfer });
  await targetElement.dispatchEvent("dragenter", { dataTransfer });
  await targetElement.dispatchEvent("dragover", { dataTransfer });
  await targetElement.dispatchEvent("drop", { dataTransfer });
  await handleElement.dispatchEvent("dragend", { dataTransfer });
}
