-- Tasks with row-level security like every company table: an agent reads and writes the
-- tasks of their own company only, and a task's owner is an agent of that company.
ALTER TABLE public.tasks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tasks_same_company ON public.tasks FOR ALL TO authenticated
  USING (company_id = public.current_company_id())
  WITH CHECK (
    company_id = public.current_company_id()
    AND EXISTS (SELECT 1 FROM public.agent_users u WHERE u.id = owner_id AND u.company_id = public.current_company_id())
  );
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON public.tasks TO authenticated;
--> statement-breakpoint
-- Notifications are listed from the server now; those a browser already took in count as read there.
UPDATE public.agent_notifications SET read_at = delivered_at WHERE delivered_at IS NOT NULL AND read_at IS NULL;
