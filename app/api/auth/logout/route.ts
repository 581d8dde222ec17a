import { getAuth } from "@/lib/auth";
import { apiRoute } from "@/lib/http";

export const POST = apiRoute(async () => {
  await getAuth().signOut();
  return Response.json({ ok: true });
});
