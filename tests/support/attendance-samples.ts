/**
 * Attendance exports as online meetings write them (issue 14, item 2), for the import tests.
 * Teams' "Download attendance list": a summary section, the participants, then the activities,
 * saved as UTF-16 with tabs. Zoom's participants report: a meeting header, then one row per join.
 */

export const TEAMS_ATTENDANCE_TSV = [
  "1. Summary",
  "Meeting title\tISO 15189 transition",
  "Attended participants\t3",
  "Start time\t11/24/26, 9:58:02 AM",
  "End time\t11/24/26, 12:01:40 PM",
  "Meeting duration\t2h 3m 38s",
  "",
  "2. Participants",
  "Name\tFirst Join\tLast Leave\tIn-Meeting Duration\tEmail\tParticipant ID (UPN)\tRole",
  "Kagiso Mokoena\t11/24/26, 9:58:10 AM\t11/24/26, 12:01:30 PM\t2h 3m 20s\tKAGISO@Example.test\tkagiso@example.test\tAttendee",
  "Anele Dube\t11/24/26, 10:30:00 AM\t11/24/26, 11:20:00 AM\t50m\tanele@example.test\tanele@example.test\tAttendee",
  "Stranger Danger\t11/24/26, 10:00:00 AM\t11/24/26, 10:05:00 AM\t5m\tstranger@example.test\tstranger@example.test\tAttendee",
  "",
  "3. In-Meeting Activities",
  "Name\tJoin Time\tLeave Time\tDuration\tEmail\tRole",
  "Kagiso Mokoena\t11/24/26, 9:58:10 AM\t11/24/26, 12:01:30 PM\t2h 3m 20s\tkagiso@example.test\tAttendee",
].join("\r\n");

/** Teams' file as it is saved: UTF-16 little-endian with a byte-order mark. */
export function teamsFileBytes(text = TEAMS_ATTENDANCE_TSV): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return bytes;
}

/** Zoom: Anele joined twice (40 + 60 minutes); one row has no email; one is a formula. */
export const ZOOM_ATTENDANCE_CSV = [
  "Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants",
  "812 3456 7890,ISO 15189 transition,11/24/2026 09:58:02 AM,11/24/2026 12:01:40 PM,host@example.test,124,4",
  "",
  "Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,In Waiting Room",
  "Kagiso Mokoena,kagiso@example.test,11/24/2026 09:58:10 AM,11/24/2026 11:30:00 AM,92,No,No",
  "Anele Dube,ANELE@example.test,11/24/2026 10:00:00 AM,11/24/2026 10:40:00 AM,40,No,No",
  "Anele Dube,anele@example.test,11/24/2026 10:50:00 AM,11/24/2026 11:50:00 AM,60,No,No",
  "Phone caller,,11/24/2026 10:00:00 AM,11/24/2026 10:30:00 AM,30,Yes,No",
  '"=HYPERLINK(""http://evil.test"")",evil@example.test,11/24/2026 10:00:00 AM,11/24/2026 10:30:00 AM,30,Yes,No',
].join("\r\n");

/** The older Teams layout: Full Name, Join Time, Leave Time, Duration, Email (no duration: times only). */
export const TEAMS_JOIN_LEAVE_CSV = [
  '"Full Name","Join Time","Leave Time","Duration","Email"',
  '"Kagiso Mokoena","2026-11-24 10:00:00","2026-11-24 11:30:00","","kagiso@example.test"',
].join("\n");
