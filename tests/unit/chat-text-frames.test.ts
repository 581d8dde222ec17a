/**
 * The chat's text frames: deltas written within one frame go out as one delta,
 * any other part first sends the text before it, and nothing is lost or reordered.
 */
import type { TextStreamPart, ToolSet } from "ai";
import { describe, expect, it } from "vitest";
import { textFrames } from "@/lib/ai/text-frames";

type Part = TextStreamPart<ToolSet>;
type Step = Part | { wait: number };

function source(steps: Step[]): ReadableStream<Part> {
  return new ReadableStream<Part>({
    async start(controller) {
      for (const step of steps) {
        if ("wait" in step) await new Promise((r) => setTimeout(r, step.wait));
        else controller.enqueue(step);
      }
      controller.close();
    },
  });
}

async function run(steps: Step[], frameMs: number): Promise<Part[]> {
  const transform = textFrames<ToolSet>(frameMs)({ tools: {}, stopStream: () => undefined });
  const out: Part[] = [];
  const reader = source(steps).pipeThrough(transform).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}

const text = (textDelta: string): Part => ({ type: "text-delta", textDelta });
const toolCall: Part = { type: "tool-call", toolCallId: "c1", toolName: "searchRatePlans", args: {} };

describe("textFrames", () => {
  it("sends the deltas of one frame as one delta", async () => {
    const out = await run(
      [text("The "), text("cheapest "), text("plan "), { wait: 80 }, text("is "), text("$30.")],
      40,
    );
    expect(out).toEqual([text("The cheapest plan "), text("is $30.")]);
  });

  it("sends pending text before any other part, in order", async () => {
    const out = await run([text("Looking "), text("up "), toolCall, text("Done.")], 1_000);
    expect(out).toEqual([text("Looking up "), toolCall, text("Done.")]);
  });

  it("sends what is left when the answer ends before the frame does", async () => {
    const out = await run([text("Hello "), text("there.")], 10_000);
    expect(out).toEqual([text("Hello there.")]);
  });

  it("passes every delta through with a frame of 0 ms", async () => {
    const out = await run([text("a "), text("b "), toolCall], 0);
    expect(out).toEqual([text("a "), text("b "), toolCall]);
  });
});
