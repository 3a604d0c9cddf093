// The island of /offline (decision 0110-offline-courses): lists the courses kept on this device, each a
// link to its first kept lesson, so a learner who opens the installed app without a connection
// (it starts on My learning, which is not kept) finds their courses. Reads the kept copies'
// records the course viewer wrote; no React, no text of its own (the heading is the page's).
const section = document.querySelector<HTMLElement>("[data-kept-courses]");
const list = section?.querySelector("ul");

async function showKeptCourses() {
  if (!section || !list || typeof caches === "undefined") return;
  for (const name of await caches.keys()) {
    // i18n-exempt: a cache's name (the course viewer's kept-courses.ts), never shown.
    const courseId = name.startsWith("campus-course-") ? name.slice("campus-course-".length) : null;
    if (!courseId) continue;
    const entry = await (await caches.open(name)).match(`/course/${encodeURIComponent(courseId)}/offline-kept`);
    const kept = entry
      ? ((await entry.json()) as { list?: { courseName?: string; lessons?: Array<{ path: string }> } })
      : null;
    const first = kept?.list?.lessons?.[0];
    if (!first) continue;
    const link = document.createElement("a");
    link.href = first.path;
    link.textContent = kept?.list?.courseName ?? first.path;
    const item = document.createElement("li");
    item.append(link);
    list.append(item);
    section.hidden = false;
  }
}

showKeptCourses().catch(() => undefined);
