-- Row-level security of the workspace tables. A company's admins read its invitations
-- and activity log; every write goes through the server's own role. Reset tokens are
-- server-only (RLS on, no policy). A deactivated member belongs to no company any more
-- for row-level security, so a session that outlives the deactivation reaches nothing.
CREATE OR REPLACE FUNCTION public.current_company_id() RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
    SELECT company_id FROM public.agent_users WHERE id = auth.uid() AND deactivated_at IS NULL
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.current_agent_is_admin() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
    SELECT coalesce((SELECT role = 'admin' FROM public.agent_users WHERE id = auth.uid() AND deactivated_at IS NULL), false)
  $$;
--> statement-breakpoint
ALTER TABLE public.invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY invitations_admin_read ON public.invitations FOR SELECT TO authenticated
  USING (company_id = public.current_company_id() AND public.current_agent_is_admin());
--> statement-breakpoint
GRANT SELECT ON public.invitations TO authenticated;
--> statement-breakpoint
ALTER TABLE public.activity_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activity_log_admin_read ON public.activity_log FOR SELECT TO authenticated
  USING (company_id = public.current_company_id() AND public.current_agent_is_admin());
--> statement-breakpoint
GRANT SELECT ON public.activity_log TO authenticated;
--> statement-breakpoint
ALTER TABLE public.password_reset_tokens ENABLE ROW LEVEL SECURITY;
