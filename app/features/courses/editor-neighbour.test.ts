import { describe, expect, it } from "vitest";
import { pathAfterDeletingChapter, pathAfterDeletingLesson } from "./editor-neighbour";

const chapter = (id: string, ...lessonIds: string[]) => ({
  id,
  lessons: lessonIds.map((lessonId) => ({ id: lessonId })),
});

describe("where the editor goes after deleting what is open", () => {
  it("a lesson: the next one, else the previous one, else its chapter", () => {
    const ch = chapter("c1", "l1", "l2", "l3");
    expect(pathAfterDeletingLesson("k", ch, "l2")).toBe("/edit-course/k/c1/l3");
    expect(pathAfterDeletingLesson("k", ch, "l3")).toBe("/edit-course/k/c1/l2");
    expect(pathAfterDeletingLesson("k", chapter("c1", "l1"), "l1")).toBe("/edit-course/k/c1");
  });

  it("a chapter: the next one at its first lesson, else the previous one, else the course", () => {
    const outline = [chapter("c1", "l1"), chapter("c2"), chapter("c3", "l5", "l6")];
    expect(pathAfterDeletingChapter("k", outline, "c2")).toBe("/edit-course/k/c3/l5");
    expect(pathAfterDeletingChapter("k", outline, "c1")).toBe("/edit-course/k/c2");
    expect(pathAfterDeletingChapter("k", outline, "c3")).toBe("/edit-course/k/c2");
    expect(pathAfterDeletingChapter("k", [chapter("c1")], "c1")).toBe("/edit-course/k");
  });
});
