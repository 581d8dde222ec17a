import { describe, expect, it } from "vitest";
import { formatDayTime } from "@/lib/format";
import { checkInTitle, sortTasks, taskState } from "@/lib/tasks";

describe("task state", () => {
  const now = new Date(2026, 10, 26, 14, 30).getTime();
  const at = (h: number, m = 0, dayOffset = 0) => new Date(2026, 10, 26 + dayOffset, h, m).toISOString();
  it("overdue once the due time has passed, due today later the same local day, else upcoming; done wins", () => {
    expect(taskState({ dueAt: at(14, 29), doneAt: null }, now)).toBe("overdue");
    expect(taskState({ dueAt: at(14, 30), doneAt: null }, now)).toBe("overdue");
    expect(taskState({ dueAt: at(23, 59), doneAt: null }, now)).toBe("today");
    expect(taskState({ dueAt: at(0, 0, 1), doneAt: null }, now)).toBe("upcoming");
    expect(taskState({ dueAt: at(9, 0, -3), doneAt: at(10) }, now)).toBe("done");
  });
  it("sorts open tasks by due time, then done ones", () => {
    const tasks = [
      { id: "a", dueAt: at(9, 0, 2), doneAt: null },
      { id: "b", dueAt: at(9, 0, -1), doneAt: at(10) },
      { id: "c", dueAt: at(9, 0, -2), doneAt: null },
      { id: "d", dueAt: at(9, 0, 1), doneAt: null },
    ];
    expect(sortTasks(tasks).map((t) => t.id)).toEqual(["c", "d", "a", "b"]);
  });
});

describe("formatDayTime", () => {
  it("shows the local day and a 12-hour time", () => {
    expect(formatDayTime(new Date(2026, 0, 5, 0, 7))).toBe("Jan 5, 2026, 12:07 AM");
    expect(formatDayTime(new Date(2026, 11, 31, 13, 0))).toBe("Dec 31, 2026, 1:00 PM");
    expect(formatDayTime(new Date(Number.NaN))).toBe("");
  });
});

describe("checkInTitle", () => {
  it("names the contact and the company, once when they are the same", () => {
    expect(checkInTitle("Dana Whitfield", "Ridgeline HVAC")).toBe("Check in with Dana Whitfield at Ridgeline HVAC");
    expect(checkInTitle("", "Ridgeline HVAC")).toBe("Check in with Ridgeline HVAC");
  });
});
