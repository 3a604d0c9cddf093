import { editorPath } from "./course-editor.schema";

interface OutlineEntry {
  id: string;
  lessons: Array<{ id: string }>;
}

/** The item after the one at `index`, else the one before it. */
function neighbourOf<Item>(items: Item[], index: number): Item | undefined {
  return items[index + 1] ?? items[index - 1];
}

/**
 * Where the editor goes once the open lesson is deleted: the next lesson of its chapter, else the
 * previous one, else the chapter itself.
 */
export function pathAfterDeletingLesson(courseId: string, chapter: OutlineEntry, lessonId: string) {
  const index = chapter.lessons.findIndex((lesson) => lesson.id === lessonId);
  const neighbour = index === -1 ? undefined : neighbourOf(chapter.lessons, index);
  return editorPath(courseId, chapter.id, neighbour?.id);
}

/**
 * Where the editor goes once the open chapter is deleted: the next chapter (at its first lesson),
 * else the previous one, else the course.
 */
export function pathAfterDeletingChapter(courseId: string, outline: OutlineEntry[], chapterId: string) {
  const index = outline.findIndex((chapter) => chapter.id === chapterId);
  const neighbour = index === -1 ? undefined : neighbourOf(outline, index);
  return neighbour ? editorPath(courseId, neighbour.id, neighbour.lessons[0]?.id) : editorPath(courseId);
}
