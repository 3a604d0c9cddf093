import vm from "node:vm";
import { describe, expect, it } from "vitest";
import runtimeSource from "./scorm-runtime.js?raw";

/**
 * The runtime script as a package's window meets it: run in a JS context of its own, with a
 * window whose parent receives the commits, then driven through the API object as a SCO would.
 */

interface Posted {
  type: string;
  scoIndex: number;
  version: number;
  cmi: Record<string, unknown>;
}

type Api = Record<string, (...args: string[]) => string>;

function install(kind: "scorm12" | "scorm2004", initial: Record<string, unknown> = {}) {
  const posted: Posted[] = [];
  const listeners: Array<(event: { source: unknown; data: unknown }) => void> = [];
  const parent = { postMessage: (message: Posted) => posted.push(JSON.parse(JSON.stringify(message))) };
  const window: Record<string, unknown> = {
    parent,
    addEventListener: (_: string, listener: (event: { source: unknown; data: unknown }) => void) =>
      listeners.push(listener),
  };
  const context = vm.createContext({ window });
  vm.runInContext(
    `${runtimeSource}\n;campusInstallRuntime(window, ${JSON.stringify({
      kind,
      scoIndex: 0,
      version: 0,
      initial: { learnerId: "u1", learnerName: "Thandi Nkosi", ...initial },
      messageType: "campus-package-commit",
    })});`,
    context,
  );
  const api = (kind === "scorm12" ? window.API : window.API_1484_11) as Api;
  const reply = (data: unknown, source: unknown = parent) => {
    for (const listener of listeners) listener({ source, data });
  };
  return { api, posted, reply };
}

describe("the SCORM 1.2 runtime (window.API)", () => {
  it("refuses calls before LMSInitialize and after LMSFinish with 301, and a second initialise with 101", () => {
    const { api } = install("scorm12");
    expect(api.LMSGetValue("cmi.core.lesson_status")).toBe("");
    expect(api.LMSGetLastError()).toBe("301");
    expect(api.LMSGetErrorString("301")).toBe("Not initialized");
    expect(api.LMSInitialize("")).toBe("true");
    expect(api.LMSInitialize("")).toBe("false");
    expect(api.LMSGetLastError()).toBe("101");
    expect(api.LMSFinish("")).toBe("true");
    expect(api.LMSSetValue("cmi.core.lesson_status", "passed")).toBe("false");
    expect(api.LMSGetLastError()).toBe("301");
  });

  it("checks vocabulary, read-only, write-only, types and ranges", () => {
    const { api } = install("scorm12");
    api.LMSInitialize("");
    expect(api.LMSGetValue("cmi.core.student_name")).toBe("Thandi Nkosi");
    expect(api.LMSSetValue("cmi.core.lesson_status", "done")).toBe("false");
    expect(api.LMSGetLastError()).toBe("405");
    expect(api.LMSSetValue("cmi.core.student_id", "x")).toBe("false");
    expect(api.LMSGetLastError()).toBe("403");
    expect(api.LMSGetValue("cmi.core.exit")).toBe("");
    expect(api.LMSGetLastError()).toBe("404");
    expect(api.LMSSetValue("cmi.core.score.raw", "101")).toBe("false");
    expect(api.LMSGetLastError()).toBe("405");
    expect(api.LMSSetValue("cmi.core.score.raw", "eighty")).toBe("false");
    expect(api.LMSSetValue("cmi.core._children", "x")).toBe("false");
    expect(api.LMSGetLastError()).toBe("402");
    expect(api.LMSGetValue("cmi.core.nonsense")).toBe("");
    expect(api.LMSGetLastError()).toBe("401");
    expect(api.LMSSetValue("cmi.core.session_time", "1:00")).toBe("false");
    expect(api.LMSSetValue("cmi.core.session_time", "0000:12:30.5")).toBe("true");
    expect(api.LMSGetLastError()).toBe("0");
    expect(api.LMSGetDiagnostic("")).toBe("No error");
  });

  it("sends a commit to the parent with the data and the version, and the next after the reply", () => {
    const { api, posted, reply } = install("scorm12");
    api.LMSInitialize("");
    api.LMSSetValue("cmi.core.score.raw", "85");
    api.LMSSetValue("cmi.core.lesson_status", "passed");
    api.LMSSetValue("cmi.core.lesson_location", "page-3");
    expect(api.LMSCommit("")).toBe("true");
    api.LMSSetValue("cmi.suspend_data", "s=1");
    expect(api.LMSFinish("")).toBe("true");
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      type: "campus-package-commit",
      version: 0,
      cmi: { lessonStatus: "passed", scoreRaw: "85", location: "page-3", terminated: false },
    });
    reply({ type: "campus-package-commit-saved", scoIndex: 0, version: 1 }, {});
    expect(posted).toHaveLength(1);
    reply({ type: "campus-package-commit-saved", scoIndex: 0, version: 1 });
    expect(posted).toHaveLength(2);
    expect(posted[1]).toMatchObject({ version: 1, cmi: { suspendData: "s=1", terminated: true } });
  });

  it("resumes with the stored data", () => {
    const { api } = install("scorm12", {
      entry: "resume",
      location: "page-7",
      suspendData: "abc",
      lessonStatus: "incomplete",
    });
    api.LMSInitialize("");
    expect(api.LMSGetValue("cmi.core.entry")).toBe("resume");
    expect(api.LMSGetValue("cmi.core.lesson_location")).toBe("page-7");
    expect(api.LMSGetValue("cmi.suspend_data")).toBe("abc");
    expect(api.LMSGetValue("cmi.core.lesson_status")).toBe("incomplete");
  });
});

describe("the SCORM 2004 runtime (window.API_1484_11)", () => {
  it("answers the order errors of the specification", () => {
    const { api } = install("scorm2004");
    expect(api.GetValue("cmi.location")).toBe("");
    expect(api.GetLastError()).toBe("122");
    expect(api.SetValue("cmi.location", "a")).toBe("false");
    expect(api.GetLastError()).toBe("132");
    expect(api.Commit("")).toBe("false");
    expect(api.GetLastError()).toBe("142");
    expect(api.Terminate("")).toBe("false");
    expect(api.GetLastError()).toBe("112");
    expect(api.Initialize("x")).toBe("false");
    expect(api.GetLastError()).toBe("201");
    expect(api.Initialize("")).toBe("true");
    expect(api.Initialize("")).toBe("false");
    expect(api.GetLastError()).toBe("103");
    expect(api.Terminate("")).toBe("true");
    expect(api.Terminate("")).toBe("false");
    expect(api.GetLastError()).toBe("113");
    expect(api.GetValue("cmi.location")).toBe("");
    expect(api.GetLastError()).toBe("123");
    expect(api.SetValue("cmi.location", "a")).toBe("false");
    expect(api.GetLastError()).toBe("133");
    expect(api.Commit("")).toBe("false");
    expect(api.GetLastError()).toBe("143");
    expect(api.Initialize("")).toBe("false");
    expect(api.GetLastError()).toBe("104");
  });

  it("checks values: 401, 403, 404, 405, 406, 407", () => {
    const { api } = install("scorm2004", { masteryScore: 0.8 });
    api.Initialize("");
    expect(api.GetValue("cmi.nothing")).toBe("");
    expect(api.GetLastError()).toBe("401");
    expect(api.GetValue("cmi.score.scaled")).toBe("");
    expect(api.GetLastError()).toBe("403");
    expect(api.SetValue("cmi.learner_id", "x")).toBe("false");
    expect(api.GetLastError()).toBe("404");
    expect(api.GetValue("cmi.session_time")).toBe("");
    expect(api.GetLastError()).toBe("405");
    expect(api.SetValue("cmi.completion_status", "finished")).toBe("false");
    expect(api.GetLastError()).toBe("406");
    expect(api.SetValue("cmi.score.scaled", "1.5")).toBe("false");
    expect(api.GetLastError()).toBe("407");
    expect(api.GetErrorString("407")).toBe("Data Model Element Value Out Of Range");
    expect(api.SetValue("cmi.score.scaled", "0.9")).toBe("true");
    expect(api.GetValue("cmi.score.scaled")).toBe("0.9");
    expect(api.GetValue("cmi.scaled_passing_score")).toBe("0.8");
    expect(api.SetValue("cmi.session_time", "PT1H2M3.5S")).toBe("true");
    expect(api.SetValue("cmi.interactions.0.id", "q1")).toBe("true");
    expect(api.GetValue("cmi.interactions._count")).toBe("1");
    expect(api.SetValue("cmi.interactions.5.id", "q5")).toBe("false");
    expect(api.GetLastError()).toBe("351");
  });
});
