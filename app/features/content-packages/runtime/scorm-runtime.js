// The SCORM run-time API Campus puts into each HTML document of a package (decision
// 0097-scorm-content-packages). The package runs sandboxed at an opaque origin, so the API cannot
// live in the Campus window: it is defined here, in the package's own window, before the package's
// scripts run (API discovery looks at the current window first). It keeps the CMI data in memory,
// answers each call as the SCORM 1.2 and 2004 run-time specifications say (error codes included),
// and sends each commit to the lesson page by postMessage; the server checks everything again.
// Plain ES2015 with no imports: it is sent as text inside each package document.
// biome-ignore lint/correctness/noUnusedVariables: called by the script tag Campus writes after this source (package-files.server.ts).
function campusInstallRuntime(win, config) {
  var kind = config.kind;
  var initial = config.initial || {};
  var state = "not-initialized"; // then "running", then "terminated"
  var lastError = "0";
  var version = config.version || 0;
  var inFlight = false;
  var again = false;
  var data = {
    location: initial.location || "",
    suspendData: initial.suspendData || "",
    lessonStatus: initial.lessonStatus || "not attempted",
    completionStatus: initial.completionStatus || "unknown",
    successStatus: initial.successStatus || "unknown",
    scoreRaw: initial.scoreRaw == null ? "" : String(initial.scoreRaw),
    scoreMin: initial.scoreMin == null ? "" : String(initial.scoreMin),
    scoreMax: initial.scoreMax == null ? "" : String(initial.scoreMax),
    scoreScaled: initial.scoreScaled == null ? "" : String(initial.scoreScaled),
    progressMeasure: initial.progressMeasure == null ? "" : String(initial.progressMeasure),
    comments: "",
    exit: "",
    sessionTime: "",
    navRequest: "_none_",
    interactions: [],
    objectives: [],
  };
  var was = { location: initial.location != null, suspendData: initial.suspendData != null };

  var MESSAGES_12 = {
    0: "No error",
    101: "General exception",
    201: "Invalid argument error",
    202: "Element cannot have children",
    203: "Element not an array - cannot have count",
    301: "Not initialized",
    401: "Not implemented error",
    402: "Invalid set value, element is a keyword",
    403: "Element is read only",
    404: "Element is write only",
    405: "Incorrect data type",
  };
  var MESSAGES_2004 = {
    0: "No Error",
    101: "General Exception",
    102: "General Initialization Failure",
    103: "Already Initialized",
    104: "Content Instance Terminated",
    111: "General Termination Failure",
    112: "Termination Before Initialization",
    113: "Termination After Termination",
    122: "Retrieve Data Before Initialization",
    123: "Retrieve Data After Termination",
    132: "Store Data Before Initialization",
    133: "Store Data After Termination",
    142: "Commit Before Initialization",
    143: "Commit After Termination",
    201: "General Argument Error",
    301: "General Get Failure",
    351: "General Set Failure",
    391: "General Commit Failure",
    401: "Undefined Data Model Element",
    402: "Unimplemented Data Model Element",
    403: "Data Model Element Value Not Initialized",
    404: "Data Model Element Is Read Only",
    405: "Data Model Element Is Write Only",
    406: "Data Model Element Type Mismatch",
    407: "Data Model Element Value Out Of Range",
    408: "Data Model Dependency Not Established",
  };
  var DECIMAL = /^-?\d{1,10}(\.\d{1,7})?$/;
  var TIMESPAN_12 = /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/;
  var DURATION = /^P(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d{1,2})?S)?)?$/;

  function fail(code) {
    lastError = String(code);
    return code;
  }
  function ok(value) {
    lastError = "0";
    return value;
  }

  // Each element: get (or null: write-only), set (or null: read-only), check of a set value.
  function element(get, set) {
    return { get: get, set: set };
  }
  function field(name) {
    return element(
      () => data[name],
      (value) => {
        data[name] = value;
      },
    );
  }
  function readOnly(value) {
    return element(() => value, null);
  }
  function writeOnly(name) {
    return element(null, (value) => {
      data[name] = value;
    });
  }
  function decimalIn(min, max, blankAllowed) {
    return (value) => {
      if (blankAllowed && value === "") return 0;
      if (!DECIMAL.test(value)) return kind === "scorm12" ? 405 : 406;
      var number = Number(value);
      if ((min != null && number < min) || (max != null && number > max)) return kind === "scorm12" ? 405 : 407;
      return 0;
    };
  }
  function oneOf(values) {
    return (value) => (values.indexOf(value) >= 0 ? 0 : kind === "scorm12" ? 405 : 406);
  }
  function maxLength(length) {
    return (value) => (value.length <= length ? 0 : kind === "scorm12" ? 405 : 0);
  }
  function matches(pattern) {
    return (value) => (pattern.test(value) ? 0 : kind === "scorm12" ? 405 : 406);
  }

  var model = {};
  var checks = {};
  var notInitialised = {};
  if (kind === "scorm12") {
    model["cmi.core._children"] = readOnly(
      "student_id,student_name,lesson_location,credit,lesson_status,entry,score,total_time,lesson_mode,exit,session_time",
    );
    model["cmi.core.student_id"] = readOnly(initial.learnerId || "");
    model["cmi.core.student_name"] = readOnly(initial.learnerName || "");
    model["cmi.core.lesson_location"] = field("location");
    checks["cmi.core.lesson_location"] = maxLength(255);
    model["cmi.core.credit"] = readOnly(initial.credit || "credit");
    model["cmi.core.lesson_status"] = field("lessonStatus");
    checks["cmi.core.lesson_status"] = oneOf(["passed", "completed", "failed", "incomplete", "browsed"]);
    model["cmi.core.entry"] = readOnly(initial.entry === "resume" ? "resume" : "ab-initio");
    model["cmi.core.score._children"] = readOnly("raw,min,max");
    model["cmi.core.score.raw"] = field("scoreRaw");
    checks["cmi.core.score.raw"] = decimalIn(0, 100, true);
    model["cmi.core.score.min"] = field("scoreMin");
    checks["cmi.core.score.min"] = decimalIn(0, 100, true);
    model["cmi.core.score.max"] = field("scoreMax");
    checks["cmi.core.score.max"] = decimalIn(0, 100, true);
    model["cmi.core.total_time"] = readOnly(initial.totalTime12 || "0000:00:00.00");
    model["cmi.core.lesson_mode"] = readOnly("normal");
    model["cmi.core.exit"] = writeOnly("exit");
    checks["cmi.core.exit"] = oneOf(["time-out", "suspend", "logout", ""]);
    model["cmi.core.session_time"] = writeOnly("sessionTime");
    checks["cmi.core.session_time"] = matches(TIMESPAN_12);
    model["cmi.suspend_data"] = field("suspendData");
    checks["cmi.suspend_data"] = maxLength(4096);
    model["cmi.launch_data"] = readOnly(initial.launchData || "");
    model["cmi.comments"] = field("comments");
    checks["cmi.comments"] = maxLength(4096);
    model["cmi.comments_from_lms"] = readOnly("");
    model["cmi.student_data._children"] = readOnly("mastery_score");
    model["cmi.student_data.mastery_score"] = readOnly(
      initial.masteryScore == null ? "" : String(initial.masteryScore * 100),
    );
  } else {
    model["cmi._version"] = readOnly("1.0");
    model["cmi.learner_id"] = readOnly(initial.learnerId || "");
    model["cmi.learner_name"] = readOnly(initial.learnerName || "");
    model["cmi.location"] = field("location");
    checks["cmi.location"] = maxLength(1000);
    notInitialised["cmi.location"] = () => !was.location && data.location === "";
    model["cmi.credit"] = readOnly(initial.credit || "credit");
    model["cmi.mode"] = readOnly("normal");
    model["cmi.entry"] = readOnly(initial.entry === "resume" ? "resume" : "ab-initio");
    model["cmi.exit"] = writeOnly("exit");
    checks["cmi.exit"] = oneOf(["timeout", "suspend", "logout", "normal", ""]);
    model["cmi.session_time"] = writeOnly("sessionTime");
    checks["cmi.session_time"] = matches(DURATION);
    model["cmi.total_time"] = readOnly(initial.totalTime2004 || "PT0S");
    model["cmi.completion_status"] = field("completionStatus");
    checks["cmi.completion_status"] = oneOf(["completed", "incomplete", "not attempted", "unknown"]);
    model["cmi.success_status"] = field("successStatus");
    checks["cmi.success_status"] = oneOf(["passed", "failed", "unknown"]);
    model["cmi.score._children"] = readOnly("scaled,raw,min,max");
    ["scaled", "raw", "min", "max"].forEach((part) => {
      var name = `score${part.charAt(0).toUpperCase()}${part.slice(1)}`;
      model[`cmi.score.${part}`] = field(name);
      checks[`cmi.score.${part}`] = part === "scaled" ? decimalIn(-1, 1, false) : decimalIn(null, null, false);
      notInitialised[`cmi.score.${part}`] = () => data[name] === "";
    });
    model["cmi.progress_measure"] = field("progressMeasure");
    checks["cmi.progress_measure"] = decimalIn(0, 1, false);
    notInitialised["cmi.progress_measure"] = () => data.progressMeasure === "";
    model["cmi.scaled_passing_score"] = readOnly(initial.masteryScore == null ? "" : String(initial.masteryScore));
    notInitialised["cmi.scaled_passing_score"] = () => initial.masteryScore == null;
    model["cmi.completion_threshold"] = readOnly("");
    notInitialised["cmi.completion_threshold"] = () => true;
    model["cmi.suspend_data"] = field("suspendData");
    checks["cmi.suspend_data"] = maxLength(64000);
    notInitialised["cmi.suspend_data"] = () => !was.suspendData && data.suspendData === "";
    model["cmi.launch_data"] = readOnly(initial.launchData || "");
    model["cmi.time_limit_action"] = readOnly("continue,no message");
    model["adl.nav.request"] = field("navRequest");
    checks["adl.nav.request"] = matches(
      /^(continue|previous|exit|exitAll|abandon|abandonAll|suspendAll|_none_|\{target=[^}]+\}(choice|jump))$/,
    );
  }

  // Interactions and objectives: kept while the SCO runs (a SCO may read back what it wrote), not stored.
  var ARRAY = /^cmi\.(interactions|objectives)\.(\d+)\.(.+)$/;
  function collectionElement(name, setting, value) {
    var match = ARRAY.exec(name);
    if (!match) return null;
    var list = data[match[1]];
    var index = Number(match[2]);
    if (index > list.length) return fail(kind === "scorm12" ? 201 : 351);
    if (!setting) {
      if (index >= list.length || !(match[3] in list[index])) return fail(kind === "scorm12" ? 201 : 301);
      if (kind === "scorm12" && match[1] === "interactions") return fail(404);
      return ok(String(list[index][match[3]]));
    }
    if (index === list.length) list.push({});
    list[index][match[3]] = value;
    return ok("true");
  }

  var ERROR_BEFORE = kind === "scorm12" ? { get: 301, set: 301, commit: 301 } : { get: 122, set: 132, commit: 142 };
  var ERROR_AFTER = kind === "scorm12" ? { get: 301, set: 301, commit: 301 } : { get: 123, set: 133, commit: 143 };
  function callable(what) {
    if (state === "not-initialized") return fail(ERROR_BEFORE[what]) && false;
    if (state === "terminated") return fail(ERROR_AFTER[what]) && false;
    return true;
  }
  function hasArgument(argument) {
    return argument !== "" && argument !== undefined && argument !== null;
  }

  function initialize(argument) {
    if (hasArgument(argument)) return fail(201) && "false";
    if (state === "running") return fail(kind === "scorm12" ? 101 : 103) && "false";
    if (state === "terminated") return fail(kind === "scorm12" ? 101 : 104) && "false";
    state = "running";
    return ok("true");
  }
  function terminate(argument) {
    if (hasArgument(argument)) return fail(201) && "false";
    if (state === "not-initialized") return fail(kind === "scorm12" ? 301 : 112) && "false";
    if (state === "terminated") return fail(kind === "scorm12" ? 101 : 113) && "false";
    send(true);
    state = "terminated";
    return ok("true");
  }
  function getValue(name) {
    if (!callable("get")) return "";
    name = String(name == null ? "" : name);
    if (name === "") return fail(kind === "scorm12" ? 201 : 301) && "";
    var count = /^cmi\.(interactions|objectives)\._count$/.exec(name);
    if (count) return ok(String(data[count[1]].length));
    var children = /^cmi\.(interactions|objectives)\._children$/.exec(name);
    if (children)
      return ok(
        children[1] === "interactions"
          ? "id,type,objectives,timestamp,correct_responses,weighting,learner_response,result,latency,description"
          : "id,score,success_status,completion_status,progress_measure,description",
      );
    if (ARRAY.test(name)) {
      const got = collectionElement(name, false);
      return lastError === "0" ? got : "";
    }
    var entry = model[name];
    if (!entry) return fail(kind === "scorm12" ? (/\._(children|count)$/.test(name) ? 202 : 401) : 401) && "";
    if (!entry.get) return fail(kind === "scorm12" ? 404 : 405) && "";
    if (notInitialised[name]?.()) return fail(403) && "";
    return ok(String(entry.get()));
  }
  function setValue(name, value) {
    if (!callable("set")) return "false";
    name = String(name == null ? "" : name);
    value = value == null ? "" : String(value);
    if (name === "") return fail(kind === "scorm12" ? 201 : 351) && "false";
    if (/\._(children|count|version)$/.test(name)) return fail(kind === "scorm12" ? 402 : 404) && "false";
    if (ARRAY.test(name)) {
      collectionElement(name, true, value);
      return lastError === "0" ? "true" : "false";
    }
    var entry = model[name];
    if (!entry) return fail(kind === "scorm12" ? 401 : 401) && "false";
    if (!entry.set) return fail(kind === "scorm12" ? 403 : 404) && "false";
    var check = checks[name];
    var code = check ? check(value) : 0;
    if (code) return fail(code) && "false";
    entry.set(value);
    if (name === "cmi.location" || name === "cmi.core.lesson_location") was.location = true;
    if (name === "cmi.suspend_data") was.suspendData = true;
    return ok("true");
  }
  function commit(argument) {
    if (hasArgument(argument)) return fail(201) && "false";
    if (!callable("commit")) return "false";
    send(false);
    return ok("true");
  }
  function getLastError() {
    return lastError;
  }
  function getErrorString(code) {
    var messages = kind === "scorm12" ? MESSAGES_12 : MESSAGES_2004;
    return messages[String(code)] || "";
  }
  function getDiagnostic(code) {
    var asked = code === "" || code == null ? lastError : String(code);
    return getErrorString(asked);
  }

  function snapshot(terminated) {
    return {
      location: data.location,
      suspendData: data.suspendData,
      lessonStatus: kind === "scorm12" ? data.lessonStatus : undefined,
      completionStatus: kind === "scorm12" ? undefined : data.completionStatus,
      successStatus: kind === "scorm12" ? undefined : data.successStatus,
      scoreRaw: data.scoreRaw,
      scoreMin: data.scoreMin,
      scoreMax: data.scoreMax,
      scoreScaled: kind === "scorm12" ? undefined : data.scoreScaled,
      progressMeasure: kind === "scorm12" ? undefined : data.progressMeasure,
      exit: data.exit,
      sessionTime: data.sessionTime,
      terminated: terminated,
    };
  }
  var lastTerminated = false;
  function send(terminated) {
    lastTerminated = lastTerminated || terminated;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    var message = {
      type: config.messageType,
      scoIndex: config.scoIndex,
      version: version,
      cmi: snapshot(lastTerminated),
    };
    if (config.post) config.post(message);
    // "*": the document is served with frame-ancestors 'self', so the window framing it is a Campus
    // page whatever host name the learner used (behind a proxy the server may not know it).
    else win.parent.postMessage(message, "*");
  }
  function saved(reply) {
    if (reply && typeof reply.version === "number") version = reply.version;
    inFlight = false;
    if (again) {
      again = false;
      send(lastTerminated);
    }
  }
  if (win.addEventListener) {
    win.addEventListener("message", (event) => {
      if (event.source !== win.parent) return;
      var reply = event.data;
      if (reply && reply.type === `${config.messageType}-saved` && reply.scoIndex === config.scoIndex) saved(reply);
    });
  }

  if (kind === "scorm12") {
    win.API = {
      LMSInitialize: initialize,
      LMSFinish: terminate,
      LMSGetValue: getValue,
      LMSSetValue: setValue,
      LMSCommit: commit,
      LMSGetLastError: getLastError,
      LMSGetErrorString: getErrorString,
      LMSGetDiagnostic: getDiagnostic,
    };
  } else {
    win.API_1484_11 = {
      Initialize: initialize,
      Terminate: terminate,
      GetValue: getValue,
      SetValue: setValue,
      Commit: commit,
      GetLastError: getLastError,
      GetErrorString: getErrorString,
      GetDiagnostic: getDiagnostic,
    };
  }
  return { saved: saved };
}
