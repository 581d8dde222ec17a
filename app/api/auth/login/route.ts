import { getAuth } from "@/lib/auth";
import { apiRoute, readJson } from "@/lib/http";
import { clientIp } from "@/lib/request-ip";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute(async (request) => {
  const { username, password } = await readJson(request, loginSchema, { maxBytes: 10_000 });
  const user = await getAuth().signIn({ identifier: username, password, ip: clientIp(request.headers) });
  return Response.json({ ok: true, user: { username: user.username } });
});
