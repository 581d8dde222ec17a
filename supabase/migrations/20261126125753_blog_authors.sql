ALTER TABLE "agent_users" ADD COLUMN "blog_author" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The public blog belongs to the platform: the demo account is one of its authors.
UPDATE public.agent_users SET blog_author = true WHERE id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.is_blog_author() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce((SELECT blog_author FROM public.agent_users WHERE id = auth.uid()), false)
$$;
--> statement-breakpoint
DROP POLICY IF EXISTS blog_posts_author_insert ON public.blog_posts;
--> statement-breakpoint
CREATE POLICY blog_posts_author_insert ON public.blog_posts FOR INSERT TO authenticated
  WITH CHECK (author_id = auth.uid() AND public.is_blog_author());
--> statement-breakpoint
CREATE POLICY blog_posts_author_read ON public.blog_posts FOR SELECT TO authenticated
  USING (public.is_blog_author());
--> statement-breakpoint
CREATE POLICY blog_posts_author_update ON public.blog_posts FOR UPDATE TO authenticated
  USING (public.is_blog_author()) WITH CHECK (public.is_blog_author());
--> statement-breakpoint
GRANT UPDATE ON public.blog_posts TO authenticated;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.is_blog_author() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.is_blog_author() TO anon, authenticated;
