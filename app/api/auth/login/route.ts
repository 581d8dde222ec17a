import { getAuth } from "@/lib/auth";
import { apiRoute, readJson } from "@/lib/http";
import { clientIp } from "@/lib/request-ip";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute(async (request) => {
  const { username, password } = await readJson(request, loginSchema, { maxBytes: 10_000 });
  const result = await getAuth().signIn({ identifier: username, password, ip: clientIp(request.headers) });
  // With two-factor sign-in on, the password starts no session: the code step follows.
  if (result.status === "code-required") return Response.json({ ok: true, codeRequired: true });
  return Response.json({ ok: true, user: { username: result.user.username } });
});
