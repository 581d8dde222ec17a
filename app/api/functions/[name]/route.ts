/**
 * Local host for the Netlify functions: next.config.ts rewrites
 * /.netlify/functions/:name here, so `next dev` and `next start` run the same
 * handlers Netlify runs.
 */
import { apiRoute } from "@/lib/http";
import handleWaitlist from "@/netlify/functions/waitlist";

export const dynamic = "force-dynamic";

const FUNCTIONS: Record<string, (req: Request) => Promise<Response>> = {
  waitlist: handleWaitlist,
};

type Context = { params: Promise<{ name: string }> };

const dispatch = apiRoute(async (req: Request, { params }: Context): Promise<Response> => {
  const { name } = await params;
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn) return Response.json({ error: "Function not found" }, { status: 404 });
  return fn(req);
});

export const GET = dispatch;
export const POST = dispatch;
export const PUT = dispatch;
export const PATCH = dispatch;
export const DELETE = dispatch;
