-- Commission statements, their sources and rows belong to one company, like deals:
-- one policy for every command, within the agent's own company. The company is read
-- once per statement (a sub-select, Supabase's advice for row-level security at scale),
-- not once per row: a 10,000-row statement is inserted in one statement.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['statement_sources', 'commission_statements', 'commission_payments'] LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON public.%I FOR ALL TO authenticated '
      'USING (company_id = (SELECT public.current_company_id())) '
      'WITH CHECK (company_id = (SELECT public.current_company_id()))',
      t || '_same_company', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON public.%I TO authenticated', t);
  END LOOP;
END
$$;
