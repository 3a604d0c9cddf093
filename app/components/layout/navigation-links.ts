export const MAIN_NAVIGATION = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about-us" },
  { label: "Services", to: "/services" },
  { label: "Learning Center", to: "/learning-center" },
  // Not in SPEC's list: the way to the online courses (decision 0026).
  { label: "Online Courses", to: "/courses/online" },
  { label: "Upcoming Events", to: "/events" },
  { label: "Contact Us", to: "/contact-us" },
] as const;
