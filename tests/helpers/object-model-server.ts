/**
 * A loopback OpenAI-compatible server for structured answers (`generateObject`):
 * each chat completion answers with the JSON of `reply.content`, or with an error
 * status. Records every request it receives.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = { path: string; body: Record<string, unknown>; auth: string | undefined };

export type ObjectModelServer = {
  baseURL: string;
  requests: RecordedRequest[];
  /** What the next completions answer: status 200 with `content` as JSON, or an error status. */
  reply: { status: number; content?: unknown };
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

export async function startObjectModelServer(): Promise<ObjectModelServer> {
  const state: ObjectModelServer = { baseURL: "", requests: [], reply: { status: 200 }, close: async () => {} };
  const server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
    state.requests.push({ path: req.url ?? "", body, auth: req.headers.authorization });
    if (state.reply.status !== 200) {
      res.writeHead(state.reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "model overloaded", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${state.requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: JSON.stringify(state.reply.content) },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 50, completion_tokens: 40, total_tokens: 90 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
