import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";

interface Person {
  name: string;
  email: string;
}

/** To the course's instructor: a student asks for a place, with the way to the course's students. */
export function renderPlaceRequestedEmail(input: {
  instructor: Person;
  student: Person;
  courseName: string;
  message: string;
  manageUrl: string;
}): EmailMessage {
  const details: Array<[string, string]> = [
    ["Student", input.student.name],
    ["Email", input.student.email],
  ];
  if (input.message) details.push(["Message", input.message]);
  const body = renderEmailLayout({
    heading: "A student asks for a place",
    paragraphs: [
      `Hello ${input.instructor.name},`,
      `${input.student.name} asks for a place in ${input.courseName}. Accept the request to enrol them, or decline it, on the course's settings page.`,
    ],
    details,
    action: { label: "Review the request", url: input.manageUrl },
  });
  return {
    to: input.instructor.email,
    toName: input.instructor.name,
    replyTo: input.student.email,
    subject: `Place requested: ${input.courseName}`,
    ...body,
  };
}

/** To the student: the instructor accepted (enrolled) or declined their request. */
export function renderPlaceDecisionEmail(input: {
  student: Person;
  courseName: string;
  accepted: boolean;
  courseUrl: string;
}): EmailMessage {
  const body = input.accepted
    ? renderEmailLayout({
        heading: "You are enrolled",
        paragraphs: [
          `Hello ${input.student.name},`,
          `Your request for a place in ${input.courseName} was accepted: you are enrolled and can start the first lesson now.`,
        ],
        action: { label: "Start the course", url: input.courseUrl },
      })
    : renderEmailLayout({
        heading: "Your request was declined",
        paragraphs: [
          `Hello ${input.student.name},`,
          `Your request for a place in ${input.courseName} was declined. If you think this is a mistake, reply to this email or contact us through the website.`,
        ],
        action: { label: "See the course", url: input.courseUrl },
      });
  return {
    to: input.student.email,
    toName: input.student.name,
    subject: input.accepted ? `You are enrolled: ${input.courseName}` : `Request declined: ${input.courseName}`,
    ...body,
  };
}
