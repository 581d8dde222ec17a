-- rate_limit_counters is a server-only table like the other limit and session tables:
-- row-level security on and no policy, so only the server's own role reaches it.
ALTER TABLE public.rate_limit_counters ENABLE ROW LEVEL SECURITY;
