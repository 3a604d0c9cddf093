// The player of a Campus course exported as a SCORM 1.2 package (decision 0099-scorm-export).
// It shows the course's chapters, lessons and blocks from course-data.js, asks the quizzes and
// scores them here, and reports to the LMS through the SCORM 1.2 API when it finds one:
// - the API is looked for in this window, its parents and its opener (ADL's findAPI);
// - suspend_data keeps which lessons are done and each quiz's best score, lesson_location the
//   lesson shown, so a later launch resumes where the learner stopped;
// - score.raw is the per cent of all quiz points earned (min 0, max 100);
// - lesson_status is incomplete until every lesson is done, then passed or failed against the
//   quizzes' pass marks (completed when no quiz has one);
// - session_time and LMSFinish are sent once, when the page goes away.
// Without an LMS it still plays; nothing is kept.

(() => {
  const course = window.CAMPUS_COURSE;
  const root = document.getElementById("player");
  if (!course || !root) return;

  const lessons = [];
  for (const chapter of course.chapters) {
    for (const lesson of chapter.lessons) lessons.push({ chapter, lesson });
  }
  const quizzesOf = (index) =>
    lessons[index].lesson.blocks.filter((block) => block.kind === "quiz" && block.questions.length > 0);
  const quizzes = lessons.flatMap((_entry, index) => quizzesOf(index));
  const pointsOf = (quiz) => quiz.questions.reduce((sum, question) => sum + question.points, 0);

  // --- The LMS ---------------------------------------------------------------------------------

  const findApi = (start) => {
    let win = start;
    try {
      for (let hops = 0; win && hops < 10; hops += 1) {
        if (win.API) return win.API;
        if (!win.parent || win.parent === win) break;
        win = win.parent;
      }
    } catch {
      // A parent of another origin cannot be read: no API there.
    }
    return null;
  };
  const api = findApi(window) || (window.opener ? findApi(window.opener) : null);
  const lms = { started: false, finished: false };
  if (api) lms.started = String(api.LMSInitialize("")) === "true";
  const lmsGet = (name) => (lms.started ? String(api.LMSGetValue(name) ?? "") : "");
  const lmsSet = (name, value) => {
    if (lms.started && !lms.finished) api.LMSSetValue(name, String(value));
  };
  const lmsCommit = () => {
    if (lms.started && !lms.finished) api.LMSCommit("");
  };

  // --- Progress ----------------------------------------------------------------------------------

  const state = { done: new Set(), scores: {}, current: 0 };

  const restore = () => {
    try {
      const saved = JSON.parse(lmsGet("cmi.suspend_data") || "{}");
      if (typeof saved.d === "string") {
        for (let index = 0; index < Math.min(saved.d.length, lessons.length); index += 1) {
          if (saved.d[index] === "1") state.done.add(index);
        }
      }
      for (const quiz of quizzes) {
        const score = saved.q?.[quiz.key];
        if (Array.isArray(score) && score.length === 2 && score.every(Number.isFinite)) state.scores[quiz.key] = score;
      }
    } catch {
      // Data another package left, or none: start afresh.
    }
    const location = lmsGet("cmi.core.lesson_location");
    const at = lessons.findIndex((entry) => entry.lesson.id === location);
    if (at >= 0) state.current = at;
  };

  const percentOf = (quiz) => {
    const score = state.scores[quiz.key];
    if (!score) return null;
    return score[1] > 0 ? Math.round((100 * score[0]) / score[1]) : 100;
  };
  const hasPassed = (quiz) => {
    const percent = percentOf(quiz);
    return percent !== null && (quiz.passMark === null || percent >= quiz.passMark);
  };
  const courseScore = () => {
    let earned = 0;
    let total = 0;
    let answered = false;
    for (const quiz of quizzes) {
      total += pointsOf(quiz);
      const score = state.scores[quiz.key];
      if (score) {
        answered = true;
        earned += score[0];
      }
    }
    return answered && total > 0 ? Math.round((100 * earned) / total) : null;
  };
  const courseStatus = () => {
    if (state.done.size < lessons.length) return "incomplete";
    const marked = quizzes.filter((quiz) => quiz.passMark !== null);
    if (marked.length === 0) return "completed";
    return marked.every(hasPassed) ? "passed" : "failed";
  };
  /** A lesson is done once it was opened and each of its quizzes was answered. */
  const checkDone = (index) => {
    if (quizzesOf(index).every((quiz) => state.scores[quiz.key])) state.done.add(index);
  };

  const report = () => {
    lmsSet("cmi.core.lesson_location", lessons[state.current].lesson.id);
    const done = lessons.map((_entry, index) => (state.done.has(index) ? "1" : "0")).join("");
    lmsSet("cmi.suspend_data", JSON.stringify({ v: 1, d: done, q: state.scores }));
    const score = courseScore();
    if (score !== null) {
      lmsSet("cmi.core.score.min", 0);
      lmsSet("cmi.core.score.max", 100);
      lmsSet("cmi.core.score.raw", score);
    }
    lmsSet("cmi.core.lesson_status", courseStatus());
    lmsCommit();
  };

  const startedAt = Date.now();
  /** SCORM 1.2's CMITimespan: HHHH:MM:SS (hours of two to four digits). */
  const sessionTime = () => {
    const seconds = Math.max(0, Math.round((Date.now() - startedAt) / 1000));
    const hours = Math.min(9999, Math.floor(seconds / 3600));
    const two = (value) => String(value).padStart(2, "0");
    return `${two(hours)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  };
  const finish = () => {
    if (!lms.started || lms.finished) return;
    report();
    lmsSet("cmi.core.session_time", sessionTime());
    lmsSet("cmi.core.exit", courseStatus() === "incomplete" ? "suspend" : "");
    lmsCommit();
    lms.finished = true;
    api.LMSFinish("");
  };
  window.addEventListener("pagehide", finish);
  window.addEventListener("beforeunload", finish);

  // --- Drawing -----------------------------------------------------------------------------------

  const element = (tag, attributes, ...children) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (name === "class") node.className = value;
      else if (name === "text") node.textContent = value;
      else if (name === "html") node.innerHTML = value;
      else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of children) if (child) node.append(child);
    return node;
  };
  const note = (text) => element("p", { class: "note", text });
  /** The section with these children added: for the early answers of a block's view. */
  const withChildren = (section, ...children) => {
    section.append(...children);
    return section;
  };
  const MISSING_FILE = "This file was missing from Campus's file storage when the course was exported.";

  const textBlock = (block) => {
    const section = element("section", { class: "block" });
    if (block.title) section.append(element("h3", { text: block.title }));
    section.append(element("div", { class: "rich", html: block.html }));
    if (block.missingFiles > 0) section.append(note(`${MISSING_FILE} (${block.missingFiles} left out)`));
    return section;
  };

  const embedBlock = (block) => {
    const section = element("section", { class: "block" });
    if (block.title) section.append(element("h3", { text: block.title }));
    if (block.embedUrl) {
      section.append(
        element("iframe", {
          class: "embed",
          src: block.embedUrl,
          title: block.title || `${block.site} video`,
          allow: "fullscreen; picture-in-picture",
          allowfullscreen: true,
          loading: "lazy",
        }),
      );
    }
    if (block.url)
      section.append(
        element(
          "p",
          {},
          element("a", { href: block.url, target: "_blank", rel: "noopener", text: `Watch on ${block.site}` }),
        ),
      );
    return section;
  };

  const fileBlock = (block) => {
    const section = element("section", { class: "block" });
    const name = block.fileName || block.title || "the file";
    if (block.title) section.append(element("h3", { text: block.title }));
    if (block.isMissing) return withChildren(section, note(`${MISSING_FILE} (${name})`));
    if (!block.href) return withChildren(section, note("No file was added here."));
    const link = (text) =>
      element("p", {}, element("a", { href: block.href, target: "_blank", rel: "noopener", text }));
    if (block.isExternal) return withChildren(section, link(`Open ${name} (on another website)`));
    if (block.fileKind === "video")
      section.append(element("video", { src: block.href, controls: true, preload: "metadata" }));
    if (block.fileKind === "audio")
      section.append(element("audio", { src: block.href, controls: true, preload: "metadata" }));
    if (block.fileKind === "pdf") section.append(element("iframe", { class: "pdf", src: block.href, title: name }));
    section.append(link(block.fileKind === "powerpoint" ? `Download ${name}` : `Open ${name}`));
    return section;
  };

  const UNAVAILABLE = {
    survey: "This survey is not available offline from Campus: its answers are collected in Campus itself.",
    assignment: "This assignment is not available offline from Campus: it is handed in and marked in Campus itself.",
    package: "This learning package runs in Campus itself: open the course in Campus to take it.",
    unknown: "This part of the lesson cannot be shown outside Campus.",
  };
  const unavailableBlock = (block) =>
    element(
      "section",
      { class: "block" },
      block.title ? element("h3", { text: block.title }) : null,
      note(UNAVAILABLE[block.what] || UNAVAILABLE.unknown),
    );

  const resultLine = (quiz) => {
    const score = state.scores[quiz.key];
    if (!score) return null;
    const percent = percentOf(quiz);
    const verdict = quiz.passMark === null ? "" : hasPassed(quiz) ? " Passed." : " Not passed yet: try again.";
    return element("p", {
      class: "result",
      role: "status",
      text: `Your best score: ${score[0]} of ${score[1]} points (${percent}%).${verdict}`,
    });
  };

  const submitQuiz = (quiz, form) => {
    let earned = 0;
    quiz.questions.forEach((question, questionIndex) => {
      const chosen = new Set(
        [...form.querySelectorAll(`input[name="${quiz.key}-${questionIndex}"]:checked`)].map((input) =>
          Number(input.value),
        ),
      );
      const right = question.options.every((option, optionIndex) => option.isCorrect === chosen.has(optionIndex));
      if (right) earned += question.points;
    });
    const total = pointsOf(quiz);
    const previous = state.scores[quiz.key];
    if (!previous || earned >= previous[0]) state.scores[quiz.key] = [earned, total];
    checkDone(state.current);
    report();
    draw();
    document.getElementById(`quiz-${quiz.key}`)?.focus();
  };

  const quizBlock = (quiz) => {
    const section = element("section", { class: "block quiz", id: `quiz-${quiz.key}`, tabindex: "-1" });
    section.append(element("h3", { text: quiz.title || "Quiz" }));
    if (quiz.fromBank) {
      const leftOut =
        quiz.leftOut > 0
          ? ` (${quiz.leftOut} question${quiz.leftOut === 1 ? "" : "s"} of kinds this player cannot ask left out)`
          : "";
      section.append(
        note(
          `In Campus this quiz also draws questions at random from the question bank; here it asks its fixed questions only${leftOut}.`,
        ),
      );
    }
    if (quiz.questions.length === 0)
      return withChildren(section, note("This quiz has no questions that can be asked outside Campus."));
    if (quiz.passMark !== null) section.append(element("p", { text: `Pass mark: ${quiz.passMark}%` }));
    const result = resultLine(quiz);
    if (result) section.append(result);
    const form = element("form", {
      class: "quiz-form",
      onsubmit: (event) => {
        event.preventDefault();
        submitQuiz(quiz, form);
      },
    });
    quiz.questions.forEach((question, questionIndex) => {
      const fieldset = element("fieldset", { class: "question" });
      fieldset.append(
        element(
          "legend",
          {},
          element("span", { class: "number", text: `Question ${questionIndex + 1}` }),
          element("span", { class: "rich", html: question.promptHtml }),
        ),
      );
      if (question.multiple) fieldset.append(element("p", { class: "hint", text: "Choose every correct answer." }));
      question.options.forEach((option, optionIndex) => {
        const id = `${quiz.key}-${questionIndex}-${optionIndex}`;
        fieldset.append(
          element(
            "div",
            { class: "option" },
            element("input", {
              type: question.multiple ? "checkbox" : "radio",
              id,
              name: `${quiz.key}-${questionIndex}`,
              value: optionIndex,
            }),
            element("label", { for: id, html: option.html }),
          ),
        );
      });
      form.append(fieldset);
    });
    form.append(element("button", { type: "submit", class: "primary", text: "Submit answers" }));
    section.append(form);
    return section;
  };

  const BLOCK_VIEWS = {
    text: textBlock,
    embed: embedBlock,
    file: fileBlock,
    quiz: quizBlock,
    unavailable: unavailableBlock,
  };

  /** Shows a lesson; the heading takes the focus when the learner moved there (not on launch). */
  const open = (index, moveFocus = true) => {
    state.current = index;
    checkDone(index);
    report();
    draw();
    if (moveFocus) root.querySelector(".lesson h2")?.focus();
  };

  const contents = () => {
    const nav = element("nav", { class: "contents", "aria-label": "Contents" });
    let index = 0;
    const chapters = element("ol", { class: "chapters" });
    for (const chapter of course.chapters) {
      const list = element("ol", { class: "lessons" });
      for (const lesson of chapter.lessons) {
        const at = index;
        const done = state.done.has(at);
        list.append(
          element(
            "li",
            {},
            element("button", {
              type: "button",
              class: done ? "done" : "",
              "aria-current": at === state.current ? "page" : null,
              text: `${done ? "✓ " : ""}${lesson.title}`,
              onclick: () => open(at),
            }),
          ),
        );
        index += 1;
      }
      chapters.append(element("li", {}, element("p", { class: "chapter", text: chapter.title }), list));
    }
    nav.append(element("h2", { text: "Contents" }), chapters);
    return nav;
  };

  const STATUS_WORDS = { incomplete: "In progress", completed: "Completed", passed: "Passed", failed: "Not passed" };

  const draw = () => {
    const { chapter, lesson } = lessons[state.current];
    const main = element("main", { class: "lesson" });
    main.append(
      element("p", { class: "chapter", text: chapter.title }),
      element("h2", { text: lesson.title, tabindex: "-1" }),
    );
    if (lesson.blocks.length === 0) main.append(note("This lesson has no content yet."));
    for (const block of lesson.blocks) main.append((BLOCK_VIEWS[block.kind] || unavailableBlock)(block));
    const steps = element("div", { class: "steps" });
    if (state.current > 0)
      steps.append(
        element("button", { type: "button", text: "Previous lesson", onclick: () => open(state.current - 1) }),
      );
    if (state.current < lessons.length - 1)
      steps.append(
        element("button", {
          type: "button",
          class: "primary",
          text: "Next lesson",
          onclick: () => open(state.current + 1),
        }),
      );
    main.append(steps);

    const score = courseScore();
    const header = element(
      "header",
      { class: "course" },
      element("h1", { text: course.name }),
      element("p", {
        class: "progress",
        text: `${state.done.size} of ${lessons.length} lessons done · ${STATUS_WORDS[courseStatus()]}${score === null ? "" : ` · Score ${score}%`}`,
      }),
    );
    root.replaceChildren(header, element("div", { class: "layout" }, contents(), main));
  };

  restore();
  open(state.current, false);
})();
