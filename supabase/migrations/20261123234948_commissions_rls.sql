-- Commission plans and server-made notifications, with row-level security like every
-- portal table. Every agent reads the company's plans (deal figures are computed from
-- them); only the company's admins (agent_users.role = 'admin') write them. An agent
-- reads and marks only their own notifications; any agent of the company may create
-- one for a co-worker (a renewal reminder goes to the deal's agent, whoever opens the portal first).
CREATE OR REPLACE FUNCTION public.current_agent_is_admin() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
    SELECT coalesce((SELECT role = 'admin' FROM public.agent_users WHERE id = auth.uid()), false)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.current_agent_is_admin() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.current_agent_is_admin() TO authenticated;
--> statement-breakpoint
ALTER TABLE public.commission_plans ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY commission_plans_same_company_read ON public.commission_plans FOR SELECT TO authenticated
  USING (company_id = public.current_company_id());
--> statement-breakpoint
CREATE POLICY commission_plans_admin_insert ON public.commission_plans FOR INSERT TO authenticated
  WITH CHECK (company_id = public.current_company_id() AND public.current_agent_is_admin());
--> statement-breakpoint
CREATE POLICY commission_plans_admin_update ON public.commission_plans FOR UPDATE TO authenticated
  USING (company_id = public.current_company_id() AND public.current_agent_is_admin())
  WITH CHECK (company_id = public.current_company_id() AND public.current_agent_is_admin());
--> statement-breakpoint
CREATE POLICY commission_plans_admin_delete ON public.commission_plans FOR DELETE TO authenticated
  USING (company_id = public.current_company_id() AND public.current_agent_is_admin());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON public.commission_plans TO authenticated;
--> statement-breakpoint
ALTER TABLE public.agent_notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY agent_notifications_own ON public.agent_notifications FOR SELECT TO authenticated
  USING (company_id = public.current_company_id() AND user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY agent_notifications_own_update ON public.agent_notifications FOR UPDATE TO authenticated
  USING (company_id = public.current_company_id() AND user_id = auth.uid())
  WITH CHECK (company_id = public.current_company_id() AND user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY agent_notifications_same_company_insert ON public.agent_notifications FOR INSERT TO authenticated
  WITH CHECK (
    company_id = public.current_company_id()
    AND EXISTS (SELECT 1 FROM public.agent_users u WHERE u.id = user_id AND u.company_id = public.current_company_id())
  );
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON public.agent_notifications TO authenticated;
--> statement-breakpoint
-- A company that already has agents gets its first agent as admin, so someone can edit its plans.
UPDATE public.agent_users u SET role = 'admin'
  WHERE u.id IN (
    SELECT DISTINCT ON (company_id) id FROM public.agent_users
    WHERE company_id IS NOT NULL ORDER BY company_id, created_at, id)
  AND NOT EXISTS (SELECT 1 FROM public.agent_users a WHERE a.company_id = u.company_id AND a.role = 'admin');
