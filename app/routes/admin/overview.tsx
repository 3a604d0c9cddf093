import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { AttentionPanel } from "~/components/attention-panel";
import { summariseBookingsSince } from "~/features/bookings/todays-bookings-summary.server";
import { summariseExpiringCertificates } from "~/features/certificates/expiring-certificates.server";
import { summariseNewEnquiries } from "~/features/enquiries/new-enquiries-summary.server";
import { todayIn, zonedInstant } from "~/lib/dates";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { requireAdmin } from "~/platform/auth/session.server";
import { summariseFailedMail } from "~/platform/mail/failed-mail-summary.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/overview";
import * as m from "./messages";

export const access = { read: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.overview(), matches);

/** How many of each the overview lists; the counts cover everything. */
const NEWEST = 5;

/**
 * The admin's landing page (decision 0022): what needs attention. Four statements whatever the
 * volume, together: each list's count and its newest few in one (decision 0125-staff-statements).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const timeZone = await getSiteTimeZone(db);
  const today = todayIn(timeZone);
  const [enquiries, failedMail, bookings, expiring] = await Promise.all([
    summariseNewEnquiries(db, NEWEST),
    summariseFailedMail(db, NEWEST),
    summariseBookingsSince(db, zonedInstant(today, "00:00", timeZone), NEWEST),
    summariseExpiringCertificates(db, timeZone, NEWEST),
  ]);
  return { today, enquiries, failedMail, bookings, expiring };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { today, enquiries, failedMail, bookings, expiring } = loaderData;
  const format = useFormatDate();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {m.overview()}
        </Title>
        <Text c="dimmed">{m.whatNeedsAttentionOn({ today: format.date(today, "long") })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AttentionPanel
          title={m.newEnquiries()}
          description={m.contactMessagesConsultingAppointmentsAnd()}
          count={enquiries.count}
          countLabel={m.countNew({ count: enquiries.count })}
          items={enquiries.latest.map((enquiry) => ({
            key: enquiry.id,
            label: enquiry.company ? `${enquiry.name}, ${enquiry.company}` : enquiry.name,
            detail: `${enquiry.kindLabel} · ${format.dateTime(enquiry.receivedAt)}`,
          }))}
          emptyText={m.noNewEnquiriesEveryOne()}
          more={{ to: "/admin/enquiries?status=new", label: m.openTheNewEnquiries() }}
        />
        <AttentionPanel
          title={m.failedEmails()}
          description={m.emailsTheMailServerRefused()}
          count={failedMail.count}
          countLabel={m.countFailed({ count: failedMail.count })}
          alertColor="red"
          items={failedMail.latest.map((message) => ({
            key: message.id,
            to: `/admin/mail/${message.id}`,
            label: message.subject,
            detail: `To ${message.toEmail} · ${format.dateTime(message.createdAt)}`,
          }))}
          emptyText={m.noFailedEmails2()}
          more={{ to: "/admin/mail?status=failed", label: m.openTheFailedEmails() }}
        />
        <AttentionPanel
          title={m.todaySBookings()}
          description={m.eventRegistrationsReceivedToday()}
          count={bookings.count}
          countLabel={m.countBookings({ count: bookings.count })}
          items={bookings.latest.map((booking) => ({
            key: booking.id,
            to: `/manage-events?event=${encodeURIComponent(booking.eventId)}`,
            label: booking.name,
            detail: `${booking.eventTitle} · ${format.time(booking.bookedAt)}`,
          }))}
          emptyText={m.noBookingsYetToday()}
          more={{ to: "/manage-events", label: m.openTheEvents() }}
        />
        <AttentionPanel
          title={m.expiringCertificates()}
          description={m.currentCertificatesWhoseValidityEnds()}
          count={expiring.count}
          countLabel={m.countExpiring({ count: expiring.count })}
          items={expiring.soonest.map((certificate) => ({
            key: certificate.id,
            label: certificate.recipientName,
            detail: m.validUntilDetail({ courseName: certificate.courseName, validUntil: certificate.validUntil }),
          }))}
          emptyText={m.noCertificateExpiresInThe()}
          more={{ to: "/expiring-certificates", label: m.openTheExpiringCertificates() }}
        />
      </SimpleGrid>
    </Stack>
  );
}
