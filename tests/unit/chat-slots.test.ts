import { describe, expect, it, vi } from "vitest";
import { adoptChatSlot, chatBusyResponse, releaseWhenSent, reserveChatSlot, takeChatSlot } from "@/lib/chat-slots";

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

  it("lets the proxy take a slot that the route adopts once, for that agent only", async () => {
    const first = reserveChatSlot("agent-c", 1)!;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(reserveChatSlot("agent-c", 1)).toBeNull();
    expect(takeChatSlot("agent-c", 1)).toBeNull();
    // Another agent, an unknown or a forged id adopts nothing.
    expect(adoptChatSlot(first, "agent-d")).toBeNull();
    expect(adoptChatSlot(crypto.randomUUID(), "agent-c")).toBeNull();
    expect(adoptChatSlot(null, "agent-c")).toBeNull();
    const release = adoptChatSlot(first, "agent-c")!;
    expect(adoptChatSlot(first, "agent-c")).toBeNull();
    expect(reserveChatSlot("agent-c", 1)).toBeNull();
    release();
    // The proxy's bundle has its own copy of the module: the counts are the process's.
    const state = (globalThis as Record<symbol, { active: Map<string, number> }>)[Symbol.for("telcopilot.chat-slots")];
    expect(state?.active.has("agent-c")).toBe(false);
    const again = reserveChatSlot("agent-c", 1);
    expect(again).toBeTruthy();
    adoptChatSlot(again, "agent-c")!();
  });

  it("gives back a slot the proxy took when no route adopts it", () => {
    vi.useFakeTimers();
    try {
      expect(reserveChatSlot("agent-e", 1)).toBeTruthy();
      expect(reserveChatSlot("agent-e", 1)).toBeNull();
      vi.advanceTimersByTime(15_000);
      expect(reserveChatSlot("agent-e", 1)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a question beyond the share with 429 and when to ask again", async () => {
    const busy = chatBusyResponse(3);
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await busy.json()) as { error: string }).error).toBe(
      "You already have 3 assistant answers in progress. Wait for them to finish, then ask again.",
    );
  });
});
