/** The xAPI and cmi5 identifiers the LRS reads and writes (xAPI 1.0.3, cmi5 quartz). */
export const XAPI_VERSION = "1.0.3";

export const VERB = {
  voided: "http://adlnet.gov/expapi/verbs/voided",
  launched: "http://adlnet.gov/expapi/verbs/launched",
  initialized: "http://adlnet.gov/expapi/verbs/initialized",
  completed: "http://adlnet.gov/expapi/verbs/completed",
  passed: "http://adlnet.gov/expapi/verbs/passed",
  failed: "http://adlnet.gov/expapi/verbs/failed",
  terminated: "http://adlnet.gov/expapi/verbs/terminated",
  abandoned: "https://w3id.org/xapi/adl/verbs/abandoned",
  waived: "https://w3id.org/xapi/adl/verbs/waived",
  satisfied: "https://w3id.org/xapi/adl/verbs/satisfied",
  earned: "http://id.tincanapi.com/verb/earned",
} as const;

export const CMI5 = {
  category: "https://w3id.org/xapi/cmi5/context/categories/cmi5",
  moveOnCategory: "https://w3id.org/xapi/cmi5/context/categories/moveon",
  sessionId: "https://w3id.org/xapi/cmi5/context/extensions/sessionid",
  masteryScore: "https://w3id.org/xapi/cmi5/context/extensions/masteryscore",
  launchMode: "https://w3id.org/xapi/cmi5/context/extensions/launchmode",
  launchUrl: "https://w3id.org/xapi/cmi5/context/extensions/launchurl",
  moveOn: "https://w3id.org/xapi/cmi5/context/extensions/moveon",
  launchParameters: "https://w3id.org/xapi/cmi5/context/extensions/launchparameters",
  publisherId: "https://w3id.org/xapi/cmi5/context/extensions/publisherid",
  auType: "https://w3id.org/xapi/cmi5/activitytype/block",
  courseType: "https://w3id.org/xapi/cmi5/activitytype/course",
  /** The state document the LMS writes before a launch (cmi5 10.0). */
  launchDataStateId: "LMS.LaunchData",
} as const;

export const ACTIVITY_TYPE = {
  lesson: "http://adlnet.gov/expapi/activities/lesson",
  course: "http://adlnet.gov/expapi/activities/course",
  assessment: "http://adlnet.gov/expapi/activities/assessment",
  certificate: "https://w3id.org/xapi/acrossx/activities/certificate",
} as const;
