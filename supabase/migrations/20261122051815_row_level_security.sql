-- Row-level security. Portal rows are visible and writable only inside the agent's own
-- company; published blog posts are public; server-only tables (waitlist, enquiries,
-- outbox, sessions, rate limits, app meta) have RLS on and no policy, so only the
-- server's own role reaches them.
CREATE OR REPLACE FUNCTION public.current_company_id() RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
    SELECT company_id FROM public.agent_users WHERE id = auth.uid()
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.current_company_id() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.current_company_id() TO anon, authenticated;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO anon, authenticated;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'blog_posts', 'waitlist_signups', 'investor_inquiries', 'email_outbox', 'agent_sessions',
    'rate_limit_events', 'app_meta', 'companies', 'agent_users', 'rate_plans', 'certified_devices',
    'customers', 'deals', 'deal_events', 'quotes', 'quote_items', 'chat_conversations', 'chat_messages'
  ] LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
  END LOOP;
  -- Company-owned tables: one policy for every command.
  FOREACH t IN ARRAY ARRAY[
    'customers', 'deals', 'deal_events', 'quotes', 'quote_items', 'chat_messages'
  ] LOOP
    EXECUTE format(
      'CREATE POLICY %I ON public.%I FOR ALL TO authenticated '
      'USING (company_id = public.current_company_id()) '
      'WITH CHECK (company_id = public.current_company_id())',
      t || '_same_company', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON public.%I TO authenticated', t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE POLICY chat_conversations_own ON public.chat_conversations FOR ALL TO authenticated
  USING (company_id = public.current_company_id() AND user_id = auth.uid())
  WITH CHECK (company_id = public.current_company_id() AND user_id = auth.uid());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON public.chat_conversations TO authenticated;
--> statement-breakpoint
CREATE POLICY blog_posts_published_read ON public.blog_posts FOR SELECT TO anon, authenticated
  USING (published);
--> statement-breakpoint
CREATE POLICY blog_posts_author_insert ON public.blog_posts FOR INSERT TO authenticated
  WITH CHECK (author_id = auth.uid());
--> statement-breakpoint
GRANT SELECT ON public.blog_posts TO anon;
--> statement-breakpoint
GRANT SELECT, INSERT ON public.blog_posts TO authenticated;
--> statement-breakpoint
CREATE POLICY companies_own ON public.companies FOR SELECT TO authenticated
  USING (id = public.current_company_id());
--> statement-breakpoint
GRANT SELECT ON public.companies TO authenticated;
--> statement-breakpoint
CREATE POLICY agent_users_same_company_read ON public.agent_users FOR SELECT TO authenticated
  USING (company_id = public.current_company_id());
--> statement-breakpoint
CREATE POLICY agent_users_self_update ON public.agent_users FOR UPDATE TO authenticated
  USING (id = auth.uid())
  WITH CHECK (id = auth.uid() AND company_id = public.current_company_id());
--> statement-breakpoint
GRANT SELECT, UPDATE (company, phone, notifications_enabled, two_factor_enabled, updated_at)
  ON public.agent_users TO authenticated;
--> statement-breakpoint
GRANT SELECT ON public.agent_users TO authenticated;
--> statement-breakpoint
CREATE POLICY rate_plans_read ON public.rate_plans FOR SELECT TO authenticated USING (true);
--> statement-breakpoint
CREATE POLICY certified_devices_read ON public.certified_devices FOR SELECT TO authenticated USING (true);
--> statement-breakpoint
GRANT SELECT ON public.rate_plans, public.certified_devices TO authenticated;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO authenticated;
