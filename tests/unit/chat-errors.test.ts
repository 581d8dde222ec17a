import { APICallError, RetryError, ToolExecutionError } from "ai";
import { describe, expect, it } from "vitest";
import { chatErrorMessage, dailyLimitMessage } from "@/lib/ai/chat";
import { AppError } from "@/lib/errors";

describe("error text of the chat stream", () => {
  it("gives the real reason and never SQL or a stack trace", () => {
    expect(chatErrorMessage(new AppError(404, "Conversation not found"))).toBe("Conversation not found");

    const api = new APICallError({
      message: "Rate limit reached for gpt-4o-mini",
      url: "https://api.example/v1/chat/completions",
      requestBodyValues: {},
      statusCode: 429,
    });
    expect(chatErrorMessage(api)).toBe("The AI model could not answer (HTTP 429): Rate limit reached for gpt-4o-mini");
    expect(
      chatErrorMessage(
        new RetryError({ message: "Failed after 3 attempts", reason: "maxRetriesExceeded", errors: [api] }),
      ),
    ).toBe("The AI model could not answer (HTTP 429): Rate limit reached for gpt-4o-mini");

    const sqlFailure = Object.assign(new Error('Failed query: select "Plan" from rate_plans where ...'), {
      code: "42P01",
    });
    const tool = new ToolExecutionError({
      toolName: "searchRatePlans",
      toolArgs: {},
      toolCallId: "c1",
      cause: sqlFailure,
    });
    expect(chatErrorMessage(tool)).toBe(
      "Looking up searchRatePlans failed: Something went wrong. Please try again later.",
    );

    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(
      chatErrorMessage(
        new ToolExecutionError({ toolName: "lookupDeals", toolArgs: {}, toolCallId: "c2", cause: down }),
      ),
    ).toBe("Looking up lookupDeals failed: The service is temporarily unavailable. Please try again shortly.");

    const unexpected = new TypeError("Cannot read properties of undefined (reading 'x')");
    expect(chatErrorMessage(unexpected)).toBe("Something went wrong. Please try again later.");
  });

  it("says when the daily message limit is reached", () => {
    expect(dailyLimitMessage(1500)).toBe(
      "You have reached today's limit of 1,500 assistant messages. Please try again tomorrow.",
    );
  });
});
