/**
 * The exported course player's stylesheet, written into the package as player.css (decision
 * 0099-scorm-export): plain, readable, phone first. A string here rather than a .css file imported
 * with ?raw, which the test runner empties (it leaves CSS out), so the tests see what ships.
 */
export const PLAYER_CSS = `
* {
  box-sizing: border-box;
}
button {
  font: inherit;
}
body {
  margin: 0;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 16px;
  line-height: 1.55;
  color: #1f2933;
  background: #f5f7fa;
}
.course {
  padding: 12px 16px;
  background: #1c4e80;
  color: #fff;
}
.course h1 {
  margin: 0;
  font-size: 1.25rem;
}
.progress {
  margin: 4px 0 0;
  font-size: 0.875rem;
}
.layout {
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  max-width: 1100px;
  margin: 0 auto;
}
.contents {
  background: #fff;
  border: 1px solid #d9e2ec;
  border-radius: 8px;
  padding: 12px;
}
.contents h2 {
  margin: 0 0 8px;
  font-size: 1rem;
}
.chapters,
.lessons {
  list-style: none;
  margin: 0;
  padding: 0;
}
.chapter {
  margin: 8px 0 4px;
  font-weight: 600;
  color: #52606d;
  font-size: 0.875rem;
}
.lessons button {
  display: block;
  width: 100%;
  text-align: left;
  border: 0;
  background: none;
  padding: 6px 8px;
  border-radius: 4px;
  font: inherit;
  color: inherit;
  cursor: pointer;
}
.lessons button:hover {
  background: #eef2f7;
}
.lessons button[aria-current="page"] {
  background: #dceefb;
  font-weight: 600;
}
.lessons button.done {
  color: #1a7f37;
}
.lesson {
  flex: 1;
  min-width: 0;
  background: #fff;
  border: 1px solid #d9e2ec;
  border-radius: 8px;
  padding: 16px;
}
.lesson > h2 {
  margin: 0 0 16px;
}
.block {
  margin: 0 0 24px;
}
.block h3 {
  font-size: 1.05rem;
}
.rich img,
video,
.block iframe {
  max-width: 100%;
}
video,
audio {
  width: 100%;
}
.embed {
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
}
.pdf {
  width: 100%;
  height: 70vh;
  border: 1px solid #d9e2ec;
}
.note {
  background: #fff8e1;
  border-left: 4px solid #f0b429;
  padding: 8px 12px;
}
.question {
  border: 1px solid #d9e2ec;
  border-radius: 6px;
  margin: 0 0 12px;
  padding: 8px 12px 12px;
}
/* A floated legend sits inside the box, so the question reads as the group's first line. */
.question legend {
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: 8px;
}
.question legend + * {
  clear: both;
}
.number {
  display: block;
  font-weight: 600;
}
.hint {
  margin: 0 0 4px;
  font-size: 0.875rem;
  color: #52606d;
}
.option {
  display: flex;
  gap: 8px;
  align-items: baseline;
  padding: 4px 0;
}
.option label > :first-child {
  margin-top: 0;
}
.option label > :last-child {
  margin-bottom: 0;
}
.result {
  font-weight: 600;
}
.steps button,
.quiz-form button {
  padding: 8px 16px;
  border-radius: 6px;
  border: 1px solid #9fb3c8;
  background: #fff;
  cursor: pointer;
}
.steps {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
}
button.primary {
  background: #1c4e80;
  border-color: #1c4e80;
  color: #fff;
}
:focus-visible {
  outline: 3px solid #f0b429;
  outline-offset: 2px;
}
@media (min-width: 800px) {
  .layout {
    flex-direction: row;
    align-items: flex-start;
  }
  .contents {
    width: 280px;
    flex: none;
  }
}
`;
