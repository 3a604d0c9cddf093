/**
 * SPEC 5 names the appointment types; these lines explain them to visitors (the consulting and
 * contact pages). The rest of the company's copy is data an admin edits (default-content.ts seeds it).
 */
export const APPOINTMENT_TYPE_DESCRIPTIONS: Record<string, string> = {
  "Request For Site Visit":
    "A consultant visits your premises to understand your processes and scope. Best before a gap analysis.",
  Virtual: "A video meeting on Microsoft Teams, about an hour, for teams in different places.",
  Telephonically: "A phone call at a time that suits you, for a first conversation or a quick question.",
};
