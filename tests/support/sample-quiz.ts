/**
 * The quiz question the course suites and the route world share: one right answer (q1b), so a
 * submission of "answer-q1" is complete and marked without further setup.
 */
export const AUDIT_PROGRAMME_QUESTION = {
  id: "q1",
  question: "Who approves the audit programme?",
  options: [
    { id: "q1a", text: "Any auditor", isCorrect: false },
    { id: "q1b", text: "Top management", isCorrect: true },
  ],
};
