import { describe, expect, it } from "vitest";
import { releaseWhenSent, takeChatSlot } from "@/lib/chat-slots";

describe("assistant answers per agent", () => {
  it("gives each agent at most the limit at once, and a slot back when its answer has been sent", async () => {
    const first = takeChatSlot("agent-a", 2);
    const second = takeChatSlot("agent-a", 2);
    expect(first && second).toBeTruthy();
    expect(takeChatSlot("agent-a", 2)).toBeNull();
    // Another agent is not affected.
    const other = takeChatSlot("agent-b", 2);
    expect(other).toBeTruthy();

    const sent = releaseWhenSent(new Response('0:"hello"\n'), first!);
    expect(takeChatSlot("agent-a", 2)).toBeNull();
    expect(await sent.text()).toBe('0:"hello"\n');
    const third = takeChatSlot("agent-a", 2);
    expect(third).toBeTruthy();

    // A cancelled answer gives its slot back too; releasing twice counts once.
    const stream = new ReadableStream({ pull: () => new Promise(() => undefined) });
    const cancelled = releaseWhenSent(new Response(stream), second!);
    await cancelled.body!.cancel();
    second!();
    expect(takeChatSlot("agent-a", 2)).toBeTruthy();
    expect(takeChatSlot("agent-a", 2)).toBeNull();
    other!();
  });
});
