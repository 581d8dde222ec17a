/**
 * A loopback stand-in for Supabase Auth (GoTrue): just the endpoints the product
 * calls — password grant, current user, password update and logout — so the
 * Supabase adapter is tested at its real HTTP boundary.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { SignJWT } from "jose";

type Account = { id: string; email: string; password: string };

export type FakeGoTrue = {
  url: string;
  requests: string[];
  close(): Promise<void>;
};

const secret = new TextEncoder().encode("fake-gotrue-secret-for-tests-only-32chars");

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeGoTrue(accounts: Account[]): Promise<FakeGoTrue> {
  const tokens = new Map<string, string>(); // access token → user id
  const requests: string[] = [];
  const userJson = (a: Account) => ({
    id: a.id,
    aud: "authenticated",
    role: "authenticated",
    email: a.email,
    app_metadata: { provider: "email" },
    user_metadata: {},
    created_at: "2026-01-01T00:00:00Z",
  });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const current = accounts.find((a) => a.id === tokens.get(bearer));

    if (
      req.method === "POST" &&
      url.pathname === "/auth/v1/token" &&
      url.searchParams.get("grant_type") === "password"
    ) {
      const body = await readBody(req);
      const account = accounts.find((a) => a.email === body.email && a.password === body.password);
      if (!account)
        return send(400, {
          error: "invalid_grant",
          error_description: "Invalid login credentials",
          code: "invalid_credentials",
        });
      const now = Math.floor(Date.now() / 1000);
      const accessToken = await new SignJWT({ role: "authenticated", email: account.email, session_id: randomUUID() })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(account.id)
        .setAudience("authenticated")
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(secret);
      tokens.set(accessToken, account.id);
      return send(200, {
        access_token: accessToken,
        token_type: "bearer",
        expires_in: 3600,
        expires_at: now + 3600,
        refresh_token: randomUUID(),
        user: userJson(account),
      });
    }
    if (url.pathname === "/auth/v1/user" && req.method === "GET") {
      return current ? send(200, userJson(current)) : send(401, { code: 401, msg: "invalid JWT" });
    }
    if (url.pathname === "/auth/v1/user" && req.method === "PUT") {
      if (!current) return send(401, { code: 401, msg: "invalid JWT" });
      const body = await readBody(req);
      if (typeof body.password === "string") current.password = body.password;
      return send(200, userJson(current));
    }
    if (url.pathname === "/auth/v1/logout" && req.method === "POST") {
      tokens.delete(bearer);
      return send(204);
    }
    send(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
