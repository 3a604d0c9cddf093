import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import * as m from "./messages";

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
    [m.mailStudent(), input.student.name],
    [m.mailEmail(), input.student.email],
  ];
  if (input.message) details.push([m.mailMessage(), input.message]);
  const body = renderEmailLayout({
    heading: m.mailStudentAsksHeading(),
    paragraphs: [
      m.mailHello({ name: input.instructor.name }),
      m.mailAsksForPlace({ student: input.student.name, course: input.courseName }),
    ],
    details,
    action: { label: m.reviewTheRequest(), url: input.manageUrl },
  });
  return {
    to: input.instructor.email,
    toName: input.instructor.name,
    replyTo: input.student.email,
    subject: m.mailPlaceRequestedSubject({ course: input.courseName }),
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
        heading: m.youAreEnrolled(),
        paragraphs: [m.mailHello({ name: input.student.name }), m.mailAccepted({ course: input.courseName })],
        action: { label: m.startTheCourse(), url: input.courseUrl },
      })
    : renderEmailLayout({
        heading: m.requestDeclined(),
        paragraphs: [m.mailHello({ name: input.student.name }), m.mailDeclined({ course: input.courseName })],
        action: { label: m.seeTheCourse(), url: input.courseUrl },
      });
  return {
    to: input.student.email,
    toName: input.student.name,
    subject: input.accepted
      ? m.mailEnrolledSubject({ course: input.courseName })
      : m.mailDeclinedSubject({ course: input.courseName }),
    ...body,
  };
}
