-- ─────────────────────────────────────────────────────────────────────────────
-- Seed data: demo companies and agents, the rate-plan and certified-device
-- catalogue, blog posts, and a demo pipeline (customers, deals, deal events).
--
-- Plain PostgreSQL (PGlite / Postgres 15+ / Supabase). Applied once on a freshly
-- migrated database; every INSERT uses fixed ids and ON CONFLICT DO NOTHING, so a
-- re-run changes nothing. Dates are relative to now() so the demo stays fresh.
--
-- Fixed ids
--   companies    11111111-1111-4111-8111-111111111111  Summit Wireless Partners (demo)
--                22222222-2222-4222-8222-222222222222  Harbor Telecom Group
--   agents       aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa  demo   / demo1234   (Summit, company admin)
--                aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb  jordan / jordan1234 (Summit, agent)
--                bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb  harbor / harbor1234 (Harbor, company admin)
--                aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc  casey  / casey1234  (Summit, agent)
--                aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd  morgan / morgan1234 (Summit, agent; the renewals deals)
--                aaaaaaaa-aaaa-4aaa-8aaa-eeeeeeeeeeee  operator / operator1234 (Summit, agent; platform operator)
--   customers    c1000000-0000-4000-8000-0000000000NN  (Summit, NN = 01..12)
--                c2000000-0000-4000-8000-0000000000NN  (Harbor, NN = 01..03)
--   deals        d1000000-0000-4000-8000-0000000000NN  (Summit, NN = 01..20)
--                d2000000-0000-4000-8000-0000000000NN  (Harbor, NN = 01..04)
--   blog posts   b1000000-0000-4000-8000-0000000000NN  (NN = 01..09)
--   rate plans   1..32 (att 1-11, verizon 12-22, tmobile 23-32)
--
-- Vocabularies
--   rate_plans."Carrier"          att | verizon | tmobile
--   rate_plans."Plan Type"        Unlimited | Data Only | Hotspot | Fixed Wireless | Wearable | IoT
--   certified_devices."Carrier"   ATT | VERIZON | TMOBILE
--   certified_devices."Network"   5G | 5G/LTE | LTE | LTE-M | NB-IoT
--   certified_devices."Device Type" (the 48 fixed values; only these are used):
--     Alarm, Camera, Computer, Drone, FWA, Gateway, Hotspot, Hotspot/Router, IOT,
--     Laptop, Modem, Module, Phone, POS, Router, Sensor, Tablet, Tablet/Laptop,
--     Telematics, Tracking, Wearable, Wireless Home Phone, Asset Tracker,
--     Body Camera, Dashcam, Desk Phone, Digital Signage, E-Reader, Feature Phone,
--     Fleet Tracker, Handheld Computer, Kiosk, Medical Device, Meter,
--     Mobile Printer, Netbook, PTT Device, Pager, Rugged Phone, Rugged Tablet,
--     Scanner, Security Panel, Smart Lock, Smartwatch, Thermostat, Vehicle Router,
--     Vending, Voice Module
-- ─────────────────────────────────────────────────────────────────────────────

CREATE EXTENSION IF NOT EXISTS pgcrypto;

-- ─── Companies ──────────────────────────────────────────────────────────────

INSERT INTO public.companies (id, name, created_at) VALUES
  ('11111111-1111-4111-8111-111111111111', 'Summit Wireless Partners', now() - interval '400 days'),
  ('22222222-2222-4222-8222-222222222222', 'Harbor Telecom Group',     now() - interval '300 days')
ON CONFLICT DO NOTHING;

-- ─── Auth users and agents ──────────────────────────────────────────────────

INSERT INTO auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
   raw_user_meta_data, created_at, updated_at, last_sign_in_at)
SELECT '00000000-0000-0000-0000-000000000000'::uuid, u.id::uuid, 'authenticated', 'authenticated',
       u.email, crypt(u.password, gen_salt('bf')), now(),
       jsonb_build_object('username', u.username, 'company', u.company),
       now() - u.age, now() - u.age, NULL::timestamptz
FROM (VALUES
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'demo@summitwireless.example',   'demo1234',   'demo',   'Summit Wireless Partners', interval '200 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'jordan@summitwireless.example', 'jordan1234', 'jordan', 'Summit Wireless Partners', interval '150 days'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'harbor@harbortelecom.example',  'harbor1234', 'harbor', 'Harbor Telecom Group',     interval '120 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc', 'casey@summitwireless.example',  'casey1234',  'casey',  'Summit Wireless Partners', interval '90 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd', 'morgan@summitwireless.example', 'morgan1234', 'morgan', 'Summit Wireless Partners', interval '80 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-eeeeeeeeeeee', 'operator@telcopilot.example',   'operator1234', 'operator', 'Summit Wireless Partners', interval '80 days')
) AS u(id, email, password, username, company, age)
ON CONFLICT DO NOTHING;

-- Supabase Auth (GoTrue) reads a few token columns as non-null strings and signs in
-- through auth.identities. Those exist only on Supabase: fill them when present.
DO $$
DECLARE
  col text;
  ids uuid[] := ARRAY['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
                      'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
                      'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
                      'aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc',
                      'aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd',
                      'aaaaaaaa-aaaa-4aaa-8aaa-eeeeeeeeeeee']::uuid[];
BEGIN
  FOR col IN
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = 'auth' AND table_name = 'users'
      AND data_type IN ('text', 'character varying')
      AND column_name IN ('confirmation_token', 'recovery_token', 'email_change',
                          'email_change_token_new', 'email_change_token_current',
                          'phone_change', 'phone_change_token', 'reauthentication_token')
  LOOP
    EXECUTE format('UPDATE auth.users SET %I = '''' WHERE %I IS NULL AND id = ANY($1)', col, col) USING ids;
  END LOOP;

  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = 'auth' AND table_name = 'users' AND column_name = 'raw_app_meta_data') THEN
    EXECUTE 'UPDATE auth.users SET raw_app_meta_data = ''{"provider":"email","providers":["email"]}''::jsonb
             WHERE raw_app_meta_data IS NULL AND id = ANY($1)' USING ids;
  END IF;

  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = 'auth' AND table_name = 'identities' AND column_name = 'provider_id') THEN
    EXECUTE 'INSERT INTO auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
             SELECT u.id, u.id, u.id::text, ''email'',
                    jsonb_build_object(''sub'', u.id::text, ''email'', u.email, ''email_verified'', true),
                    NULL, u.created_at, u.updated_at
             FROM auth.users u WHERE u.id = ANY($1)
             ON CONFLICT DO NOTHING' USING ids;
  END IF;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'seed: Supabase auth extras skipped (%)', SQLERRM;
END $$;

INSERT INTO public.agent_users
  (id, username, email, company, phone, role, notifications_enabled, two_factor_enabled, company_id, created_at, updated_at)
VALUES
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'demo',   'demo@summitwireless.example',   'Summit Wireless Partners', '(303) 555-0100', 'admin', true, false,
   '11111111-1111-4111-8111-111111111111', now() - interval '200 days', now() - interval '200 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'jordan', 'jordan@summitwireless.example', 'Summit Wireless Partners', '(303) 555-0101', 'agent', true, false,
   '11111111-1111-4111-8111-111111111111', now() - interval '150 days', now() - interval '150 days'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'harbor', 'harbor@harbortelecom.example',  'Harbor Telecom Group',     '(410) 555-0199', 'admin', true, false,
   '22222222-2222-4222-8222-222222222222', now() - interval '120 days', now() - interval '120 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc', 'casey',  'casey@summitwireless.example',  'Summit Wireless Partners', '(303) 555-0102', 'agent', true, false,
   '11111111-1111-4111-8111-111111111111', now() - interval '90 days', now() - interval '90 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd', 'morgan', 'morgan@summitwireless.example', 'Summit Wireless Partners', '(303) 555-0103', 'agent', true, false,
   '11111111-1111-4111-8111-111111111111', now() - interval '80 days', now() - interval '80 days')
ON CONFLICT DO NOTHING;

-- The public blog belongs to the platform: the demo account is one of its authors.
UPDATE public.agent_users SET blog_author = true WHERE id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

-- The demo's platform operator: approves waitlist entries and reads the outbox.
INSERT INTO public.agent_users
  (id, username, email, company, role, company_id, is_operator, created_at, updated_at)
VALUES
  ('aaaaaaaa-aaaa-4aaa-8aaa-eeeeeeeeeeee', 'operator', 'operator@telcopilot.example', 'Summit Wireless Partners', 'agent',
   '11111111-1111-4111-8111-111111111111', true, now() - interval '80 days', now() - interval '80 days')
ON CONFLICT DO NOTHING;

-- ─── Rate plans ─────────────────────────────────────────────────────────────
-- Per-line monthly price on a typical 5+ line business account (AutoPay, before
-- taxes and fees). Fixed wireless prices assume an eligible voice line on the account.

INSERT INTO public.rate_plans (id, "Carrier", "Plan", "Plan Type", "Price Per Line", "Premium Data", "Hotspot", "Video Streaming")
VALUES
  -- AT&T
  ( 1, 'att', 'Business Unlimited Starter',            'Unlimited',      30.00, NULL,        '5GB hotspot',           '480p (SD)'),
  ( 2, 'att', 'Business Unlimited Performance',        'Unlimited',      40.00, '50GB',      '40GB hotspot',          '1080p (HD)'),
  ( 3, 'att', 'Business Unlimited Elite',              'Unlimited',      45.00, 'Unlimited', '60GB hotspot',          '4K UHD'),
  ( 4, 'att', 'Business Unlimited Tablet',             'Data Only',      20.00, '22GB',      '5GB hotspot',           '480p (SD)'),
  ( 5, 'att', 'Business Unlimited Laptop',             'Data Only',      35.00, '50GB',      NULL,                    '720p (HD)'),
  ( 6, 'att', 'Business Unlimited Hotspot Performance','Hotspot',        55.00, '100GB',     'Unlimited (100GB high-speed)', NULL),
  ( 7, 'att', 'Business Unlimited Hotspot Elite',      'Hotspot',        75.00, '200GB',     'Unlimited (200GB high-speed)', NULL),
  ( 8, 'att', 'Business Unlimited Wearables',          'Wearable',       10.00, NULL,        NULL,                    NULL),
  ( 9, 'att', 'Business Unlimited Connected Device',   'IoT',            20.00, '5GB',       NULL,                    NULL),
  (10, 'att', 'AT&T Internet Air for Business',        'Fixed Wireless', 60.00, 'Unlimited', NULL,                    NULL),
  (11, 'att', 'AT&T Control Center IoT 1GB Pool',      'IoT',             8.00, '1GB',       NULL,                    NULL),
  -- Verizon
  (12, 'verizon', 'Business Unlimited Start',          'Unlimited',      30.00, NULL,        '5GB hotspot',           '480p (SD)'),
  (13, 'verizon', 'Business Unlimited Plus',           'Unlimited',      40.00, 'Unlimited', '30GB hotspot',          '720p (HD)'),
  (14, 'verizon', 'Business Unlimited Pro',            'Unlimited',      45.00, 'Unlimited', 'Unlimited hotspot',     '4K UHD'),
  (15, 'verizon', 'Business Unlimited Tablet Start',   'Data Only',      20.00, NULL,        '5GB hotspot',           '480p (SD)'),
  (16, 'verizon', 'Business Unlimited Tablet Pro',     'Data Only',      35.00, 'Unlimited', '30GB hotspot',          '720p (HD)'),
  (17, 'verizon', 'Business Unlimited Data',           'Hotspot',        60.00, '150GB',     'Unlimited (150GB high-speed)', NULL),
  (18, 'verizon', 'Business Internet 100 Mbps',        'Fixed Wireless', 69.00, 'Unlimited', NULL,                    NULL),
  (19, 'verizon', 'Business Internet 400 Mbps',        'Fixed Wireless', 99.00, 'Unlimited', NULL,                    NULL),
  (20, 'verizon', 'LTE Business Internet',             'Fixed Wireless', 69.00, 'Unlimited', NULL,                    NULL),
  (21, 'verizon', 'Business Unlimited Smartwatch',     'Wearable',       10.00, NULL,        NULL,                    NULL),
  (22, 'verizon', 'ThingSpace IoT 1GB',                'IoT',            12.00, '1GB',       NULL,                    NULL),
  -- T-Mobile
  (23, 'tmobile', 'Business Essentials',               'Unlimited',      26.00, '50GB',      'Unlimited (3G speeds)', '480p (SD)'),
  (24, 'tmobile', 'Go5G Business',                     'Unlimited',      35.00, '100GB',     '15GB hotspot',          '720p (HD)'),
  (25, 'tmobile', 'Business Unlimited Advanced',       'Unlimited',      40.00, 'Unlimited', '50GB hotspot',          '4K UHD'),
  (26, 'tmobile', 'Business Unlimited Ultimate',       'Unlimited',      50.00, 'Unlimited', 'Unlimited hotspot',     '4K UHD'),
  (27, 'tmobile', 'Business Unlimited Tablet',         'Data Only',      20.00, '50GB',      '5GB hotspot',           '480p (SD)'),
  (28, 'tmobile', 'Business Unlimited Hotspot',        'Hotspot',        50.00, '100GB',     'Unlimited (100GB high-speed)', NULL),
  (29, 'tmobile', 'T-Mobile Business Internet',        'Fixed Wireless', 50.00, 'Unlimited', NULL,                    NULL),
  (30, 'tmobile', 'Business Internet Backup',          'Fixed Wireless', 20.00, '130GB',     NULL,                    NULL),
  (31, 'tmobile', 'Business Wearable Line',            'Wearable',       10.00, NULL,        NULL,                    NULL),
  (32, 'tmobile', 'Business IoT 2GB',                  'IoT',            10.00, '2GB',       NULL,                    NULL)
ON CONFLICT DO NOTHING;

SELECT setval(pg_get_serial_sequence('public.rate_plans', 'id'), (SELECT max(id) FROM public.rate_plans));

-- ─── Certified devices ──────────────────────────────────────────────────────
-- One row per model and carrier: each model lists the carriers that certify it
-- (A = ATT, V = VERIZON, T = TMOBILE) and a band class; the carrier supplies the
-- LTE and 5G NR bands of that class (mmWave bands added where the model has them).
-- Ids are numbered in a stable order so a re-run inserts nothing new.

WITH carrier_bands (carrier, code, lte_full, lte_cat1, lte_lpwa, nr, nr_mmwave) AS (VALUES
  ('ATT',     'A', 'B2, B4, B5, B12, B14, B17, B29, B30, B66', 'B2, B4, B5, B12, B14, B66', 'B2, B4, B12',           'n2, n5, n66, n77',        ', n260'),
  ('VERIZON', 'V', 'B2, B4, B5, B13, B46, B48, B66',           'B2, B4, B5, B13, B66',      'B4, B13',               'n2, n5, n48, n66, n77',   ', n261'),
  ('TMOBILE', 'T', 'B2, B4, B5, B12, B41, B66, B71',           'B2, B4, B12, B66, B71',     'B2, B4, B12, B66, B71', 'n2, n25, n41, n66, n71',  '')
),
models (manufacturer, model, device_type, device_sub, os, network, band_class, mmwave, carriers) AS (VALUES
  -- Apple iPhone
  ('Apple', 'iPhone 13',                 'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 13 mini',            'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 13 Pro',             'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 13 Pro Max',         'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 14',                 'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 14 Plus',            'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 14 Pro',             'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 14 Pro Max',         'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 15',                 'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 15 Plus',            'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 15 Pro',             'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 15 Pro Max',         'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 16',                 'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 16 Plus',            'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 16 Pro',             'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 16 Pro Max',         'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 16e',                'Phone', 'Smartphone', 'iOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPhone 17',                 'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 17 Pro',             'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone 17 Pro Max',         'Phone', 'Smartphone', 'iOS', '5G', 'full', true,  'AVT'),
  ('Apple', 'iPhone Air',                'Phone', 'Smartphone', 'iOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPhone SE (3rd generation)','Phone', 'Smartphone', 'iOS', '5G', 'full', false, 'AVT'),
  -- Samsung Galaxy
  ('Samsung', 'Galaxy S22',           'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S22+',          'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S22 Ultra',     'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S23',           'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S23+',          'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S23 Ultra',     'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S23 FE',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy S24',           'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S24+',          'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S24 Ultra',     'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S24 FE',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy S25',           'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S25+',          'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S25 Ultra',     'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy S25 Edge',      'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy S25 FE',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy A15 5G',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy A16 5G',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy A25 5G',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'VT'),
  ('Samsung', 'Galaxy A35 5G',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy A36 5G',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy A54 5G',        'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Z Fold5',       'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy Z Fold6',       'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy Z Fold7',       'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy Z Flip5',       'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy Z Flip6',       'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy Z Flip7',       'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  ('Samsung', 'Galaxy Z Flip7 FE',    'Phone', 'Foldable',   'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy XCover6 Pro',   'Rugged Phone', 'Rugged Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy XCover7 Pro',   'Rugged Phone', 'Rugged Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  -- Google Pixel
  ('Google', 'Pixel 7',           'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Google', 'Pixel 7 Pro',       'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 7a',          'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Google', 'Pixel 8',           'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Google', 'Pixel 8 Pro',       'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 8a',          'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Google', 'Pixel 9',           'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 9 Pro',       'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 9 Pro XL',    'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 9 Pro Fold',  'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 9a',          'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Google', 'Pixel 10',          'Phone', 'Smartphone', 'Android', '5G', 'full', false, 'AVT'),
  ('Google', 'Pixel 10 Pro',      'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 10 Pro XL',   'Phone', 'Smartphone', 'Android', '5G', 'full', true,  'AVT'),
  ('Google', 'Pixel 10 Pro Fold', 'Phone', 'Foldable',   'Android', '5G', 'full', true,  'AVT'),
  -- Motorola
  ('Motorola', 'motorola edge 2024',       'Phone', 'Smartphone', 'Android', '5G',  'full', false, 'VT'),
  ('Motorola', 'motorola edge 2025',       'Phone', 'Smartphone', 'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'motorola razr 2024',       'Phone', 'Foldable',   'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'motorola razr+ 2024',      'Phone', 'Foldable',   'Android', '5G',  'full', false, 'AT'),
  ('Motorola', 'motorola razr 2025',       'Phone', 'Foldable',   'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'motorola razr+ 2025',      'Phone', 'Foldable',   'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'moto g 5G - 2024',         'Phone', 'Smartphone', 'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'moto g 5G - 2025',         'Phone', 'Smartphone', 'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'moto g stylus 5G - 2024',  'Phone', 'Smartphone', 'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'moto g stylus - 2025',     'Phone', 'Smartphone', 'Android', '5G',  'full', false, 'AVT'),
  ('Motorola', 'moto g power 5G - 2024',   'Phone', 'Smartphone', 'Android', '5G',  'full', false, 'VT'),
  ('Motorola', 'moto g play - 2024',       'Phone', 'Smartphone', 'Android', 'LTE', 'full', false, 'AVT'),
  -- Rugged, push-to-talk, feature phones and enterprise handhelds
  ('Sonim', 'XP Pro',                   'Rugged Phone',      'Rugged Smartphone',            'Android',     '5G',  'full', false, 'AVT'),
  ('Sonim', 'XP10',                     'Rugged Phone',      'Rugged Smartphone',            'Android',     '5G',  'full', false, 'AVT'),
  ('Sonim', 'XP8',                      'Rugged Phone',      'Rugged Smartphone',            'Android',     'LTE', 'full', false, 'AVT'),
  ('Sonim', 'XP5plus',                  'PTT Device',        'Rugged PTT Handset',           'Android',     'LTE', 'full', false, 'AVT'),
  ('Sonim', 'XP3plus 5G',               'Feature Phone',     'Rugged Flip',                  'Android',     '5G',  'full', false, 'AV'),
  ('Kyocera', 'DuraForce Ultra 5G UW',  'Rugged Phone',      'Rugged Smartphone',            'Android',     '5G',  'full', true,  'V'),
  ('Kyocera', 'DuraForce PRO 3',        'Rugged Phone',      'Rugged Smartphone',            'Android',     '5G',  'full', false, 'AV'),
  ('Kyocera', 'DuraXV Extreme+',        'Feature Phone',     'Rugged Flip',                  'proprietary', 'LTE', 'full', false, 'AV'),
  ('Kyocera', 'DuraXE Epic',            'Feature Phone',     'Rugged Flip',                  'proprietary', 'LTE', 'full', false, 'A'),
  ('Kyocera', 'DuraXA Equip',           'Feature Phone',     'Rugged Flip',                  'proprietary', 'LTE', 'full', false, 'A'),
  ('Motorola Solutions', 'LEX L11',     'Handheld Computer', 'Mission-Critical LTE Handheld','Android',     'LTE', 'full', false, 'AV'),
  ('Motorola Solutions', 'EVOLVE',      'PTT Device',        'LTE PTT Handheld',             'Android',     'LTE', 'full', false, 'A'),
  ('Cingular', 'Flip IV',               'Feature Phone',     'Flip Phone',                   'proprietary', 'LTE', 'full', false, 'A'),
  ('TCL', 'Flip 2',                     'Feature Phone',     'Flip Phone',                   'proprietary', 'LTE', 'full', false, 'T'),
  ('Orbic', 'Journey V',                'Feature Phone',     'Flip Phone',                   'proprietary', 'LTE', 'full', false, 'V'),
  ('Nokia', '2780 Flip',                'Feature Phone',     'Flip Phone',                   'proprietary', 'LTE', 'full', false, 'AT'),
  ('Zebra', 'TC58',                     'Handheld Computer', 'Enterprise Mobile Computer',   'Android',     '5G',  'full', false, 'AVT'),
  ('Zebra', 'EM45',                     'Phone',             'Enterprise Smartphone',        'Android',     '5G',  'full', false, 'AVT'),
  ('Honeywell', 'CT47',                 'Handheld Computer', 'Enterprise Mobile Computer',   'Android',     '5G',  'full', false, 'AVT'),
  ('Honeywell', 'CT45 XP',              'Scanner',           'Rugged Scanner',               'Android',     'LTE', 'full', false, 'AVT'),
  -- Tablets and 2-in-1s
  ('Apple', 'iPad (10th generation) Wi-Fi + Cellular',      'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPad (A16) Wi-Fi + Cellular',                  'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPad Air 11-inch (M2) Wi-Fi + Cellular',       'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPad Air 13-inch (M3) Wi-Fi + Cellular',       'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPad Pro 11-inch (M4) Wi-Fi + Cellular',       'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPad Pro 13-inch (M4) Wi-Fi + Cellular',       'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPad Pro 11-inch (M5) Wi-Fi + Cellular',       'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Apple', 'iPad mini (A17 Pro) Wi-Fi + Cellular',         'Tablet', 'Tablet', 'iPadOS', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Tab S9 FE 5G',                        'Tablet', 'Tablet', 'Android', '5G', 'full', false, 'VT'),
  ('Samsung', 'Galaxy Tab S9 5G',                           'Tablet', 'Tablet', 'Android', '5G', 'full', false, 'V'),
  ('Samsung', 'Galaxy Tab S10 FE 5G',                       'Tablet', 'Tablet', 'Android', '5G', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Tab A9+ 5G',                          'Tablet', 'Tablet', 'Android', '5G', 'full', false, 'VT'),
  ('Samsung', 'Galaxy Tab Active5 5G',                      'Rugged Tablet', 'Rugged Tablet', 'Android', '5G', 'full', false, 'AVT'),
  ('T-Mobile', 'REVVL TAB 5G',                              'Tablet', 'Tablet', 'Android', '5G', 'full', false, 'T'),
  ('Lenovo', 'Tab M10 5G',                                  'Tablet', 'Tablet', 'Android', '5G', 'full', false, 'VT'),
  ('Orbic', 'TAB10R 4G',                                    'Tablet', 'Tablet', 'Android', 'LTE', 'full', false, 'V'),
  ('Microsoft', 'Surface Pro 11th Edition 5G',              'Tablet/Laptop', '2-in-1', 'Windows', '5G', 'full', false, 'AVT'),
  ('Microsoft', 'Surface Pro 9 with 5G',                    'Tablet/Laptop', '2-in-1', 'Windows', '5G', 'full', true,  'AVT'),
  ('Dell', 'Latitude 9450 2-in-1 5G',                       'Tablet/Laptop', '2-in-1', 'Windows', '5G', 'full', false, 'AVT'),
  ('Panasonic', 'TOUGHBOOK G2',                             'Tablet/Laptop', 'Rugged 2-in-1', 'Windows', 'LTE', 'full', false, 'AVT'),
  ('Getac', 'F110',                                         'Rugged Tablet', 'Rugged Tablet', 'Windows', 'LTE', 'full', false, 'AVT'),
  ('Dell', 'Latitude 7230 Rugged Extreme Tablet',           'Rugged Tablet', 'Rugged Tablet', 'Windows', 'LTE', 'full', false, 'AVT'),
  -- Laptops and computers
  ('Lenovo', 'ThinkPad X13s 5G',            'Laptop',   'Business Laptop',      'Windows',  '5G',  'full', true,  'AVT'),
  ('Lenovo', 'ThinkPad T14s Gen 6 5G',      'Laptop',   'Business Laptop',      'Windows',  '5G',  'full', false, 'AVT'),
  ('Dell', 'Latitude 5450 5G',              'Laptop',   'Business Laptop',      'Windows',  '5G',  'full', false, 'AVT'),
  ('Dell', 'Latitude 7450 5G',              'Laptop',   'Business Laptop',      'Windows',  '5G',  'full', false, 'AVT'),
  ('HP', 'EliteBook 840 G11 5G',            'Laptop',   'Business Laptop',      'Windows',  '5G',  'full', false, 'AVT'),
  ('HP', 'Elite Dragonfly G4 5G',           'Laptop',   'Business Laptop',      'Windows',  '5G',  'full', false, 'AVT'),
  ('Panasonic', 'TOUGHBOOK 40',             'Laptop',   'Rugged Laptop',        'Windows',  'LTE', 'full', false, 'AVT'),
  ('Panasonic', 'TOUGHBOOK 55 mk3',         'Computer', 'Semi-Rugged Laptop',   'Windows',  'LTE', 'full', false, 'AVT'),
  ('Acer', 'Chromebook 511 LTE (C741LT)',   'Netbook',  'Education Chromebook', 'ChromeOS', 'LTE', 'full', false, 'VT'),
  -- Mobile hotspots
  ('Inseego', 'MiFi X PRO 5G UW (M3100)',                     'Hotspot',        '5G Hotspot',        'proprietary', '5G',  'full', true,  'V'),
  ('Inseego', '5G MiFi M2000',                                'Hotspot',        '5G Hotspot',        'proprietary', '5G',  'full', false, 'T'),
  ('Inseego', 'MiFi 8800L',                                   'Hotspot',        'LTE Hotspot',       'proprietary', 'LTE', 'full', false, 'V'),
  ('Orbic', 'Speed 5G UW',                                    'Hotspot',        '5G Hotspot',        'proprietary', '5G',  'full', true,  'V'),
  ('Netgear', 'Nighthawk M6 Pro (MR6550)',                    'Hotspot',        '5G Hotspot',        'proprietary', '5G',  'full', true,  'A'),
  ('Netgear', 'Nighthawk M6 (MR6110)',                        'Hotspot',        '5G Hotspot',        'proprietary', '5G',  'full', false, 'A'),
  ('Netgear', 'Nighthawk 5G Mobile Hotspot Pro (MR5100)',     'Hotspot',        '5G Hotspot',        'proprietary', '5G',  'full', true,  'A'),
  ('Netgear', 'Nighthawk LTE Mobile Hotspot Router (MR1100)', 'Hotspot/Router', 'LTE Hotspot Router','proprietary', 'LTE', 'full', false, 'A'),
  ('Franklin Wireless', 'A50',                                'Hotspot',        '5G Hotspot',        'proprietary', '5G',  'full', false, 'T'),
  ('Franklin Wireless', 'T10',                                'Hotspot',        'LTE Hotspot',       'proprietary', 'LTE', 'full', false, 'T'),
  ('Franklin Wireless', 'RG350',                              'Hotspot/Router', '5G Hotspot Router', 'Linux',       '5G',  'full', false, 'VT'),
  ('Moxee', 'Mobile Hotspot (K779HSDL)',                      'Hotspot',        'LTE Hotspot',       'proprietary', 'LTE', 'full', false, 'T'),
  -- Routers, gateways and modems
  ('Cradlepoint', 'E300',                'Router',         'Branch Router',         'Linux',       'LTE',    'full', false, 'AVT'),
  ('Cradlepoint', 'E3000-5GB',           'Router',         '5G Branch Router',      'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Cradlepoint', 'IBR900',              'Router',         'Ruggedized Router',     'Linux',       'LTE',    'full', false, 'AVT'),
  ('Cradlepoint', 'IBR1700',             'Vehicle Router', 'Vehicle Router',        'Linux',       'LTE',    'full', false, 'AVT'),
  ('Cradlepoint', 'R980',                'Vehicle Router', 'Vehicle Router',        'Linux',       'LTE',    'full', false, 'AVT'),
  ('Cradlepoint', 'R1900',               'Vehicle Router', '5G Vehicle Router',     'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Cradlepoint', 'R2100',               'Vehicle Router', '5G Vehicle Router',     'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Cradlepoint', 'W1850',               'Gateway',        '5G Wideband Adapter',   'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Cradlepoint', 'W4005',               'Gateway',        'Outdoor 5G Adapter',    'Linux',       '5G/LTE', 'full', true,  'AV'),
  ('Inseego', 'Wavemaker FX3100',        'Router',         '5G Indoor Router',      'Linux',       '5G/LTE', 'full', false, 'AV'),
  ('Inseego', 'Wavemaker FX4100',        'Router',         '5G Indoor Router',      'Linux',       '5G/LTE', 'full', true,  'AVT'),
  ('Inseego', 'FX2000e',                 'Router',         'LTE Business Router',   'Linux',       'LTE',    'full', false, 'V'),
  ('Inseego', 'Skyus 160',               'Modem',          'LTE Cat-1 Modem',       'Linux',       'LTE',    'cat1', false, 'AVT'),
  ('Sierra Wireless', 'AirLink XR90',    'Vehicle Router', '5G Vehicle Router',     'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Sierra Wireless', 'AirLink XR80',    'Router',         '5G Router',             'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Sierra Wireless', 'AirLink XR60',    'Vehicle Router', 'LTE Vehicle Router',    'Linux',       'LTE',    'full', false, 'AVT'),
  ('Sierra Wireless', 'AirLink RV55',    'Gateway',        'Industrial Gateway',    'Linux',       'LTE',    'full', false, 'AVT'),
  ('Sierra Wireless', 'AirLink MG90',    'Vehicle Router', 'Vehicle Router',        'Linux',       'LTE',    'full', false, 'AVT'),
  ('Digi', 'IX20',                       'Router',         'Industrial Router',     'Linux',       'LTE',    'full', false, 'AVT'),
  ('Digi', 'EX50',                       'Router',         '5G Router',             'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Digi', 'TX54',                       'Vehicle Router', 'Vehicle Router',        'Linux',       'LTE',    'full', false, 'AVT'),
  ('Peplink', 'MAX BR1 Pro 5G',          'Vehicle Router', '5G Vehicle Router',     'Linux',       '5G/LTE', 'full', false, 'AVT'),
  ('Peplink', 'MAX BR1 Mini',            'Router',         'LTE Router',            'Linux',       'LTE',    'full', false, 'AVT'),
  ('Cisco Meraki', 'MG51',               'Gateway',        'Cellular Gateway',      'proprietary', 'LTE',    'full', false, 'AVT'),
  ('Cisco Meraki', 'MG52',               'Gateway',        '5G Cellular Gateway',   'proprietary', '5G/LTE', 'full', false, 'AVT'),
  ('Netgear', 'LM1200',                  'Modem',          'LTE Modem',             'proprietary', 'LTE',    'full', false, 'AT'),
  -- Fixed wireless gateways
  ('Verizon', 'Internet Gateway LV65',          'FWA', 'LTE Gateway', 'proprietary', 'LTE', 'full', false, 'V'),
  ('Arcadyan', 'ARC-XCI55AX',                   'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'V'),
  ('Askey', 'ASK-NCQ1338',                      'FWA', '5G Gateway',  'proprietary', '5G',  'full', true,  'V'),
  ('Askey', 'ASK-NCM1100',                      'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'V'),
  ('Sagemcom', 'Fast 5688W',                    'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'T'),
  ('Sagemcom', 'TMO-G4SE',                      'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'T'),
  ('Arcadyan', 'TMO-G4AR',                      'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'T'),
  ('Arcadyan', 'TMO-G5AR',                      'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'T'),
  ('Arcadyan', 'KVD21',                         'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'T'),
  ('Nokia', '5G21 Gateway',                     'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'T'),
  ('Arcadyan', 'AW1000 (AT&T Internet Air)',    'FWA', '5G Gateway',  'proprietary', '5G',  'full', false, 'A'),
  ('ZTE', 'MF279 Wireless Home Phone & Internet','Wireless Home Phone', 'Home Phone & Internet', 'proprietary', 'LTE', 'full', false, 'A'),
  -- Wearables
  ('Apple', 'Apple Watch Series 9 (GPS + Cellular)',  'Wearable', 'Smartwatch', 'watchOS', 'LTE', 'full', false, 'AVT'),
  ('Apple', 'Apple Watch Series 10 (GPS + Cellular)', 'Wearable', 'Smartwatch', 'watchOS', 'LTE', 'full', false, 'AVT'),
  ('Apple', 'Apple Watch Series 11 (GPS + Cellular)', 'Wearable', 'Smartwatch', 'watchOS', '5G',  'cat1', false, 'AVT'),
  ('Apple', 'Apple Watch SE (2nd generation) (GPS + Cellular)', 'Wearable', 'Smartwatch', 'watchOS', 'LTE', 'full', false, 'AVT'),
  ('Apple', 'Apple Watch SE 3 (GPS + Cellular)',      'Wearable', 'Smartwatch', 'watchOS', '5G',  'cat1', false, 'AVT'),
  ('Apple', 'Apple Watch Ultra 2',                    'Wearable', 'Smartwatch', 'watchOS', 'LTE', 'full', false, 'AVT'),
  ('Apple', 'Apple Watch Ultra 3',                    'Wearable', 'Smartwatch', 'watchOS', '5G',  'cat1', false, 'AVT'),
  ('Samsung', 'Galaxy Watch6 LTE',                    'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Watch6 Classic LTE',            'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Watch7 LTE',                    'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Watch Ultra LTE',               'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Watch8 LTE',                    'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Samsung', 'Galaxy Watch8 Classic LTE',            'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Google', 'Pixel Watch 2 LTE',                     'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Google', 'Pixel Watch 3 LTE',                     'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Google', 'Pixel Watch 4 LTE',                     'Wearable', 'Smartwatch', 'Wear OS', 'LTE', 'full', false, 'AVT'),
  ('Verizon', 'Gizmo Watch 3',                        'Smartwatch', 'Kids Smartwatch', 'proprietary', 'LTE', 'full', false, 'V'),
  ('T-Mobile', 'SyncUP KIDS Watch',                   'Smartwatch', 'Kids Smartwatch', 'proprietary', 'LTE', 'full', false, 'T'),
  ('AT&T', 'amiGO Jr. Watch',                         'Smartwatch', 'Kids Smartwatch', 'proprietary', 'LTE', 'full', false, 'A'),
  -- Modules and development boards
  ('Quectel', 'BG95-M3',                       'Module',       'LTE-M/NB-IoT Module',   'RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('Quectel', 'BG96',                          'Module',       'LTE-M/NB-IoT Module',   'RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('Quectel', 'BG77',                          'Module',       'NB-IoT Module',         'RTOS',  'NB-IoT', 'lpwa', false, 'AT'),
  ('Quectel', 'EG25-G',                        'Module',       'LTE Cat-4 Module',      'Linux', 'LTE',    'full', false, 'AVT'),
  ('Quectel', 'EG21-G',                        'Module',       'LTE Cat-1 Module',      'Linux', 'LTE',    'cat1', false, 'AVT'),
  ('Quectel', 'RM520N-GL',                     'Module',       '5G M.2 Module',         'Linux', '5G/LTE', 'full', true,  'AVT'),
  ('Quectel', 'RG255C-GL',                     'Module',       '5G RedCap Module',      'Linux', '5G/LTE', 'cat1', false, 'AVT'),
  ('Telit', 'ME910C1-WW',                      'Module',       'LTE-M/NB-IoT Module',   'RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('Telit', 'ME310G1-WW',                      'Module',       'LTE-M/NB-IoT Module',   'RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('Telit', 'LE910C4-NF',                      'Module',       'LTE Cat-4 Module',      'RTOS',  'LTE',    'full', false, 'AVT'),
  ('Telit', 'LE910C1-NF',                      'Voice Module', 'LTE Cat-1 VoLTE Module','RTOS',  'LTE',    'cat1', false, 'AVT'),
  ('Telit', 'FN990A28',                        'Module',       '5G M.2 Module',         'Linux', '5G/LTE', 'full', true,  'AVT'),
  ('Sierra Wireless', 'EM9191',                'Module',       '5G M.2 Module',         'Linux', '5G/LTE', 'full', true,  'AVT'),
  ('Sierra Wireless', 'EM7511',                'Module',       'LTE-A Pro M.2 Module',  'Linux', 'LTE',    'full', false, 'AVT'),
  ('Sierra Wireless', 'HL7800',                'Module',       'LTE-M/NB-IoT Module',   'RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('u-blox', 'SARA-R510M8S',                   'Module',       'LTE-M Module with GNSS','RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('u-blox', 'LENA-R8001',                     'Module',       'LTE Cat-1bis Module',   'RTOS',  'LTE',    'cat1', false, 'AT'),
  ('Nordic Semiconductor', 'nRF9160',          'Module',       'LTE-M/NB-IoT SiP',      'RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('Nordic Semiconductor', 'nRF9151',          'Module',       'LTE-M/NB-IoT SiP',      'RTOS',  'LTE-M',  'lpwa', false, 'AVT'),
  ('Fibocom', 'FM160-NA',                      'Module',       '5G M.2 Module',         'Linux', '5G/LTE', 'full', false, 'AVT'),
  ('Blues', 'Notecard Cellular (NOTE-NBNA)',   'IOT',          'Cellular Notecard',     'RTOS',  'LTE-M',  'lpwa', false, 'AT'),
  ('Particle', 'Boron LTE (BRN404X)',          'IOT',          'Development Board',     'RTOS',  'LTE-M',  'lpwa', false, 'AT'),
  -- Trackers, telematics and dashcams
  ('Particle', 'Tracker One',                  'Asset Tracker', 'LTE-M Asset Tracker',   'RTOS',        'LTE-M', 'lpwa', false, 'AT'),
  ('Geotab', 'GO9',                            'Telematics',    'Vehicle Telematics',    'proprietary', 'LTE',   'cat1', false, 'AVT'),
  ('Geotab', 'GO Focus',                       'Telematics',    'Heavy-Duty Telematics', 'proprietary', 'LTE',   'cat1', false, 'AVT'),
  ('Geotab', 'GO Anywhere',                    'Asset Tracker', 'Battery Asset Tracker', 'proprietary', 'LTE-M', 'lpwa', false, 'AVT'),
  ('CalAmp', 'LMU-2630',                       'Fleet Tracker', 'Vehicle Tracker',       'proprietary', 'LTE',   'cat1', false, 'AVT'),
  ('CalAmp', 'LMU-3640',                       'Telematics',    'Vehicle Telematics',    'proprietary', 'LTE',   'cat1', false, 'AVT'),
  ('CalAmp', 'TTU-2830',                       'Asset Tracker', 'Trailer Tracker',       'proprietary', 'LTE-M', 'lpwa', false, 'AVT'),
  ('Samsara', 'VG55',                          'Telematics',    'Vehicle Gateway',       'proprietary', 'LTE',   'full', false, 'AVT'),
  ('Lytx', 'DriveCam SF400',                   'Dashcam',       'AI Dashcam',            'proprietary', 'LTE',   'full', false, 'AVT'),
  ('Netradyne', 'Driveri D-450',               'Dashcam',       'AI Dashcam',            'Android',     'LTE',   'full', false, 'AVT'),
  ('Queclink', 'GV500MA',                      'Fleet Tracker', 'OBD Tracker',           'proprietary', 'LTE-M', 'lpwa', false, 'AVT'),
  ('Digital Matter', 'Oyster3',                'Asset Tracker', 'Battery Asset Tracker', 'RTOS',        'LTE-M', 'lpwa', false, 'AVT'),
  ('Digital Matter', 'Yabby Edge Cellular',    'Asset Tracker', 'Battery Asset Tracker', 'RTOS',        'LTE-M', 'lpwa', false, 'AVT'),
  ('Digital Matter', 'SensorNode LTE-M',       'Sensor',        'Environmental Sensor',  'RTOS',        'LTE-M', 'lpwa', false, 'AVT'),
  ('Verizon', 'Smart Locator',                 'Tracking',      'Personal Tracker',      'proprietary', 'LTE-M', 'lpwa', false, 'V'),
  ('T-Mobile', 'SyncUP TRACKER',               'Tracking',      'Personal Tracker',      'proprietary', 'LTE-M', 'lpwa', false, 'T'),
  ('Jiobit', 'Smart Tag',                      'Tracking',      'Personal Tracker',      'proprietary', 'LTE-M', 'lpwa', false, 'AT'),
  -- Point of sale
  ('Clover', 'Flex (3rd Gen)',                 'POS', 'Handheld POS',            'Android',     'LTE', 'full', false, 'AVT'),
  ('PAX', 'A920 Pro',                          'POS', 'Handheld POS',            'Android',     'LTE', 'full', false, 'AVT'),
  ('Verifone', 'V400m 4G',                     'POS', 'Mobile Payment Terminal', 'proprietary', 'LTE', 'cat1', false, 'AVT'),
  ('Ingenico', 'Move/5000 4G',                 'POS', 'Mobile Payment Terminal', 'proprietary', 'LTE', 'cat1', false, 'AT'),
  -- Alarm and security
  ('Qolsys', 'IQ Panel 4',                     'Security Panel', 'Smart Security Panel',    'Android',     'LTE', 'cat1', false, 'AV'),
  ('2GIG', 'GC3e',                             'Security Panel', 'Smart Security Panel',    'proprietary', 'LTE', 'cat1', false, 'AV'),
  ('Resideo', 'PROLTE-A',                      'Alarm',          'LTE Alarm Communicator',  'RTOS',        'LTE', 'cat1', false, 'A'),
  ('Resideo', 'PROLTE-V',                      'Alarm',          'LTE Alarm Communicator',  'RTOS',        'LTE', 'cat1', false, 'V'),
  ('Napco', 'StarLink SLE-LTEA-FIRE',          'Alarm',          'Fire Alarm Communicator', 'RTOS',        'LTE', 'cat1', false, 'A'),
  ('Napco', 'StarLink SLE-LTEV-FIRE',          'Alarm',          'Fire Alarm Communicator', 'RTOS',        'LTE', 'cat1', false, 'V'),
  ('Telguard', 'TG-7FL',                       'Alarm',          'Fire Alarm Communicator', 'RTOS',        'LTE', 'cat1', false, 'AV'),
  -- Cameras and drones
  ('Arlo', 'Go 2',                             'Camera',      'LTE Security Camera',  'proprietary', 'LTE',    'cat1', false, 'VT'),
  ('Reolink', 'Go PT Ultra',                   'Camera',      'LTE Security Camera',  'proprietary', 'LTE',    'cat1', false, 'AT'),
  ('Axon', 'Body 4',                           'Body Camera', 'LTE Body-Worn Camera', 'proprietary', 'LTE',    'full', false, 'AV'),
  ('Motorola Solutions', 'V700',               'Body Camera', 'LTE Body-Worn Camera', 'proprietary', 'LTE',    'full', false, 'AV'),
  ('Skydio', 'X10',                            'Drone',       'Enterprise Drone',     'proprietary', '5G/LTE', 'full', false, 'AV'),
  -- Metering, vending and remote patient monitoring
  ('Badger Meter', 'ORION Cellular LTE-M Endpoint', 'Meter',          'Water Meter Endpoint',      'RTOS',        'LTE-M', 'lpwa', false, 'AV'),
  ('Landis+Gyr', 'E360 LTE-M',                 'Meter',          'Smart Electric Meter',      'RTOS',        'LTE-M', 'lpwa', false, 'AV'),
  ('Cantaloupe', 'ePort G11',                  'Vending',        'Cashless Telemeter',        'proprietary', 'LTE',   'cat1', false, 'AV'),
  ('Nayax', 'VPOS Touch',                      'Vending',        'Cashless Vending Reader',   'proprietary', 'LTE',   'cat1', false, 'AT'),
  ('BodyTrace', 'BT005 Cellular Scale',        'Medical Device', 'Remote Patient Monitoring', 'RTOS',        'LTE-M', 'lpwa', false, 'AT'),
  ('Smart Meter', 'iBloodPressure',            'Medical Device', 'Remote Patient Monitoring', 'RTOS',        'LTE-M', 'lpwa', false, 'AT')
),
device_rows AS (
  SELECT c.carrier, m.manufacturer, m.model, m.device_type, m.device_sub, m.os, m.network,
         CASE m.band_class WHEN 'lpwa' THEN c.lte_lpwa WHEN 'cat1' THEN c.lte_cat1 ELSE c.lte_full END AS bands,
         CASE WHEN m.network LIKE '5G%' THEN c.nr || CASE WHEN m.mmwave THEN c.nr_mmwave ELSE '' END END AS nr_bands
  FROM models m
  JOIN carrier_bands c ON strpos(m.carriers, c.code) > 0
)
INSERT INTO public.certified_devices
  (id, "Carrier", "Manufacturer", "Model", "Device Type", "Device Sub", "OS", "Network", "Bands", "5G_Bands")
SELECT row_number() OVER (ORDER BY carrier, manufacturer, model)::int,
       btrim(carrier), btrim(manufacturer), btrim(model), btrim(device_type), btrim(device_sub),
       btrim(os), btrim(network), btrim(bands), btrim(nr_bands)
FROM device_rows
ON CONFLICT DO NOTHING;

SELECT setval(pg_get_serial_sequence('public.certified_devices', 'id'), (SELECT max(id) FROM public.certified_devices));

-- ─── Blog ───────────────────────────────────────────────────────────────────
-- Slug: lower-cased title, runs of characters other than a-z/0-9 become one '-',
-- ends trimmed. Read time: words / 200, rounded up.

INSERT INTO public.blog_posts (id, title, slug, excerpt, content, author, read_time, published, created_at)
SELECT p.id::uuid, p.title,
       btrim(regexp_replace(lower(p.title), '[^a-z0-9]+', '-', 'g'), '-'),
       p.excerpt, p.content, p.author,
       greatest(1, ceil(array_length(regexp_split_to_array(btrim(p.content), '\s+'), 1) / 200.0))::int,
       true, now() - p.age
FROM (VALUES
(
'b1000000-0000-4000-8000-000000000001',
'How AI Is Changing Telecom Distribution',
'Resellers lose most of their week to re-keying, portal-hopping and rebuilding proposals. Here is where AI genuinely helps, where it does not, and how to start.',
$md$## The quoting bottleneck

Ask any reseller where the week goes and the answer is rarely "selling". It goes to re-keying line counts into three carrier portals, hunting for the current promo sheet, checking whether a customer's rugged handset is actually certified on the network they want, and rebuilding the same proposal deck for the fourth time this month.

AI does not remove the need for a good account manager. It removes the clerical work standing between that account manager and the customer.

## Where AI actually helps today

- **Needs discovery.** A plain-language description such as "45 technicians, half need tablets, two offices with unreliable cable" can be turned into structured requirements: voice lines, data-only lines, fixed wireless sites, budget and must-haves.
- **Plan matching.** Once requirements are structured, matching them against the current business plans of AT&T, Verizon and T-Mobile is a ranking problem, not a research project.
- **Device fit.** Checking a customer's device list against each carrier's certified catalogue catches expensive mistakes before an order is placed.
- **Follow-up.** Summaries of where each deal stands, which close dates are slipping and which customers have not heard from you in a month.

## Where it does not (yet)

Language models are confident by design. A useful sales assistant answers from *your* data (rate plans, certified devices, your own pipeline) and says so plainly when it does not know. Anything touching contract terms, number porting or credit decisions still needs a human signature, and should.

There is also a trust problem to respect. Customers share bills, employee counts and locations. Whatever tool you adopt should keep that data inside your company's workspace and never use it to train someone else's model.

## What changes for distributors

Distribution has always rewarded scale: the partners with the biggest back offices could afford to quote fastest. When quoting, device checks and proposal drafting take minutes instead of hours, a three-person agency can respond like a thirty-person one. The advantage shifts from headcount to relationships and judgement, which is where independent resellers were always strongest.

> The goal is not an AI that sells. It is an agent who spends four hours a day selling instead of one.

## Getting started

1. Put your catalogue in one place: plans, prices and certified devices, kept current.
2. Record every deal the same way, with line counts, carrier, term and close date.
3. Let the assistant draft quotes and summaries, and let your agents decide what goes to the customer.

Start with one workflow, measure the hours it saves, then expand.
$md$,
'Maya Chen', interval '4 days'),
(
'b1000000-0000-4000-8000-000000000002',
'Quoting Business Wireless Without Carrier Portals',
'Three carriers, three portals, three pricing models. A single quoting workspace turns a 90-minute chore into a 15-minute conversation.',
$md$## Why portals slow you down

Every carrier portal is built to sell that carrier. That is reasonable for the carrier and painful for a reseller who has to compare all three for every customer. Each portal has its own login, its own plan names, its own way of showing multi-line discounts and its own idea of what a "line" is.

The result: agents quote one carrier well and the other two from memory, and customers notice.

## What a good quote actually needs

Strip a business wireless quote down and it comes to a short list of inputs:

- number of **voice lines** (smartphones, rugged phones, flip phones)
- number of **mobile internet lines** (tablets, laptops, hotspots, wearables)
- number of **fixed wireless sites** (primary or backup internet)
- contract term and whether the customer brings their own devices
- the two or three things the customer will not compromise on, such as hotspot allowance, coverage at a particular site or a specific rugged device

Everything else is lookup work, and lookup work is what software is for.

## Portal-by-portal versus one workspace

| Step | Portal by portal | Single quoting workspace |
|---|---|---|
| Capture requirements | Notes, e-mail threads, spreadsheets | One structured form or a plain-language description |
| Price three carriers | Three logins, three interfaces | One query against current rate plans |
| Check devices | Separate lookups per carrier | One certified-device catalogue, filtered by carrier |
| Build the proposal | Copy and paste into slides | Generated from the saved quote |
| Typical time per quote | 60 to 90 minutes | 10 to 15 minutes |

*Times are what we hear from partners, not a benchmark.*

## Price per line is only the start

The headline per-line price assumes a certain number of lines, AutoPay and often paperless billing. A fair comparison normalises those assumptions, then adds what actually differs: premium data before deprioritisation, hotspot allowance, video resolution and any fixed wireless discount for accounts with voice lines.

Show the customer the monthly total and the contract total side by side for each carrier. Most decisions are made on those two numbers, and the rest of the proposal exists to make the customer comfortable with them.

## Keep the human part human

The quote is the easy part. Knowing that a customer's warehouse has poor coverage on one network, or that their operations manager hates flip phones, is what wins the deal. Automating the arithmetic gives agents the time to learn those details and use them.
$md$,
'Daniel Ortiz', interval '15 days'),
(
'b1000000-0000-4000-8000-000000000003',
'Fixed Wireless Access for Small Business: What to Sell and When',
'5G and LTE fixed wireless has become a serious option for small offices, retail and job sites. How to qualify the opportunity and position primary versus backup.',
$md$## What fixed wireless is

Fixed wireless access (FWA) delivers internet over the carrier's cellular network to a gateway that sits in the office, rather than over cable or fibre. All three national carriers now sell it to businesses: AT&T Internet Air for Business, Verizon Business Internet and T-Mobile Business Internet.

For the customer it looks like any other broadband service: a box, Wi-Fi, a monthly bill. For the reseller it is one of the easiest attach sales in the catalogue, because it rides on an account you already manage.

## When it fits

- **New or temporary locations.** Pop-up shops, construction trailers and seasonal sites can be online the day the gateway arrives.
- **Backup for point of sale.** A cheap second path keeps card terminals working when the primary line goes down.
- **Rural branches** where the only wired option is slow DSL.
- **Small offices** with modest upload needs and no appetite for an install appointment.

## When it does not

- Sites that need guaranteed bandwidth or a service-level agreement.
- Heavy, constant upload such as multi-camera video backhaul.
- Locations where indoor signal is marginal and an outdoor antenna is not allowed.

## Qualify before you quote

Check coverage at the street address, not the zip code. The FCC's National Broadband Map at https://broadbandmap.fcc.gov is a useful first look, but the carrier's own address check is what decides eligibility. Ask where the gateway will physically sit and whether there is a window nearby.

## Primary or backup?

| Scenario | Recommended role | What to tell the customer |
|---|---|---|
| Retail store with card terminals | Backup | "Payments keep working when the cable line drops." |
| Five-person office, cloud apps | Primary | "Same speed tier, no install appointment, one bill." |
| Job-site trailer | Primary | "Moves with the project." |
| Clinic with imaging uploads | Backup only | "Keep the wired circuit for large files." |

## Install checklist

1. Confirm the service address is eligible on the chosen carrier.
2. Place the gateway high and near a window, away from metal shelving.
3. Run a speed test at the point of use, not next to the gateway.
4. For backup deployments, test failover on the router before you leave.

Fixed wireless will not replace fibre everywhere, but for a large share of small businesses it is the fastest yes you can get.
$md$,
'Priya Raman', interval '29 days'),
(
'b1000000-0000-4000-8000-000000000004',
'Device Certification: Why "It Works on the Network" Is Not Enough',
'A device that connects is not necessarily a device the carrier supports. What certification means, what to check before an order and how to avoid activation surprises.',
$md$## Connected is not the same as certified

Every reseller has a story about the handset that "worked fine" until it did not: no VoLTE, no Wi-Fi calling, no emergency location, or a line that activated and then was flagged weeks later. The device connected, but it was never certified for that carrier's network.

Certification is the carrier's statement that a specific model, with specific firmware, has passed its testing for radio performance, voice features, network behaviour and, for IoT, how politely it reconnects after an outage.

## Who certifies what

For cellular devices in North America, industry certification through PTCRB (https://www.ptcrb.com) is the usual baseline. Each carrier then runs its own acceptance programme on top, with its own lab requirements and its own list of approved models. A device can be certified on one carrier and unknown to the other two.

## Why it matters commercially

- **Activation.** Uncertified IMEIs can be refused at activation or restricted later.
- **Voice quality and 911.** VoLTE and emergency calling behave as designed only on certified configurations.
- **Support.** When something goes wrong, the carrier's first question is whether the device is on its list.
- **Promotions.** Device promotions and trade-in credits apply to certified models only.

## Pre-order checklist

Use this before every order that includes customer-supplied or third-party hardware:

- [x] Get the exact model number, not the marketing name
- [ ] Confirm the model is certified on the carrier you are quoting
- [ ] Check the network technology (5G, LTE, LTE-M or NB-IoT) matches the plan
- [ ] Compare LTE bands and 5G NR bands against the carrier's network
- [ ] Confirm VoLTE and Wi-Fi calling for voice devices
- [ ] Note the minimum firmware version for IoT modules

## Bands in one paragraph

Each carrier leans on different spectrum. T-Mobile's 5G is built around n41 and n71, Verizon's around n77 (C-band) plus n2 and n5, AT&T's around n77 and n5. A device missing a carrier's key bands may connect in one city and struggle in the next. The certified-device directory lists LTE and 5G bands per model and carrier so agents can check in seconds.

## Make it routine

Certification checks are boring, which is exactly why they get skipped. Build them into the quoting flow and they stop depending on who remembered to ask.
$md$,
'Marcus Bell', interval '43 days'),
(
'b1000000-0000-4000-8000-000000000005',
'5G for Fleets: Telematics, Dashcams and Vehicle Routers',
'Fleet customers buy outcomes, not lines. A practical map of the devices, data needs and plans behind a modern connected fleet.',
$md$## Fleets are a connectivity bundle

A mid-sized service fleet rarely needs "some SIM cards". It needs a telematics unit in every vehicle, often an AI dashcam, a rugged phone or tablet for the driver and, increasingly, a vehicle router that turns the van into a mobile office. Each has different data needs and a different best-fit plan.

## The device map

| Device | Typical network | Monthly data | Plan fit |
|---|---|---|---|
| Telematics unit (for example Geotab GO9) | LTE Cat-1 or LTE-M | Under 50 MB | IoT pool |
| AI dashcam | LTE | 1 to 10 GB | Data plan or pooled IoT |
| Rugged phone | 5G | Varies | Business unlimited |
| Vehicle router (for example Cradlepoint R1900) | 5G / LTE | 20 to 100 GB | Hotspot or data-only unlimited |
| Trailer or asset tracker | LTE-M | A few MB | IoT pool |

Telematics and trackers use almost no data, so pooled IoT plans beat per-line unlimited pricing by a wide margin. Dashcams are the wild card: event-triggered clips are small, continuous upload is not. Ask the video provider for real usage figures before you price.

## Where 5G earns its keep

5G matters most in the vehicle router. A router with 5G and LTE fallback can carry the driver's tablet, payment terminal, dashcam uploads and a technician's laptop at once. In areas with mid-band 5G the extra capacity is noticeable; elsewhere LTE fallback keeps everything working.

For trackers and telematics, 5G adds nothing today. LTE-M has better building penetration, lower power draw and longer battery life, which is what asset tracking needs.

## Selling tips

- **Lead with the operations outcome**: fewer missed appointments, lower fuel spend, safer driving scores. The connectivity follows.
- **Bundle by vehicle.** "Per van, per month" is easier for a fleet manager to approve than five separate line types.
- **Check certification for every box in the vehicle.** Telematics units and routers are certified per carrier just like phones.
- **Plan for installs.** Someone has to fit the hardware. Partner with an installer or confirm the telematics provider handles it.

## Watch the contract term

Fleet hardware tends to live five years or more while plans renew every two or three. Make sure the customer understands which parts of the bundle renew, and put the renewal date in your pipeline now, not the month before it arrives.
$md$,
'Daniel Ortiz', interval '58 days'),
(
'b1000000-0000-4000-8000-000000000006',
'Reducing Churn with Proactive Bill Audits',
'The best time to save a customer is long before renewal. A quarterly bill audit finds unused lines, plan mismatches and overages, and gives you a reason to call.',
$md$## Churn starts on the invoice

Customers rarely leave because of coverage alone. They leave because an invoice arrived that nobody could explain, and a competitor was happy to explain it for them. By the time the renewal conversation starts, the decision is often already made.

The fix is simple and unglamorous: look at the bill before the customer does.

## What a bill audit finds

In a typical small-business account we see the same patterns again and again:

- lines still active for people who left the company months ago
- heavy data users on entry-level plans, paying overages or suffering slowdowns
- light users on premium plans they never needed
- device instalments that finished long ago on lines nobody upgraded
- international roaming charges from a single trip that nobody turned off

Each of those is a conversation in which you are the one saving the customer money.

## Old habit, new habit

~~Wait for the renewal date and send a new quote.~~ Audit every quarter, share what you found, and make renewal a formality.

~~Compete on price per line.~~ Compete on the total the customer actually pays.

## A quarterly audit routine

- [ ] Pull the latest invoice and the previous two
- [ ] List every line with its plan, data use and device status
- [ ] Flag lines with no usage in 60 days
- [ ] Flag lines over 80% of premium data or hotspot allowance
- [ ] Compare the account against current plans from all three carriers
- [ ] Send a one-page summary with savings and recommended changes
- [ ] Book the follow-up call before you hang up

## Measure it

Track three numbers per customer: monthly spend, lines changed after each audit and months remaining on contract. Customers who receive regular audits tend to renew at much higher rates than those who hear from their reseller once every two years, and they are more open to add-ons such as fixed wireless backup or wearables because they trust your recommendations.

## Let software do the reading

Reading carrier invoices is tedious. A bill analyser that extracts lines, plans and usage from a PDF turns an afternoon of spreadsheet work into a ten-minute review, which is what makes a quarterly rhythm realistic for a small team.
$md$,
'Maya Chen', interval '74 days'),
(
'b1000000-0000-4000-8000-000000000007',
'Channel Partner Margins in Business Wireless',
'Upfront commissions get the attention, but residuals, services and renewals build the business. How to think about margin across the life of an account.',
$md$## Where the money comes from

New resellers tend to focus on the upfront commission paid when a line activates. It is real money, but it is only one of several revenue streams, and rarely the one that builds a durable business.

| Revenue stream | When it pays | What drives it |
|---|---|---|
| Activation commission | Once, after activation | New lines, plan tier, term |
| Residuals | Monthly, for the life of the line | Monthly recurring revenue you keep |
| Device and accessory margin | At sale | Hardware source, bundles |
| Managed services | Monthly | Device management, help desk, audits |
| Renewals and upgrades | At term end | Relationship and timing |

Exact commission schedules vary by carrier, programme and partner tier and change often, so treat any figure you hear second-hand with caution.[^1]

## Residuals compound

A line that pays a modest residual every month for three years is usually worth more than its activation commission. Residuals also reward the behaviour that customers value: keeping them on the right plan, answering the phone, fixing problems. That is why churn hurts twice. You lose the future residuals *and* the chance to sell the renewal.

## Services are the margin you control

Carrier payouts are set by the carrier. Service margin is set by you. Partners who add device management, bill audits or first-line support can charge per device or per line per month, and those fees are far less exposed to carrier programme changes.

## The cost side

Margin is revenue minus the cost of earning it. The biggest hidden cost in most reseller businesses is the time spent quoting, chasing paperwork and fixing orders placed with the wrong device or plan. Every hour recovered there raises margin on every deal.

## A simple margin model

Score each account on three numbers:

1. **Monthly recurring revenue** it generates for you
2. **Hours per month** your team spends on it
3. **Months to renewal**

Accounts with high revenue and low hours deserve proactive audits and early renewal talks. Accounts with low revenue and high hours need either a services fee or a simpler setup.

[^1]: Commission schedules are confidential to each partner agreement. Use your own programme documents and carrier partner portal as the source of truth, not industry averages.
$md$,
'Marcus Bell', interval '90 days'),
(
'b1000000-0000-4000-8000-000000000008',
'LTE-M, NB-IoT or 5G RedCap? Picking IoT Connectivity',
'Not every connected device needs 5G. A plain-English guide to low-power cellular options, and how to match them to customer use cases.',
$md$## Start with the use case

The question is never "which technology is best" but "what does this device need to do, for how long, on what battery". A water meter that reports once a day and a camera that uploads video have almost nothing in common except a SIM.

## The options at a glance

| Technology | Typical speed | Mobility | Battery life | Good for |
|---|---|---|---|---|
| NB-IoT | Tens of kbps | Stationary | Up to 10 years | Meters, parking sensors |
| LTE-M | Up to about 1 Mbps | Full handover | Many years | Trackers, alarms, wearables, health devices |
| LTE Cat-1 | About 10 Mbps | Full handover | Mains or large battery | Telematics, POS, alarm communicators |
| 5G RedCap | Over 100 Mbps | Full handover | Rechargeable | Smartwatches, industrial sensors, light video |

## LTE-M is the safe default

For most battery-powered devices in the US, LTE-M is the pragmatic choice. It is supported by all three national carriers, handles movement between cells, supports power-saving modes (PSM and eDRX) and can even carry voice for devices such as personal emergency pendants.

## NB-IoT needs a carrier check

NB-IoT offers excellent deep-indoor coverage and very low power, but carrier support differs and roadmaps change. Confirm the carrier's current low-power network plans before committing a customer to a ten-year meter deployment.

## Cat-1 and 2G/3G replacements

Many alarm communicators, payment terminals and telematics units moved from 3G to LTE Cat-1 during the network sunsets. Cat-1 is well understood, widely certified and a good fit for mains-powered equipment that needs modest bandwidth.

## Where RedCap fits

5G RedCap (reduced capability) brings 5G to devices that do not need full 5G speeds: newer smartwatches, industrial gateways and some cameras. It needs a carrier's 5G standalone core, so availability grows market by market.

## Checklist for IoT quotes

- Expected data per device per month (ask for real numbers, not guesses)
- Reporting interval and battery target
- Where the device lives: indoors, underground, in a vehicle
- Whether it moves
- Certification of the exact module on the carrier you quote
- Pooled plan versus per-line pricing

Pooled IoT plans almost always win for fleets of low-data devices. Put the whole fleet in one pool and let the heavy reporters average out against the quiet ones.
$md$,
'Priya Raman', interval '107 days'),
(
'b1000000-0000-4000-8000-000000000009',
'Building a Repeatable Wireless Sales Pipeline',
'From first call to closed-won: the stages, the data to capture at each one, and the weekly habits that keep a small team''s forecast honest.',
$md$## Why pipelines break

Most small reseller teams have a pipeline. Few have one they trust. Deals sit in "proposal" for months, close dates are placeholders and nobody is quite sure which opportunities belong to whom. The cure is less about software and more about agreeing what each stage means.

## Stages that mean something

1. **Lead**: a named contact and a reason to talk. Nothing more.
2. **Qualified**: you know line counts, current carrier, contract end date and who signs.
3. **Proposal**: the customer has a priced quote for at least one carrier.
4. **Negotiation**: the customer is discussing terms, devices or timing, not whether to buy.
5. **Closed won** or **closed lost**: with a reason recorded either way.

Separate *status* (where the deal is) from *stage of work* (discovery, solution design, closing). A deal can be in negotiation while you are still finalising the device mix.

## Capture the numbers early

A deal without numbers cannot be forecast. At qualification, record:

- voice lines, mobile internet lines and fixed wireless sites
- preferred carrier and the rate plan you expect to quote
- contract term (use 24 months when the customer has not decided)
- expected close date

Monthly revenue is lines multiplied by rate; deal value is monthly revenue multiplied by term. Keep the formula the same for everyone and the totals become comparable.

## Weekly habits

- Review every deal with a close date in the next seven days.
- Move or close anything untouched for 30 days.
- Make sure every open deal has an owner; "unassigned" should be temporary.
- Record why deals were lost. Patterns appear within a quarter.

## Forecast with probability, report with reality

Weight open deals by probability for the forecast, but report monthly recurring revenue from closed-won deals only. Mixing the two is how teams talk themselves into a number they never hit.[^1]

## Export and share

A pipeline only helps if people look at it. Export it weekly, share it in the team meeting and ask one question per deal: what happens next, and when?

[^1]: A simple rule: anything below 50% probability is a hope, not a forecast.
$md$,
'Maya Chen', interval '125 days')
) AS p(id, title, excerpt, content, author, age)
ON CONFLICT DO NOTHING;

-- ─── Customers ──────────────────────────────────────────────────────────────

INSERT INTO public.customers
  (id, company_id, name, company_name, company_website, email, phone, address, city, state, postal_code,
   industry, size, notes, created_by, assigned_to, created_at, updated_at)
SELECT c.id::uuid, c.company_id::uuid, c.name, c.company_name, c.website, c.email, c.phone, c.address,
       c.city, c.state, c.postal_code, c.industry, c.size, c.notes, c.agent::uuid, c.agent::uuid,
       now() - c.age, now() - c.age
FROM (VALUES
  -- Summit Wireless Partners (demo company)
  ('c1000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Dana Whitfield',   'Ridgeline HVAC Services',        'https://ridgelinehvac.example',      'dana.whitfield@ridgelinehvac.example',  '(303) 555-0142', '4820 Brighton Blvd',        'Denver',      'CO', '80216', 'Construction',             '51-200',   'Field technicians in 38 trucks. Currently on AT&T with mixed personal devices; wants company-owned phones and truck tablets.', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', interval '118 days'),
  ('c1000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'Dr. Anita Okafor', 'Bluewater Dental Group',         'https://bluewaterdental.example',    'aokafor@bluewaterdental.example',       '(619) 555-0117', '2150 Rosecrans St, Suite 200', 'San Diego', 'CA', '92106', 'Healthcare',               '11-50',    'Four practices. Cable outages took down scheduling twice last quarter; interested in wireless backup.', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', interval '105 days'),
  ('c1000000-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', 'Marcus Lindqvist', 'Cascade Freight Logistics',      'https://cascadefreight.example',     'mlindqvist@cascadefreight.example',     '(253) 555-0188', '1901 Port of Tacoma Rd',    'Tacoma',      'WA', '98421', 'Transportation & Logistics','501-1000', 'Regional LTL carrier, 220 drivers. ELD and dashcam refresh planned; T-Mobile coverage tested well on I-5 corridor.', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', interval '96 days'),
  ('c1000000-0000-4000-8000-000000000004', '11111111-1111-4111-8111-111111111111', 'Ruth Hoffmeyer',   'Prairie Grain Cooperative',      'https://prairiegrain.example',       'ruth@prairiegrain.example',             '(785) 555-0164', '600 N Front St',            'Salina',      'KS', '67401', 'Agriculture',              '51-200',   'Five elevator sites with DSL only. Looking at LTE fixed wireless and bin-level sensors next year.', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', interval '90 days'),
  ('c1000000-0000-4000-8000-000000000005', '11111111-1111-4111-8111-111111111111', 'Kevin Brandt',     'Lakeshore Property Management',  'https://lakeshorepm.example',        'kbrandt@lakeshorepm.example',           '(312) 555-0131', '330 N Wabash Ave, Floor 12','Chicago',     'IL', '60611', 'Real Estate',              '11-50',    'Maintenance staff use personal phones; owner wants pooled company lines before winter.', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', interval '84 days'),
  ('c1000000-0000-4000-8000-000000000006', '11111111-1111-4111-8111-111111111111', 'Latoya Simmons',   'Magnolia Home Health',           'https://magnoliahomehealth.example', 'lsimmons@magnoliahomehealth.example',   '(912) 555-0109', '12 E Bay St',               'Savannah',    'GA', '31401', 'Healthcare',               '51-200',   'Clinicians visit patients across three counties. Needs HIPAA-friendly device management and reliable rural coverage.', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', interval '110 days'),
  ('c1000000-0000-4000-8000-000000000007', '11111111-1111-4111-8111-111111111111', 'Hector Villanueva','Copperline Electrical Contractors','https://copperline-electric.example','hector@copperline-electric.example',  '(602) 555-0176', '2245 W University Dr',      'Phoenix',     'AZ', '85041', 'Construction',             '11-50',    'Crews break a phone a month. Asked about rugged devices with push-to-talk.', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', interval '12 days'),
  ('c1000000-0000-4000-8000-000000000008', '11111111-1111-4111-8111-111111111111', 'Samantha Greer',   'Brightpath Charter Schools',     'https://brightpathschools.example',  'sgreer@brightpathschools.example',      '(512) 555-0150', '7801 N Lamar Blvd',         'Austin',      'TX', '78752', 'Education',                '1000+',    'Network of 9 campuses. Student take-home connectivity program funded for the next school year.', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', interval '115 days'),
  ('c1000000-0000-4000-8000-000000000009', '11111111-1111-4111-8111-111111111111', 'Owen Park',        'Northwind Coffee Roasters',      'https://northwindcoffee.example',    'owen@northwindcoffee.example',          '(503) 555-0123', '1530 SE Water Ave',         'Portland',    'OR', '97214', 'Food & Beverage',          '11-50',    'Nine cafes. POS runs on cable; lost a Saturday of card sales during an outage.', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', interval '92 days'),
  ('c1000000-0000-4000-8000-000000000010', '11111111-1111-4111-8111-111111111111', 'Brenda Castellano','Granite State Security',         'https://granitestatesecurity.example','bcastellano@granitestatesecurity.example','(603) 555-0168', '95 Elm St',              'Manchester',  'NH', '03101', 'Security Services',        '51-200',   'Alarm dealer with ~400 monitored sites still on legacy communicators; also runs 25 patrol vehicles.', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', interval '45 days'),
  ('c1000000-0000-4000-8000-000000000011', '11111111-1111-4111-8111-111111111111', 'Walter Nguyen',    'Tidewater Marine Supply',        'https://tidewatermarine.example',    'walter@tidewatermarine.example',        '(757) 555-0194', '400 W Olney Rd',            'Norfolk',     'VA', '23507', 'Retail',                   '1-10',     'Small chandlery; owner asked for a quote after his Verizon promo ended.', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', interval '3 days'),
  ('c1000000-0000-4000-8000-000000000012', '11111111-1111-4111-8111-111111111111', 'Dr. Emily Harlan', 'Summit Ridge Veterinary Clinic', 'https://summitridgevet.example',     'emily@summitridgevet.example',          '(828) 555-0137', '85 Tunnel Rd',              'Asheville',   'NC', '28805', 'Veterinary',               '11-50',    'Considering a carrier switch; mobile vets need hotspot for laptops in the field.', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', interval '18 days'),
  -- Harbor Telecom Group (second company, for isolation tests)
  ('c2000000-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 'Frank DeLuca',     'Pier 9 Seafood Co.',             'https://pier9seafood.example',       'frank@pier9seafood.example',            '(617) 555-0145', '9 Fish Pier Rd',            'Boston',      'MA', '02210', 'Food & Beverage',          '11-50',    'Wholesale seafood distributor with 12 delivery vans.', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', interval '80 days'),
  ('c2000000-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'Gloria Adeyemi',   'Harborview Urgent Care',         'https://harborviewurgentcare.example','gadeyemi@harborviewurgentcare.example','(410) 555-0172', '1200 Light St',             'Baltimore',   'MD', '21230', 'Healthcare',               '51-200',   'Three clinics; wants failover internet for the EHR.', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', interval '55 days'),
  ('c2000000-0000-4000-8000-000000000003', '22222222-2222-4222-8222-222222222222', 'Tom Beaumont',     'Anchor Point Marina',            'https://anchorpointmarina.example',  'tom@anchorpointmarina.example',         '(843) 555-0126', '17 Lockwood Dr',            'Charleston',  'SC', '29401', 'Hospitality',              '1-10',     'Seasonal staff phones and dock Wi-Fi.', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', interval '20 days')
) AS c(id, company_id, name, company_name, website, email, phone, address, city, state, postal_code, industry, size, notes, agent, age)
ON CONFLICT DO NOTHING;

-- ─── Deals ──────────────────────────────────────────────────────────────────
-- monthly_revenue = (voice + mobile internet + fixed wireless lines) × rate per line;
-- value = monthly_revenue × contract term (24 months when the term is 0 or NULL);
-- total_revenue = value + one_time_revenue.

INSERT INTO public.deals
  (id, company_id, customer_id, title, description, status, stage, value, close_date, probability, carrier,
   product_type, contract_term, monthly_revenue, one_time_revenue, total_revenue, metadata,
   created_by, assigned_to, created_at, updated_at)
SELECT d.id::uuid, d.company_id::uuid, d.customer_id::uuid, d.title, d.description, d.status, d.stage,
       m.monthly * coalesce(nullif(d.term, 0), 24),
       d.close_date::timestamp, d.probability, d.carrier, d.product_type, d.term,
       m.monthly, d.one_time,
       m.monthly * coalesce(nullif(d.term, 0), 24) + d.one_time,
       jsonb_build_object(
         'voice_lines', d.voice, 'mobile_internet_lines', d.mobile, 'fixed_wireless_lines', d.fixed,
         'use_case', d.use_case, 'hardware_source', d.hardware, 'partner_solution', d.partner,
         'rate_plan_id', d.rate_plan_id),
       d.created_by::uuid, d.assigned_to::uuid, d.created_at, least(d.updated_at, now())
FROM (VALUES
  -- Summit Wireless Partners: every status, several stages
  ('d1000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000001',
   'Ridgeline HVAC - 57-line fleet refresh', 'Company-owned iPhones for 45 technicians plus 12 truck tablets, ported from personal devices.',
   'closed_won', 'closing', 'ATT', 'Phone', 45, 12, 0, 40.00, 36, 1500.00, 100,
   greatest(date_trunc('month', now())::date, current_date - 2),
   'Technician phones and truck tablets', 'carrier', 'Geotab fleet tracking', 2,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '95 days', greatest(date_trunc('month', now())::date, current_date - 2) + interval '15 hours'),
  ('d1000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000002',
   'Bluewater Dental - Internet Air backup for 4 offices', 'Fixed wireless failover for scheduling and imaging at all four practices.',
   'closed_won', 'closing', 'ATT', 'FWA', 0, 0, 4, 60.00, 24, 0.00, 100,
   (date_trunc('month', now()) - interval '10 days')::date,
   'Internet backup for practice management', 'carrier', NULL, 10,
   'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
   now() - interval '70 days', (date_trunc('month', now()) - interval '10 days') + interval '14 hours'),
  ('d1000000-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000003',
   'Cascade Freight - 220 driver lines + ELD', 'Driver phones on Business Essentials with ELD app; Samsung Galaxy XCover7 Pro for dock staff.',
   'negotiation', 'negotiation', 'TMOBILE', 'Phone', 180, 40, 0, 26.00, 36, 8800.00, 75,
   current_date + 5,
   'Driver phones, ELD and dispatch', 'carrier', 'Samsara ELD', 23,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '60 days', now() - interval '2 days'),
  ('d1000000-0000-4000-8000-000000000004', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000004',
   'Prairie Grain - LTE internet for 5 elevator sites', 'Replace DSL at five rural elevators with LTE Business Internet; outdoor antennas where needed.',
   'proposal', 'proposal', 'VERIZON', 'FWA', 0, 0, 5, 69.00, 24, 750.00, 50,
   current_date + 21,
   'Primary internet for rural sites', 'carrier', NULL, 20,
   'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
   now() - interval '34 days', now() - interval '10 days'),
  ('d1000000-0000-4000-8000-000000000005', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000005',
   'Lakeshore PM - maintenance team phones', '22 company lines for building engineers; bring-your-own iPhones for now.',
   'qualified', 'qualification', 'VERIZON', 'Phone', 22, 0, 0, 30.00, 24, 0.00, 30,
   current_date + 45,
   'On-call maintenance staff', 'customer', NULL, 12,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '20 days', now() - interval '18 days'),
  ('d1000000-0000-4000-8000-000000000006', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000006',
   'Magnolia Home Health - clinician phones + tablets', '60 clinician phones and 25 tablets for EVV and charting, with MDM.',
   'proposal', 'solution', 'TMOBILE', 'Phone', 60, 25, 0, 40.00, 36, 2500.00, 60,
   current_date + 6,
   'Home visits, EVV and charting', 'carrier', 'Microsoft Intune MDM', 25,
   'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
   now() - interval '41 days', now() - interval '3 days'),
  ('d1000000-0000-4000-8000-000000000007', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000007',
   'Copperline - rugged phones for field crews', 'Samsung Galaxy XCover7 Pro or Sonim XP Pro with push-to-talk for 18 electricians.',
   'lead', 'discovery', 'ATT', 'Rugged Phone', 18, 0, 0, 45.00, 24, 1200.00, 15,
   current_date + 30,
   'Job-site communication', 'third_party', 'AT&T Dynamic Traffic Management PTT', 3,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', NULL,
   now() - interval '6 days', now() - interval '6 days'),
  ('d1000000-0000-4000-8000-000000000008', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000008',
   'Brightpath - student connectivity program', '350 tablet lines for take-home learning across nine campuses; content filtering required.',
   'negotiation', 'negotiation', 'VERIZON', 'Tablet', 0, 350, 0, 20.00, 24, 0.00, 80,
   current_date + 3,
   'Student take-home internet', 'customer', 'Content filtering (district provided)', 15,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '75 days', now() - interval '40 days'),
  ('d1000000-0000-4000-8000-000000000009', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000009',
   'Northwind Coffee - POS failover for 9 cafes', 'Business Internet Backup at every cafe so card payments keep working during cable outages.',
   'closed_won', 'closing', 'TMOBILE', 'FWA', 0, 0, 9, 20.00, 24, 0.00, 100,
   (date_trunc('month', now()) - interval '15 days')::date,
   'POS internet failover', 'carrier', 'Clover POS', 30,
   'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
   now() - interval '88 days', (date_trunc('month', now()) - interval '15 days') + interval '11 hours'),
  ('d1000000-0000-4000-8000-000000000010', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000010',
   'Granite State - LTE alarm communicator swap', 'Move ~400 monitored sites from legacy communicators to LTE Cat-1 units on a pooled IoT plan.',
   'proposal', 'proposal', 'ATT', 'IOT', 0, 400, 0, 8.00, 36, 0.00, 55,
   current_date + 14,
   'Alarm monitoring connectivity', 'third_party', 'Napco StarLink', 11,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '28 days', now() - interval '9 days'),
  ('d1000000-0000-4000-8000-000000000011', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000011',
   'Tidewater Marine - 6 lines month to month', 'Owner and staff phones; wants no contract after his promo ended.',
   'lead', 'discovery', 'VERIZON', 'Phone', 6, 0, 0, 40.00, 0, 0.00, 10,
   current_date + 30,
   'Small retail staff phones', 'customer', NULL, 13,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', NULL,
   now() - interval '2 days', now() - interval '2 days'),
  ('d1000000-0000-4000-8000-000000000012', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000012',
   'Summit Ridge Vet - carrier switch', '14 phones and 2 hotspot-capable lines for mobile vets; porting from Verizon.',
   'qualified', 'qualification', 'TMOBILE', 'Phone', 14, 2, 0, 35.00, 24, 0.00, 35,
   current_date + 25,
   'Clinic and mobile vet phones', 'carrier', NULL, 24,
   'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
   now() - interval '15 days', now() - interval '12 days'),
  ('d1000000-0000-4000-8000-000000000013', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000003',
   'Cascade Freight - 5G yard truck routers', '30 Cradlepoint R1900 routers on unlimited data for yard trucks. Lost to an incumbent telematics bundle.',
   'closed_lost', 'proposal', 'VERIZON', 'Router', 0, 30, 0, 60.00, 36, 15000.00, 0,
   current_date - 20,
   'In-vehicle connectivity for yard trucks', 'third_party', 'Cradlepoint NetCloud', 17,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '80 days', now() - interval '20 days'),
  ('d1000000-0000-4000-8000-000000000014', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000001',
   'Ridgeline HVAC - Apple Watch add-on lines', 'Cellular watches for 20 lead technicians working in attics and crawl spaces.',
   'lead', 'discovery', 'ATT', 'Wearable', 0, 20, 0, 10.00, 24, 0.00, 20,
   current_date + 40,
   'Hands-free alerts for lead techs', 'carrier', NULL, 8,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '9 days', now() - interval '9 days'),
  ('d1000000-0000-4000-8000-000000000015', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000006',
   'Magnolia Home Health - RPM device connectivity', 'LTE-M connectivity for 150 cellular scales and blood-pressure cuffs. Customer chose the RPM vendor''s bundled SIMs.',
   'closed_lost', 'negotiation', 'ATT', 'IOT', 0, 150, 0, 8.00, 24, 0.00, 0,
   (date_trunc('month', now()) - interval '5 days')::date,
   'Remote patient monitoring', 'third_party', 'BodyTrace RPM', 11,
   'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
   now() - interval '100 days', (date_trunc('month', now()) - interval '5 days') + interval '16 hours'),
  ('d1000000-0000-4000-8000-000000000016', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000008',
   'Brightpath - admin phones on Business Unlimited Plus', '40 administrator and principal lines across nine campuses.',
   'closed_won', 'closing', 'VERIZON', 'Phone', 40, 0, 0, 40.00, 24, 0.00, 100,
   current_date - 45,
   'Campus administration phones', 'carrier', NULL, 13,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   now() - interval '110 days', now() - interval '45 days'),
  ('d1000000-0000-4000-8000-000000000017', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000010',
   'Granite State - patrol vehicle routers', 'Vehicle routers for 25 patrol cars: body-camera offload, laptops and dispatch.',
   'qualified', 'solution', 'TMOBILE', 'Router', 0, 25, 0, 50.00, 36, 12500.00, 40,
   current_date + 60,
   'Mobile office for patrol vehicles', 'third_party', 'Peplink InControl', 28,
   'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', NULL,
   now() - interval '25 days', now() - interval '4 days'),
  ('d1000000-0000-4000-8000-000000000018', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000009',
   'Northwind Coffee - manager phones', '12 store-manager and roaster lines on Business Unlimited Advanced.',
   'negotiation', 'closing', 'TMOBILE', 'Phone', 12, 0, 0, 40.00, 24, 0.00, 85,
   current_date + 2,
   'Store manager phones', 'carrier', NULL, 25,
   'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb', 'aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb',
   now() - interval '30 days', now() - interval '1 day'),
  -- Harbor Telecom Group
  ('d2000000-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 'c2000000-0000-4000-8000-000000000001',
   'Pier 9 Seafood - delivery van phones', 'Driver phones for 12 delivery vans.',
   'closed_won', 'closing', 'VERIZON', 'Phone', 12, 0, 0, 30.00, 24, 0.00, 100,
   greatest(date_trunc('month', now())::date, current_date - 1),
   'Delivery driver phones', 'carrier', NULL, 12,
   'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
   now() - interval '70 days', greatest(date_trunc('month', now())::date, current_date - 1) + interval '12 hours'),
  ('d2000000-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'c2000000-0000-4000-8000-000000000002',
   'Harborview Urgent Care - EHR failover', 'Fixed wireless backup at three clinics.',
   'proposal', 'proposal', 'TMOBILE', 'FWA', 0, 0, 3, 50.00, 24, 0.00, 50,
   current_date + 10,
   'EHR internet failover', 'carrier', NULL, 29,
   'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
   now() - interval '40 days', now() - interval '6 days'),
  ('d2000000-0000-4000-8000-000000000003', '22222222-2222-4222-8222-222222222222', 'c2000000-0000-4000-8000-000000000003',
   'Anchor Point Marina - seasonal staff lines', 'Eight seasonal phones, April to October.',
   'lead', 'discovery', 'ATT', 'Phone', 8, 0, 0, 30.00, 12, 0.00, 20,
   current_date + 30,
   'Seasonal dock staff', 'customer', NULL, 1,
   'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
   now() - interval '12 days', now() - interval '12 days'),
  ('d2000000-0000-4000-8000-000000000004', '22222222-2222-4222-8222-222222222222', 'c2000000-0000-4000-8000-000000000001',
   'Pier 9 Seafood - reefer trailer trackers', 'LTE-M trackers with temperature alerts for 6 refrigerated trailers.',
   'negotiation', 'negotiation', 'ATT', 'IOT', 0, 6, 0, 8.00, 36, 900.00, 70,
   current_date + 4,
   'Cold-chain trailer tracking', 'third_party', 'CalAmp TTU-2830', 11,
   'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', NULL,
   now() - interval '30 days', now() - interval '3 days')
) AS d(id, company_id, customer_id, title, description, status, stage, carrier, product_type,
       voice, mobile, fixed, rate, term, one_time, probability, close_date,
       use_case, hardware, partner, rate_plan_id, created_by, assigned_to, created_at, updated_at)
CROSS JOIN LATERAL (SELECT ((d.voice + d.mobile + d.fixed) * d.rate)::numeric(14, 2) AS monthly) m
ON CONFLICT DO NOTHING;

-- ─── Deal events (status history) ───────────────────────────────────────────
-- One event per status the deal passed through (NULL -> 'lead' at creation), spread
-- evenly from created_at to updated_at. Ids are derived from the deal id and step.

INSERT INTO public.deal_events (id, deal_id, company_id, from_status, to_status, actor_id, created_at)
SELECT (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid,
       e.deal_id, e.company_id, e.from_status, e.to_status, e.actor_id, e.created_at
FROM (
  SELECT md5(d.id::text || ':' || s.step) AS h,
         d.id AS deal_id, d.company_id,
         lag(s.status) OVER (PARTITION BY d.id ORDER BY s.step) AS from_status,
         s.status AS to_status,
         coalesce(d.assigned_to, d.created_by) AS actor_id,
         CASE WHEN s.n = 1 THEN d.created_at
              ELSE d.created_at + (d.updated_at - d.created_at) * ((s.step - 1)::float8 / (s.n - 1))
         END AS created_at
  FROM public.deals d
  CROSS JOIN LATERAL (
    SELECT p.status, p.step::int AS step, count(*) OVER () AS n
    FROM unnest(CASE d.status
        WHEN 'lead'        THEN ARRAY['lead']
        WHEN 'qualified'   THEN ARRAY['lead', 'qualified']
        WHEN 'proposal'    THEN ARRAY['lead', 'qualified', 'proposal']
        WHEN 'negotiation' THEN ARRAY['lead', 'qualified', 'proposal', 'negotiation']
        WHEN 'closed_won'  THEN ARRAY['lead', 'qualified', 'proposal', 'negotiation', 'closed_won']
        WHEN 'closed_lost' THEN CASE d.stage
                                  WHEN 'negotiation' THEN ARRAY['lead', 'qualified', 'proposal', 'negotiation', 'closed_lost']
                                  ELSE ARRAY['lead', 'qualified', 'proposal', 'closed_lost'] END
        ELSE ARRAY['lead', d.status] END) WITH ORDINALITY AS p(status, step)
  ) s
  WHERE d.id IN (
    'd1000000-0000-4000-8000-000000000001', 'd1000000-0000-4000-8000-000000000002', 'd1000000-0000-4000-8000-000000000003',
    'd1000000-0000-4000-8000-000000000004', 'd1000000-0000-4000-8000-000000000005', 'd1000000-0000-4000-8000-000000000006',
    'd1000000-0000-4000-8000-000000000007', 'd1000000-0000-4000-8000-000000000008', 'd1000000-0000-4000-8000-000000000009',
    'd1000000-0000-4000-8000-000000000010', 'd1000000-0000-4000-8000-000000000011', 'd1000000-0000-4000-8000-000000000012',
    'd1000000-0000-4000-8000-000000000013', 'd1000000-0000-4000-8000-000000000014', 'd1000000-0000-4000-8000-000000000015',
    'd1000000-0000-4000-8000-000000000016', 'd1000000-0000-4000-8000-000000000017', 'd1000000-0000-4000-8000-000000000018',
    'd2000000-0000-4000-8000-000000000001', 'd2000000-0000-4000-8000-000000000002', 'd2000000-0000-4000-8000-000000000003',
    'd2000000-0000-4000-8000-000000000004')
) e
ON CONFLICT DO NOTHING;

-- ─── Commission plans (examples) ────────────────────────────────────────────
-- Example terms per carrier and commission product, in the range agency programs
-- publish (upfront as a multiple of monthly recurring revenue, a monthly residual
-- percentage, a chargeback window). The settings page says they are examples.

INSERT INTO public.commission_plans (company_id, carrier, product, upfront_multiple, residual_percent, chargeback_days, effective_from)
SELECT c.id, p.carrier, p.product, p.upfront, p.residual, p.chargeback, DATE '2024-01-01'
FROM public.companies c
CROSS JOIN (VALUES
  ('ATT',     'phone',       2.50, 5.00, 180), ('ATT',     'tablet_data', 1.00, 4.00, 180),
  ('ATT',     'wearable',    0.50, 3.00, 120), ('ATT',     'iot',         0.25, 2.00,  90),
  ('ATT',     'internet',    1.50, 5.00, 180),
  ('VERIZON', 'phone',       2.00, 6.00, 180), ('VERIZON', 'tablet_data', 1.00, 5.00, 180),
  ('VERIZON', 'wearable',    0.50, 3.00, 120), ('VERIZON', 'iot',         0.30, 2.00,  90),
  ('VERIZON', 'internet',    1.25, 6.00, 180),
  ('TMOBILE', 'phone',       2.25, 5.00, 150), ('TMOBILE', 'tablet_data', 0.75, 4.00, 150),
  ('TMOBILE', 'wearable',    0.50, 2.50, 120), ('TMOBILE', 'iot',         0.20, 2.00,  90),
  ('TMOBILE', 'internet',    1.50, 4.00, 150)
) AS p(carrier, product, upfront, residual, chargeback)
WHERE c.id IN ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222')
ON CONFLICT DO NOTHING;

-- Renewal dates of some won deals: a promotion that ends and device installments.
UPDATE public.deals SET promotion_ends_on = (close_date + interval '12 months')::date, device_installment_months = 36
  WHERE id = 'd1000000-0000-4000-8000-000000000001' AND promotion_ends_on IS NULL;
UPDATE public.deals SET device_installment_months = 24
  WHERE id = 'd1000000-0000-4000-8000-000000000016' AND device_installment_months IS NULL;

-- Two Summit deals (morgan's) won about two years ago whose contracts come up for
-- renewal in the next months (the renewals radar and its reminders have something to show).
INSERT INTO public.deals
  (id, company_id, customer_id, title, description, status, stage, value, close_date, probability, carrier,
   product_type, contract_term, monthly_revenue, one_time_revenue, total_revenue, metadata,
   promotion_ends_on, device_installment_months, created_by, assigned_to, created_at, updated_at)
VALUES
  ('d1000000-0000-4000-8000-000000000019', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000002',
   'Bluewater Dental - 25 front-desk phones', 'Front-desk and hygienist phones at the four practices.',
   'closed_won', 'closing', 875.00 * 24, (current_date - interval '24 months' + interval '40 days')::timestamp, 100, 'VERIZON',
   'Phone', 24, 875.00, 0, 875.00 * 24,
   '{"voice_lines": 25, "mobile_internet_lines": 0, "fixed_wireless_lines": 0, "use_case": "Front desk", "hardware_source": "carrier", "rate_plan_id": 13}',
   current_date + 20, 24,
   'aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd', 'aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd',
   now() - interval '25 months', now() - interval '24 months' + interval '40 days'),
  ('d1000000-0000-4000-8000-000000000020', '11111111-1111-4111-8111-111111111111', 'c1000000-0000-4000-8000-000000000005',
   'Lakeshore PM - inspection tablets', 'Ten tablets for unit inspections with a 24-month device plan.',
   'closed_won', 'closing', 250.00 * 24, (current_date - interval '24 months' + interval '75 days')::timestamp, 100, 'ATT',
   'Tablet', 24, 250.00, 0, 250.00 * 24,
   '{"voice_lines": 0, "mobile_internet_lines": 10, "fixed_wireless_lines": 0, "use_case": "Inspections", "hardware_source": "carrier", "rate_plan_id": 5}',
   NULL, 24,
   'aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd', 'aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd',
   now() - interval '25 months', now() - interval '24 months' + interval '75 days')
ON CONFLICT DO NOTHING;

INSERT INTO public.deal_events (id, deal_id, company_id, from_status, to_status, actor_id, created_at)
SELECT e.id::uuid, d.id, d.company_id, e.from_status, e.to_status, d.assigned_to,
       CASE WHEN e.from_status IS NULL THEN d.created_at ELSE d.updated_at END
FROM public.deals d
JOIN (VALUES
  ('e1000000-0000-4000-8000-000000000191', 'd1000000-0000-4000-8000-000000000019', NULL, 'lead'),
  ('e1000000-0000-4000-8000-000000000192', 'd1000000-0000-4000-8000-000000000019', 'lead', 'closed_won'),
  ('e1000000-0000-4000-8000-000000000201', 'd1000000-0000-4000-8000-000000000020', NULL, 'lead'),
  ('e1000000-0000-4000-8000-000000000202', 'd1000000-0000-4000-8000-000000000020', 'lead', 'closed_won')
) AS e(id, deal_id, from_status, to_status) ON d.id = e.deal_id::uuid
ON CONFLICT DO NOTHING;
