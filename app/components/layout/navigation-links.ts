import * as m from "./messages";

export const MAIN_NAVIGATION = [
  { label: m.navHome, to: "/" },
  { label: m.navAboutUs, to: "/about-us" },
  { label: m.navServices, to: "/services" },
  { label: m.navLearningCenter, to: "/learning-center" },
  // Not in SPEC's list: the way to the online courses (decision 0026).
  { label: m.navOnlineCourses, to: "/courses/online" },
  { label: m.navUpcomingEvents, to: "/events" },
  { label: m.navContactUs, to: "/contact-us" },
] as const;
