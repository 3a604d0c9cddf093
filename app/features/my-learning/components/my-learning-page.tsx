import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCertificate,
  IconDownload,
  IconPlayerPlay,
  IconSchool,
  IconTrophy,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import lean from "~/components/lean-layout.module.css";
import { ANCHOR_CLASS, BUTTON_CLASSES } from "~/components/mantine-classes";
import { OpenBadgeLinks } from "~/components/open-badge-links";
import { PlainProgress } from "~/components/plain-progress";
import { CertificateStatusBadge } from "~/features/certificates/components/certificate-status-badge";
import { formatNumber } from "~/lib/i18n/format";
import type { MyLearningBooking, MyLearningCourse, MyLearningView } from "../my-learning.server";
import { CopyVerifyLink } from "./copy-verify-link";
import * as m from "./messages";
import classes from "./my-learning-page.module.css";
import { MyOrdersSection, type MyOrdersView } from "./my-orders-section";
import { MyPathsSection } from "./my-paths-section";

/** Where a student finds online courses to enrol in. */
const ONLINE_CATALOGUE_PATH = "/courses/online";

const LIST_STYLE = { listStyle: "none", margin: 0, padding: 0 } as const;

/**
 * `managesCompany`: the person is a company's training manager (decision 0039): My company is linked.
 * `assesses`: the person is a named assessor or moderator of a course (decision 0096-gradebook),
 * perhaps outside staff with an ordinary account: Assessment is linked.
 */
export function MyLearningPage({
  name,
  view,
  managesCompany = false,
  assesses = false,
  orders,
  notices,
}: {
  /** Shown above the courses: what waits for the person's answer (a company's invitation), composed in by the route. */
  notices?: ReactNode;
  name: string;
  view: MyLearningView;
  managesCompany?: boolean;
  assesses?: boolean;
  /** The person's orders and invoices (selling), composed in by the route. */
  orders?: MyOrdersView;
}) {
  return (
    <Container size="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{m.myLearning()}</Title>
          <Text c="dimmed">{m.welcomeBack({ name })}</Text>
          <Group gap="md">
            <Anchor component={Link} to="/profile" size="sm">
              {m.yourProfile()}
            </Anchor>
            <Anchor component={Link} to="/my-learning/cpd" size="sm">
              {m.myCpdPoints()}
            </Anchor>
            <Anchor component={Link} to="/my-learning/skills-details" size="sm">
              {m.detailsSkillsReporting()}
            </Anchor>
            {managesCompany ? (
              <Anchor component={Link} to="/my-company" size="sm">
                {m.myCompany()}
              </Anchor>
            ) : null}
            {assesses ? (
              <Anchor component={Link} to="/assessment" size="sm">
                {m.assessment()}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
        {notices}
        <MyPathsSection paths={view.paths} hasMore={view.hasMorePaths} limit={view.limits.paths} />
        <CoursesInProgress view={view} />
        <CompletedCourses view={view} />
        <Certificates view={view} />
        <Bookings view={view} />
        {orders ? <MyOrdersSection view={orders} /> : null}
      </Stack>
    </Container>
  );
}

/** A section of the page: its icon and heading, then its content (plain elements: decision 0055-render-cost). */
function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={lean.stackSm}>
      <div className={`${lean.row} ${lean.gapXs} ${lean.nowrap}`}>
        {icon}
        <h2 className={lean.h3} id={id}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <div className={`${lean.bordered} ${classes.padMd} ${classes.subtle}`}>
      <div className={lean.stackXs}>{children}</div>
    </div>
  );
}

function CutShort({ text }: { text: string }) {
  return <p className={`${lean.textSm} ${lean.dimmed}`}>{text}</p>;
}

/** The certificate's kind (a fixed value of the view) in words. */
const CERTIFICATE_KIND_LABELS = {
  "Online course": m.kindOnline,
  "Learning path": m.kindPath,
  "CPD course": m.kindCpd,
  Event: m.kindEvent,
  Certificate: m.kindCertificate,
} as const;

const sectionIcon = (Icon: typeof IconSchool) => (
  <Icon size={24} stroke={1.6} aria-hidden="true" color="var(--mantine-color-campus-7)" />
);

function CoursesInProgress({ view }: { view: MyLearningView }) {
  return (
    <Section id="my-courses-heading" title={m.myCourses()} icon={sectionIcon(IconSchool)}>
      {view.inProgress.length === 0 ? (
        <EmptyNote>
          <Text>{view.completed.length > 0 ? m.youHaveFinishedEveryCourse() : m.youNotEnrolledOnlineCourse()}</Text>
          <div>
            <Button component={Link} to={ONLINE_CATALOGUE_PATH} variant="light">
              {m.browseOnlineCourses()}
            </Button>
          </div>
        </EmptyNote>
      ) : (
        <ul className={`${classes.list} ${lean.stackSm}`}>
          {view.inProgress.map((course) => (
            <CourseInProgress key={course.id} course={course} />
          ))}
        </ul>
      )}
      {view.hasMoreInProgress ? (
        <CutShort text={m.showingRecentCourses({ count: formatNumber(view.limits.courses) })} />
      ) : null}
    </Section>
  );
}

function CourseInProgress({ course }: { course: MyLearningCourse }) {
  const { resume } = course;
  const resumeLabel = resume.isLastOpened ? m.resume() : course.completedLessons === 0 ? m.start() : m.continueLabel();
  return (
    <li className={`${lean.bordered} ${classes.padMd}`}>
      <div className={lean.stackSm}>
        <div className={classes.stack2}>
          <Link
            to={`/course/${course.id}`}
            className={`${classes.courseLink} ${ANCHOR_CLASS}`}
            data-size="lg"
            data-underline="always"
          >
            {course.name}
          </Link>
          {course.subtitle ? <p className={`${lean.textSm} ${lean.dimmed}`}>{course.subtitle}</p> : null}
        </div>
        <div className={lean.stack4}>
          <PlainProgress value={course.percent} color="teal" size="md" label={m.progressIn({ course: course.name })} />
          <p className={lean.textSm}>
            {m.progressSummary({
              percent: formatNumber(course.percent),
              completed: formatNumber(course.completedLessons),
              total: formatNumber(course.totalLessons),
            })}
          </p>
        </div>
        <div className={`${lean.row} ${lean.between} ${lean.gapSm}`}>
          {resume.lessonTitle ? (
            <p className={`${lean.textSm} ${lean.dimmed} ${classes.resumeLine}`}>
              {resume.isLastOpened ? `${m.lastOpened()} ` : `${m.nextLesson()} `}
              <span className={classes.lessonTitle}>{resume.lessonTitle}</span>
            </p>
          ) : (
            <span />
          )}
          <Link
            to={resume.path}
            className={`${classes.resume} ${BUTTON_CLASSES.root}`}
            data-with-left-section="true"
            aria-label={m.resumeCourse({ action: resumeLabel, course: course.name })}
          >
            <span className={BUTTON_CLASSES.inner}>
              <span className={BUTTON_CLASSES.section} data-position="left">
                <IconPlayerPlay size={16} aria-hidden="true" />
              </span>
              <span className={BUTTON_CLASSES.label}>{resumeLabel}</span>
            </span>
          </Link>
        </div>
      </div>
    </li>
  );
}

function CompletedCourses({ view }: { view: MyLearningView }) {
  return (
    <Section id="completed-courses-heading" title={m.completedCourses()} icon={sectionIcon(IconTrophy)}>
      {view.completed.length === 0 ? (
        <EmptyNote>
          <Text>{view.inProgress.length > 0 ? m.finishHereResume() : m.finishHere()}</Text>
        </EmptyNote>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" style={LIST_STYLE}>
          {view.completed.map((course) => (
            <Paper component="li" key={course.id} withBorder p="md" radius="md">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={600} style={{ minWidth: 0 }}>
                    {course.name}
                  </Text>
                  <Badge color="teal.9" style={{ flexShrink: 0 }}>
                    {m.completed()}
                  </Badge>
                </Group>
                {course.completedOn ? (
                  <Text size="sm" c="dimmed">
                    {m.finishedOn({ date: course.completedOn })}
                  </Text>
                ) : null}
                <Anchor component={Link} to={`/course/${course.id}`} size="sm" fw={500}>
                  {m.reviewCourse({ course: course.name })}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {view.hasMoreCompleted ? (
        <CutShort text={m.showingRecentCompleted({ count: formatNumber(view.limits.courses) })} />
      ) : null}
    </Section>
  );
}

function Certificates({ view }: { view: MyLearningView }) {
  return (
    <Section id="certificates-heading" title={m.myCertificates()} icon={sectionIcon(IconCertificate)}>
      {view.certificates.length === 0 ? (
        <EmptyNote>
          <Text>{m.youHaveNoCertificatesYet()}</Text>
          <div>
            <Anchor component={Link} to={ONLINE_CATALOGUE_PATH} fw={500}>
              {m.findCourseCertificate()}
            </Anchor>
          </div>
        </EmptyNote>
      ) : (
        <Stack gap="sm" component="ul" style={LIST_STYLE}>
          {view.certificates.map((certificate) => (
            <Paper component="li" key={certificate.id} withBorder p="md" radius="md">
              <Stack gap="sm">
                <Stack gap={4} align="flex-start">
                  <Group gap="xs">
                    <Badge variant="light">{CERTIFICATE_KIND_LABELS[certificate.kind]()}</Badge>
                    <CertificateStatusBadge status={certificate.status} data-testid="my-certificate-status" />
                  </Group>
                  <Text fw={600}>{certificate.courseName}</Text>
                  <Text size="sm" c="dimmed">
                    {m.certificateLine({ number: certificate.certificateNumber, date: certificate.completedOn })}
                    {certificate.validUntil ? ` ${m.validUntilSuffix({ date: certificate.validUntil })}` : ""}
                  </Text>
                </Stack>
                <CopyVerifyLink url={certificate.verifyUrl} courseName={certificate.courseName}>
                  <Button
                    component="a"
                    href={certificate.pdfPath}
                    download
                    leftSection={<IconDownload size={16} aria-hidden="true" />}
                    aria-label={m.downloadPdfFor({ course: certificate.courseName })}
                  >
                    {m.downloadPdf()}
                  </Button>
                  <OpenBadgeLinks
                    openBadgePath={certificate.openBadgePath}
                    linkedInUrl={certificate.linkedInUrl}
                    courseName={certificate.courseName}
                  />
                </CopyVerifyLink>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {view.hasMoreCertificates ? (
        <CutShort text={m.showingRecentCertificates({ count: formatNumber(view.limits.certificates) })} />
      ) : null}
    </Section>
  );
}

function Bookings({ view }: { view: MyLearningView }) {
  const hasAny = view.upcomingBookings.length > 0 || view.pastBookings.length > 0;
  return (
    <Section id="bookings-heading" title={m.myEventBookings()} icon={sectionIcon(IconCalendarEvent)}>
      {view.upcomingBookings.length === 0 ? (
        <EmptyNote>
          <Text>{hasAny ? m.noUpcomingWebinars() : m.noWebinarYet()}</Text>
          <div>
            <Button component={Link} to="/events" variant="light">
              {m.seeUpcomingEvents()}
            </Button>
          </div>
        </EmptyNote>
      ) : (
        <BookingList title={m.upcoming()} bookings={view.upcomingBookings} />
      )}
      {view.pastBookings.length > 0 ? <BookingList title={m.past()} bookings={view.pastBookings} isPast /> : null}
      {view.hasMorePastBookings ? (
        <CutShort text={m.showingRecentBookings({ count: formatNumber(view.limits.bookings) })} />
      ) : null}
    </Section>
  );
}

function BookingList({ title, bookings, isPast }: { title: string; bookings: MyLearningBooking[]; isPast?: boolean }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" c="dimmed">
        {title}
      </Title>
      <Stack gap="sm" component="ul" style={LIST_STYLE}>
        {bookings.map((booking) => (
          <Paper component="li" key={booking.id} withBorder p="md" radius="md" bg={isPast ? "gray.0" : undefined}>
            <Stack gap={6}>
              <Anchor component={Link} to={booking.eventPath} fw={600}>
                {booking.eventTitle}
              </Anchor>
              <Text size="sm">
                {booking.dates} · {booking.times}
              </Text>
              {booking.location ? (
                <Text size="sm" c="dimmed">
                  {booking.location}
                </Text>
              ) : null}
              {booking.checkIn ? (
                <Group gap="sm" wrap="nowrap" align="center">
                  <img
                    src={booking.checkIn.qrDataUrl}
                    alt={m.checkInQrFor({ event: booking.eventTitle })}
                    width={96}
                    height={96}
                    style={{ flexShrink: 0 }}
                  />
                  <Text size="sm">
                    {m.checkInCode()}{" "}
                    <Text span ff="monospace" fw={700} style={{ whiteSpace: "nowrap" }}>
                      {booking.checkIn.code}
                    </Text>
                    <br />
                    {m.showQrCodeDoorRead()}
                  </Text>
                </Group>
              ) : null}
              {booking.checkedIn ? (
                <Text size="sm" c="var(--campus-success)" fw={600}>
                  {m.checkedIn()}
                </Text>
              ) : null}
              {booking.status !== "confirmed" && !isPast ? (
                <Text size="sm" fw={600}>
                  {booking.status === "offered" ? m.seatOfferedYouSeeEmail() : m.onTheWaitlist()}
                </Text>
              ) : null}
              {isPast ? null : (
                <Group gap="sm">
                  {booking.joinUrl ? (
                    <Button
                      component="a"
                      href={booking.joinUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                      aria-label={m.joinEvent({ event: booking.eventTitle })}
                    >
                      {m.join()}
                    </Button>
                  ) : null}
                  <Button
                    component="a"
                    href={booking.icsPath}
                    download
                    variant="default"
                    size="sm"
                    leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
                    aria-label={m.addToCalendarFor({ event: booking.eventTitle })}
                  >
                    {m.addToCalendar()}
                  </Button>
                  {booking.cancelPath ? (
                    // The cancel page asks before it cancels (the link in the booking's mails).
                    <Button
                      component="a"
                      href={booking.cancelPath}
                      variant="default"
                      size="sm"
                      aria-label={m.cancelBookingFor({ event: booking.eventTitle })}
                    >
                      {m.cancelBooking()}
                    </Button>
                  ) : null}
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
