import type { QuestionContent } from "~/features/assessment/questions/question-types";

/** The question bank's tests: one question of each of the nine types (decision 0090). */
const rich = (text: string) => `<p>${text} <strong>now</strong></p>`;

/** One question of every type, with rich text, feedback and an image where rich text allows one. */
export const ALL_TYPES: QuestionContent[] = [
  {
    type: "single",
    stemHtml: '<p>Which clause covers internal audit? <img src="https://cdn.example.test/clause.png" alt="clause"></p>',
    feedbackHtml: rich("Clause 9.2"),
    points: 2,
    options: [
      { id: "a", html: "<p>9.2</p>", isCorrect: true, feedbackHtml: "<p>Right: 9.2</p>" },
      { id: "b", html: "<p>7.5, with a comma</p>", isCorrect: false, feedbackHtml: "" },
      { id: "c", html: "<p>10.2 &amp; 10.3</p>", isCorrect: false, feedbackHtml: "<p>That is improvement.</p>" },
    ],
  },
  {
    type: "multiple",
    stemHtml: rich("Which are ISO management system standards?"),
    feedbackHtml: "",
    points: 3,
    options: [
      { id: "a", html: "<p>ISO 9001</p>", isCorrect: true, feedbackHtml: "" },
      { id: "b", html: "<p>ISO 14001</p>", isCorrect: true, feedbackHtml: "" },
      { id: "c", html: "<p>SANS 10400</p>", isCorrect: false, feedbackHtml: "" },
    ],
  },
  {
    type: "true-false",
    stemHtml: rich("An audit finding is always a nonconformity."),
    feedbackHtml: "",
    points: 1,
    correctAnswer: false,
  },
  {
    type: "matching",
    stemHtml: rich("Match each standard to its subject."),
    feedbackHtml: rich("See the annex."),
    points: 4,
    pairs: [
      { id: "p1", promptHtml: "<p>ISO 9001</p>", answer: "Quality" },
      { id: "p2", promptHtml: "<p>ISO 45001</p>", answer: "Health and safety" },
      { id: "p3", promptHtml: "<p>ISO 22000</p>", answer: "Quality" },
    ],
  },
  {
    type: "ordering",
    stemHtml: rich("Put the cycle in order."),
    feedbackHtml: "",
    points: 2,
    items: [
      { id: "i1", html: "<p>Plan</p>" },
      { id: "i2", html: "<p>Do</p>" },
      { id: "i3", html: "<p>Check</p>" },
      { id: "i4", html: "<p>Act</p>" },
    ],
  },
  {
    type: "short-answer",
    stemHtml: rich("What is the audit of your own organisation called?"),
    feedbackHtml: "",
    points: 1,
    acceptedAnswers: ["internal audit", "first-party audit"],
    caseSensitive: false,
  },
  {
    type: "numeric",
    stemHtml: rich("What is 7 ÷ 2?"),
    feedbackHtml: "",
    points: 1,
    correctValue: 3.5,
    tolerance: 0.05,
  },
  {
    type: "fill-blanks",
    stemHtml: rich("Complete the sentence."),
    feedbackHtml: "",
    points: 2,
    text: "ISO [[9001]] is about [[quality|quality management]].",
    caseSensitive: true,
  },
  {
    type: "essay",
    stemHtml: rich("Describe how you would plan an audit programme."),
    feedbackHtml: rich("A model answer is in the notes."),
    points: 10,
    markingGuideHtml: "<p>Risk-based, with competence of auditors.</p>",
    maxWords: 400,
  },
];
