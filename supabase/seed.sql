-- =============================================================================
-- Landlord HQ demo data (supabase/seed.sql)
--
-- Runs once as `postgres` on a fresh database right after the migrations:
-- locally on a new stack / `npm run stack:reset`, on hosted Supabase with
-- `supabase db reset`. Data only, no DDL; the runner wraps it in a transaction.
--
-- Sign in as  demo@landlordhq.test / demo-landlord
--
-- Every date is relative to the day the seed runs, so the demo always looks
-- current: overdue tasks are overdue, this week's completions fall in this
-- week (Postgres weeks start on Monday: date_trunc('week', now())).
-- auth.uid() is null here, so every row sets user_id explicitly.
--
-- Fixed ids, so the file reads clearly and rows can point at each other:
--   demo user          d0d0d0d0-0000-4000-8000-000000000001
--   property managers  b0000000-0000-4000-8000-00000000000M   (M = 1..3)
--   properties         a0000000-0000-4000-8000-00000000000P   (P = 1..5)
--   units              c0000000-0000-4000-8000-000000000PUU  (property P, unit UU)
--   vendors            e0000000-0000-4000-8000-00000000000V   (V = 1..9)
--   tasks              f0000000-0000-4000-8000-0000000000TT  (TT = 01..24)
-- Websites and e-mail domains use the reserved .example TLD; phone numbers use
-- the fictional 555-01xx range.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- Demo account (auth.users + its e-mail identity)
-- GoTrue expects '' rather than NULL in its token columns.
-- -----------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'authenticated', 'authenticated',
  'demo@landlordhq.test',
  extensions.crypt('demo-landlord', extensions.gen_salt('bf')),
  now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  '{}'::jsonb,
  now() - interval '400 days',
  now()
);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0d0d0d0-0000-4000-8000-000000000001',
  'd0d0d0d0-0000-4000-8000-000000000001',
  jsonb_build_object(
    'sub', 'd0d0d0d0-0000-4000-8000-000000000001',
    'email', 'demo@landlordhq.test',
    'email_verified', true
  ),
  'email',
  null,
  now() - interval '400 days',
  now()
);


-- -----------------------------------------------------------------------------
-- Property managers (Sam Whitfield has no e-mail: the notes e-mail skips him)
-- -----------------------------------------------------------------------------
insert into public.property_managers (id, user_id, name, email, phone, portal_link, created_at, updated_at) values
  ('b0000000-0000-4000-8000-000000000001', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Maria Delgado', 'maria.delgado@keystonepm.example', '+17045550142',
   'https://keystonepm.example/owner-portal', now() - interval '390 days', now() - interval '390 days'),
  ('b0000000-0000-4000-8000-000000000002', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Derek Thompson', 'derek@piedmontrentals.example', '7045550199',
   'https://portal.piedmontrentals.example/login', now() - interval '300 days', now() - interval '120 days'),
  ('b0000000-0000-4000-8000-000000000003', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Sam Whitfield', null, '+19805550117',
   'https://whitfieldhomes.example/owners', now() - interval '210 days', now() - interval '210 days');


-- -----------------------------------------------------------------------------
-- Properties (Elm Court is self-managed and paid off; three carry a loan)
-- -----------------------------------------------------------------------------
insert into public.properties (
  id, user_id, name, address_line1, address_line2, city, state, zip, notes, property_manager_id,
  loan_amount, loan_number, lender_name, lender_website, created_at, updated_at
) values
  ('a0000000-0000-4000-8000-000000000001', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Maple Street Duplex', '1418 Maple Street', null, 'Charlotte', 'NC', '28205',
   'Side-by-side duplex built 1962. Separate water meters; owner pays nothing but tax and insurance.',
   'b0000000-0000-4000-8000-000000000001',
   212400.00, '7700184452', 'First Carolina Bank', 'https://www.firstcarolinabank.example',
   now() - interval '390 days', now() - interval '60 days'),
  ('a0000000-0000-4000-8000-000000000002', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Oakwood Fourplex', '2207 Oakwood Avenue', null, 'Charlotte', 'NC', '28208',
   'Owner pays water, trash and the house meter (hallway lights, laundry room). Shared laundry, 6 parking spaces.',
   'b0000000-0000-4000-8000-000000000001',
   398000.00, 'LN-22-0918834', 'Queen City Credit Union', 'https://www.qccu.example',
   now() - interval '385 days', now() - interval '20 days'),
  ('a0000000-0000-4000-8000-000000000003', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Riverside Triplex', '35 Riverside Drive', null, 'Concord', 'NC', '28025',
   'Three units over two floors. Gutters need attention twice a year (big oak on the north side).',
   'b0000000-0000-4000-8000-000000000002',
   null, null, null, null,
   now() - interval '300 days', now() - interval '90 days'),
  ('a0000000-0000-4000-8000-000000000004', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Elm Court House', '912 Elm Court', null, 'Matthews', 'NC', '28105',
   'Single-family home, self-managed. Paid off. Tankless water heater installed 2021.',
   null,
   null, null, null, null,
   now() - interval '380 days', now() - interval '380 days'),
  ('a0000000-0000-4000-8000-000000000005', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Birchwood Townhomes', '4410 Birchwood Lane', 'Buildings C and D', 'Huntersville', 'NC', '28078',
   'Four townhomes in an HOA community; HOA covers exterior, roof and landscaping.',
   'b0000000-0000-4000-8000-000000000003',
   515750.00, '0049921187', 'Atlantic Home Lending', 'https://www.atlantichomelending.example',
   now() - interval '210 days', now() - interval '30 days');


-- -----------------------------------------------------------------------------
-- Units: 3 Vacant, 3 MonthToMonth, 8 FixedTerm with lease ends spread over
-- the next 30 / 60 / 90 / 180 days and beyond; Studio..4 bedrooms; three
-- section 8 tenants; deposits held by Owner, Property Manager or unspecified.
-- Rents are current: applied increases (below) already wrote their new rent.
-- -----------------------------------------------------------------------------
insert into public.units (
  id, user_id, property_id, unit_label, monthly_rent, lease_status, lease_end_date, tenant_name,
  bedrooms, section_8_tenant, security_deposit_amount, security_deposit_held_by, notes, created_at, updated_at
) values
  -- Maple Street Duplex
  ('c0000000-0000-4000-8000-000000000101', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
   'Unit A', 1385.00, 'FixedTerm', current_date + 24, 'Jasmine Carter',
   '2', false, 1350.00, 'Property Manager', 'Renewed last year at +4.5%.',
   now() - interval '390 days', now() - interval '341 days'),
  ('c0000000-0000-4000-8000-000000000102', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
   'Unit B', 1310.00, 'MonthToMonth', null, 'Luis Ortega',
   '2', false, 1300.00, 'Property Manager', null,
   now() - interval '390 days', now() - interval '120 days'),
  -- Oakwood Fourplex
  ('c0000000-0000-4000-8000-000000000201', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'Unit 1', 925.00, 'FixedTerm', current_date + 52, 'Ethan Brooks',
   'Studio', false, 900.00, 'Property Manager', null,
   now() - interval '385 days', now() - interval '200 days'),
  ('c0000000-0000-4000-8000-000000000202', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'Unit 2', 1050.00, 'Vacant', null, null,
   '1', false, null, null, 'Turnover in progress: paint, carpet in bedroom, new blinds. Asking $1,050.',
   now() - interval '385 days', now() - interval '20 days'),
  ('c0000000-0000-4000-8000-000000000203', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'Unit 3', 1095.00, 'FixedTerm', current_date + 85, 'Priya Natarajan',
   '1', false, 1095.00, 'Owner', null,
   now() - interval '385 days', now() - interval '280 days'),
  ('c0000000-0000-4000-8000-000000000204', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'Unit 4', 1240.00, 'MonthToMonth', null, 'Denise Howard',
   '2', true, 500.00, 'Owner', 'Housing Choice Voucher; HAP paid by the housing authority on the 1st.',
   now() - interval '385 days', now() - interval '45 days'),
  -- Riverside Triplex
  ('c0000000-0000-4000-8000-000000000301', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'Unit 101', 1650.00, 'FixedTerm', current_date + 150, 'Tasha Green',
   '3', true, 1600.00, 'Property Manager', 'Ground floor, fenced yard.',
   now() - interval '300 days', now() - interval '215 days'),
  ('c0000000-0000-4000-8000-000000000302', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'Unit 102', 1395.00, 'FixedTerm', current_date + 290, 'Kevin Liu',
   '2', false, 1395.00, null, null,
   now() - interval '300 days', now() - interval '75 days'),
  ('c0000000-0000-4000-8000-000000000303', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'Unit 103', 1125.00, 'Vacant', null, null,
   '1', false, null, null, 'Listed on Zillow and the PM''s site.',
   now() - interval '300 days', now() - interval '12 days'),
  -- Elm Court House
  ('c0000000-0000-4000-8000-000000000401', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004',
   'House', 2150.00, 'FixedTerm', current_date + 200, 'The Alvarez family',
   '4', false, 2150.00, 'Owner', 'Tenant handles lawn care per lease.',
   now() - interval '380 days', now() - interval '165 days'),
  -- Birchwood Townhomes
  ('c0000000-0000-4000-8000-000000000501', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005',
   'TH-1', 1575.00, 'MonthToMonth', null, 'Angela Simmons',
   '3', false, 1500.00, 'Owner', null,
   now() - interval '210 days', now() - interval '200 days'),
  ('c0000000-0000-4000-8000-000000000502', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005',
   'TH-2', 1540.00, 'FixedTerm', current_date + 17, 'Hannah Price',
   '3', true, 1000.00, 'Property Manager', null,
   now() - interval '210 days', now() - interval '210 days'),
  ('c0000000-0000-4000-8000-000000000503', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005',
   'TH-3', 1395.00, 'Vacant', null, null,
   '2', false, null, null, 'Make-ready scheduled; available in about two weeks.',
   now() - interval '210 days', now() - interval '10 days'),
  ('c0000000-0000-4000-8000-000000000504', 'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005',
   'TH-4', 1610.00, 'FixedTerm', current_date + 120, 'DeShawn Mitchell',
   '3', false, 1610.00, null, null,
   now() - interval '210 days', now() - interval '210 days');


-- -----------------------------------------------------------------------------
-- Vendors, one or more per category
-- -----------------------------------------------------------------------------
insert into public.vendors (id, user_id, name, category, website_url, account_number, payment_method, notes, created_at, updated_at) values
  ('e0000000-0000-4000-8000-000000000001', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Mecklenburg Water Services', 'Water', 'https://www.mecklenburgwater.example', 'CUST-118842',
   'AutoPay (checking ending 4471)', 'Water and sewer billed monthly per service address.',
   now() - interval '385 days', now() - interval '385 days'),
  ('e0000000-0000-4000-8000-000000000002', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Piedmont Power & Light', 'Power', 'https://www.piedmontpower.example', '8831-0000-77',
   'Online portal (Visa ending 2290)', 'House meters only; tenants pay their own units.',
   now() - interval '385 days', now() - interval '150 days'),
  ('e0000000-0000-4000-8000-000000000003', 'd0d0d0d0-0000-4000-8000-000000000001',
   'GreenBin Waste Services', 'Trash', 'https://greenbin.example', 'GB-20000',
   'AutoPay (Visa ending 2290)', 'Pickup Tuesdays. Bulk pickup by request, $45.',
   now() - interval '380 days', now() - interval '380 days'),
  ('e0000000-0000-4000-8000-000000000004', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Carolina Fiber', 'Internet', 'https://www.carolinafiber.example', '55-0192-8841',
   'AutoPay (Amex ending 1008)', 'Office line, 1 Gbps.',
   now() - interval '370 days', now() - interval '370 days'),
  ('e0000000-0000-4000-8000-000000000005', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Birchwood Townhomes HOA', 'HOA', 'https://birchwoodhoa.example', 'BW-HOA-0412',
   'Check mailed to Cedar Management, PO Box 7781', '$285 per townhome per month; late after the 10th.',
   now() - interval '210 days', now() - interval '210 days'),
  ('e0000000-0000-4000-8000-000000000006', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Mecklenburg County Tax Office', 'Tax', 'https://tax.mecklenburgcounty.example', 'OWNER-336120',
   'E-check via county portal', 'Bills mailed in the summer; account numbers are parcel IDs.',
   now() - interval '385 days', now() - interval '385 days'),
  ('e0000000-0000-4000-8000-000000000007', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Reliable Home Services', 'Maintenance', 'https://reliablehomeservices.example', 'RHS-4410',
   'Zelle to billing@reliablehomeservices.example', 'Plumbing, HVAC and general repairs. Ask for Tony. Net 15.',
   now() - interval '360 days', now() - interval '40 days'),
  ('e0000000-0000-4000-8000-000000000008', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Summit Mutual Insurance', 'Insurance', 'https://www.summitmutual.example', 'DP3-7718204',
   'Annual premium, paid in full (checking ending 4471)', 'Landlord (DP-3) policies; agent Karen Wells.',
   now() - interval '380 days', now() - interval '380 days'),
  ('e0000000-0000-4000-8000-000000000009', 'd0d0d0d0-0000-4000-8000-000000000001',
   'ProTurf Lawn Care', 'Other', 'https://proturf.example', 'PT-7723',
   'Invoice, paid monthly by ACH', 'Weekly mowing in season at Oakwood.',
   now() - interval '330 days', now() - interval '330 days');


-- -----------------------------------------------------------------------------
-- Vendor property accounts (service addresses and parcel numbers)
-- -----------------------------------------------------------------------------
insert into public.vendor_property_accounts (user_id, vendor_id, property_id, account_number, notes, created_at, updated_at) values
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
   '400-2281-07', 'Both meters on one account', now() - interval '385 days', now() - interval '385 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   '400-3317-12', null, now() - interval '384 days', now() - interval '384 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005',
   '400-5590-33', 'Irrigation meter billed to HOA', now() - interval '205 days', now() - interval '205 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
   '8831-0442-19', 'House meter: hallway lights and laundry', now() - interval '380 days', now() - interval '380 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000005',
   '8831-7720-05', 'Vacant-unit power is switched to this account between tenants', now() - interval '200 days', now() - interval '10 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000002',
   'GB-20417', 'Two 96-gal carts + recycling', now() - interval '380 days', now() - interval '380 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
   'GB-20533', null, now() - interval '295 days', now() - interval '295 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000001',
   '08112407', 'Parcel ID', now() - interval '385 days', now() - interval '385 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000004',
   '21307115', 'Parcel ID', now() - interval '380 days', now() - interval '380 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000008', 'a0000000-0000-4000-8000-000000000004',
   'DP3-7718204-02', 'Dwelling $310k, liability $500k', now() - interval '380 days', now() - interval '160 days');


-- -----------------------------------------------------------------------------
-- Tasks, one-time: due_date set, next_due_date null.
-- Open ones: 2 overdue, 1 due today, 2 due within 7 days, 2 later.
-- -----------------------------------------------------------------------------
insert into public.tasks (
  id, user_id, title, scope, property_id, unit_id, vendor_id, status, due_date,
  estimated_cost, actual_cost, notes, links, account_numbers, payment_methods, checklist, created_at, updated_at,
  actual_cost_recorded_at
) values
  -- Overdue: carpet replacement in the vacant Oakwood unit
  ('f0000000-0000-4000-8000-000000000001', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Replace bedroom carpet - Oakwood Unit 2', 'Unit',
   'a0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000202', 'e0000000-0000-4000-8000-000000000007',
   'Open', current_date - 6,
   1450.00, null, 'Quote from Reliable: mid-grade carpet + pad, 180 sq ft. Needed before listing photos.',
   '[{"label": "Carpet quote (PDF)", "url": "https://reliablehomeservices.example/quotes/Q-2291"}]',
   '["RHS-4410"]', '["Zelle"]',
   '[{"id": "c1", "text": "Approve quote", "done": true},
     {"id": "c2", "text": "Pick carpet color", "done": false},
     {"id": "c3", "text": "Schedule install", "done": false}]',
   now() - interval '18 days', now() - interval '9 days',
   null),
  -- Overdue: paperwork for the property manager
  ('f0000000-0000-4000-8000-000000000002', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Send signed W-9 and ACH form to Keystone Property Management', 'Business',
   null, null, null,
   'Open', current_date - 3,
   null, null, 'Maria needs both before the next owner disbursement.',
   '[{"label": "Keystone owner portal", "url": "https://keystonepm.example/owner-portal"},
     {"label": "IRS Form W-9", "url": "https://www.irs.gov/forms-pubs/about-form-w-9"}]',
   '[]', '[]',
   '[{"id": "c1", "text": "Fill in W-9", "done": true},
     {"id": "c2", "text": "Sign ACH authorization", "done": false},
     {"id": "c3", "text": "Upload both to the portal", "done": false}]',
   now() - interval '12 days', now() - interval '12 days',
   null),
  -- Due today: the leaking faucet reported in the unit notes
  ('f0000000-0000-4000-8000-000000000003', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Fix leaking kitchen faucet - Maple Unit A', 'Unit',
   'a0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000101', 'e0000000-0000-4000-8000-000000000007',
   'Open', current_date,
   185.00, null, 'Tenant home after 3 pm. Likely cartridge; replace supply lines too.',
   '[]', '["RHS-4410"]', '["Zelle"]',
   '[{"id": "c1", "text": "Confirm time with tenant", "done": true},
     {"id": "c2", "text": "Repair and check for water damage under sink", "done": false}]',
   now() - interval '3 days', now() - interval '3 days',
   null),
  -- Due in 5 days: renewal offer
  ('f0000000-0000-4000-8000-000000000004', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Send lease renewal offer - Birchwood TH-2', 'Unit',
   'a0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000502', null,
   'Open', current_date + 5,
   null, null, 'Offer 12 months at +4%; include new dishwasher. Housing authority needs the new rent 60 days out next time.',
   '[]', '[]', '[]',
   '[{"id": "c1", "text": "Draft renewal addendum", "done": false},
     {"id": "c2", "text": "Send to Sam for delivery", "done": false},
     {"id": "c3", "text": "Notify housing authority of rent change", "done": false}]',
   now() - interval '2 days', now() - interval '2 days',
   null),
  -- Due in 3 days: quote for the townhome make-ready
  ('f0000000-0000-4000-8000-000000000005', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Get second quote for interior paint - Birchwood TH-3', 'Unit',
   'a0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000503', null,
   'Open', current_date + 3,
   null, null, null,
   '[]', '[]', '[]', '[]',
   now() - interval '1 day', now() - interval '1 day',
   null),
  -- Later: make-ready for the vacant townhome
  ('f0000000-0000-4000-8000-000000000006', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Make-ready TH-3: paint, deep clean, rekey', 'Unit',
   'a0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000503', 'e0000000-0000-4000-8000-000000000007',
   'Open', current_date + 10,
   2100.00, null, 'Paint throughout (agreeable gray), professional clean, rekey front and back.',
   '[{"label": "Paint colors", "url": "https://birchwoodhoa.example/docs/approved-colors"}]',
   '["RHS-4410"]', '["Zelle"]',
   '[{"id": "c1", "text": "Patch and paint", "done": false},
     {"id": "c2", "text": "Deep clean incl. appliances", "done": false},
     {"id": "c3", "text": "Rekey locks", "done": false},
     {"id": "c4", "text": "Replace HVAC filter", "done": false}]',
   now() - interval '10 days', now() - interval '10 days',
   null),
  -- Later: property-wide job at Riverside
  ('f0000000-0000-4000-8000-000000000007', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Seal driveway cracks - Riverside Triplex', 'Property',
   'a0000000-0000-4000-8000-000000000003', null, null,
   'Open', current_date + 26,
   350.00, null, 'Derek is collecting two quotes.',
   '[]', '[]', '[]', '[]',
   now() - interval '15 days', now() - interval '15 days',
   null),

  -- Completed this week, with actual costs: between the start of the week and
  -- now, where the week starts on the later of Monday (ISO, date_trunc) and
  -- Sunday (US calendars), so it is "this week" under either convention.
  ('f0000000-0000-4000-8000-000000000008', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Repair bathroom exhaust fan - Oakwood Unit 4', 'Unit',
   'a0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000204', 'e0000000-0000-4000-8000-000000000007',
   'Completed', current_date - 2,
   150.00, 165.00, 'Failed item on the HQS inspection. Replaced fan motor; duct was clear.',
   '[]', '["RHS-4410"]', '["Zelle"]',
   '[{"id": "c1", "text": "Replace fan", "done": true},
     {"id": "c2", "text": "Replace missing outlet cover", "done": true},
     {"id": "c3", "text": "Request re-inspection", "done": true}]',
   now() - interval '20 days', greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')
     + (now() - greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')) * 0.35,
   greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')
     + (now() - greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')) * 0.35),
  ('f0000000-0000-4000-8000-000000000009', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Test smoke and CO detectors - Riverside Triplex', 'Property',
   'a0000000-0000-4000-8000-000000000003', null, null,
   'Completed', current_date - 1,
   40.00, 42.87, 'All units pass. Replaced 9V batteries in 101 and 102.',
   '[]', '[]', '["Home Depot card"]',
   '[{"id": "c1", "text": "Unit 101", "done": true},
     {"id": "c2", "text": "Unit 102", "done": true},
     {"id": "c3", "text": "Unit 103", "done": true}]',
   now() - interval '14 days', greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')
     + (now() - greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')) * 0.6,
   greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')
     + (now() - greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')) * 0.6),
  ('f0000000-0000-4000-8000-000000000010', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Post vacancy listing - Riverside Unit 103', 'Unit',
   'a0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000303', null,
   'Completed', current_date,
   29.99, 29.99, 'Featured listing, 30 days.',
   '[{"label": "Zillow Rental Manager", "url": "https://www.zillow.com/rental-manager/"}]',
   '[]', '["Visa ending 2290"]', '[]',
   now() - interval '12 days', greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')
     + (now() - greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')) * 0.85,
   greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')
     + (now() - greatest(date_trunc('week', now()), date_trunc('week', now() + interval '1 day') - interval '1 day')) * 0.85),

  -- Completed in previous weeks
  ('f0000000-0000-4000-8000-000000000011', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Clear main sewer line - Oakwood Fourplex', 'Property',
   'a0000000-0000-4000-8000-000000000002', null, 'e0000000-0000-4000-8000-000000000007',
   'Completed', (date_trunc('week', now()) - interval '4 days')::date,
   300.00, 385.00, 'Roots at the cleanout. Camera inspection recommended within a year.',
   '[]', '["RHS-4410"]', '["Zelle"]', '[]',
   now() - interval '25 days', date_trunc('week', now()) - interval '4 days' + interval '15 hours',
   date_trunc('week', now()) - interval '4 days' + interval '15 hours'),
  ('f0000000-0000-4000-8000-000000000012', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Annual fire extinguisher inspection - Maple Street Duplex', 'Property',
   'a0000000-0000-4000-8000-000000000001', null, null,
   'Completed', (date_trunc('week', now()) - interval '10 days')::date,
   100.00, 120.00, 'Both extinguishers tagged; kitchen unit in B replaced.',
   '[]', '[]', '["Visa ending 2290"]', '[]',
   now() - interval '40 days', date_trunc('week', now()) - interval '10 days' + interval '11 hours',
   date_trunc('week', now()) - interval '10 days' + interval '11 hours'),
  ('f0000000-0000-4000-8000-000000000013', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Descale tankless water heater - Elm Court', 'Unit',
   'a0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000007',
   'Completed', (date_trunc('week', now()) - interval '17 days')::date,
   200.00, 210.00, 'Flushed and descaled; replaced inlet filter.',
   '[]', '["RHS-4410"]', '["Zelle"]', '[]',
   now() - interval '45 days', date_trunc('week', now()) - interval '17 days' + interval '13 hours',
   date_trunc('week', now()) - interval '17 days' + interval '13 hours'),

  -- Skipped: the HOA did it this year
  ('f0000000-0000-4000-8000-000000000014', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Pressure wash siding - Birchwood Townhomes', 'Property',
   'a0000000-0000-4000-8000-000000000005', null, null,
   'Skipped', current_date - 20,
   400.00, null, 'Skipped: the HOA pressure-washed all buildings this year.',
   '[]', '[]', '[]', '[]',
   now() - interval '60 days', now() - interval '22 days',
   null);


-- -----------------------------------------------------------------------------
-- Tasks, recurring: start_date + next_due_date set, due_date null.
-- Monthly / weekly recurrences take their day from next_due_date so the rule
-- and the date agree whatever day the seed runs.
-- Their open occurrences have no cost of their own: what earlier occurrences
-- cost is in their Completed activities below (and so in the ledger).
-- -----------------------------------------------------------------------------
insert into public.tasks (
  id, user_id, title, scope, property_id, unit_id, vendor_id, start_date, next_due_date, end_date, recurrence,
  estimated_cost, actual_cost, notes, links, account_numbers, payment_methods, checklist, created_at, updated_at,
  actual_cost_recorded_at
) values
  -- Overdue: water bill
  ('f0000000-0000-4000-8000-000000000015', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Pay water & sewer - Oakwood Fourplex', 'Property',
   'a0000000-0000-4000-8000-000000000002', null, 'e0000000-0000-4000-8000-000000000001',
   (current_date - 2) - interval '11 months', current_date - 2, null,
   jsonb_build_object('type', 'monthly', 'dayOfMonth', extract(day from current_date - 2)::int),
   165.00, null, 'AutoPay failed last month (expired card); pay online this time.',
   '[{"label": "Pay online", "url": "https://www.mecklenburgwater.example/pay"}]',
   '["400-3317-12"]', '["AutoPay (checking ending 4471)", "Online portal"]', '[]',
   now() - interval '335 days', now() - interval '31 days',
   now() - interval '31 days'),
  -- Due in 1 day: weekly lawn care with a season end
  ('f0000000-0000-4000-8000-000000000016', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Lawn care visit - Oakwood Fourplex', 'Property',
   'a0000000-0000-4000-8000-000000000002', null, 'e0000000-0000-4000-8000-000000000009',
   (current_date + 1) - 8 * 7, current_date + 1, current_date + 120,
   jsonb_build_object('type', 'weekly', 'dayOfWeek', extract(dow from current_date + 1)::int),
   55.00, null, 'Mow, edge, blow. Gate code 4410.',
   '[]', '["PT-7723"]', '["Invoice, paid monthly by ACH"]', '[]',
   now() - interval '60 days', now() - interval '6 days',
   now() - interval '6 days'),
  -- Due in 2 days: HOA dues
  ('f0000000-0000-4000-8000-000000000017', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Pay HOA dues - Birchwood Townhomes', 'Property',
   'a0000000-0000-4000-8000-000000000005', null, 'e0000000-0000-4000-8000-000000000005',
   (current_date + 2) - interval '6 months', current_date + 2, null,
   jsonb_build_object('type', 'monthly', 'dayOfMonth', extract(day from current_date + 2)::int),
   1140.00, null, '4 townhomes x $285. Late fee after the 10th.',
   '[{"label": "HOA portal", "url": "https://birchwoodhoa.example/owners"}]',
   '["BW-HOA-0412"]', '["Check mailed to Cedar Management, PO Box 7781"]',
   '[{"id": "c1", "text": "Write check", "done": false},
     {"id": "c2", "text": "Mail by the 5th", "done": false}]',
   now() - interval '205 days', now() - interval '28 days',
   now() - interval '28 days'),
  -- Due in 4 days: office internet
  ('f0000000-0000-4000-8000-000000000018', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Pay office internet', 'Business',
   null, null, 'e0000000-0000-4000-8000-000000000004',
   (current_date + 4) - interval '12 months', current_date + 4, null,
   jsonb_build_object('type', 'monthly', 'dayOfMonth', extract(day from current_date + 4)::int),
   79.99, null, null,
   '[{"label": "Account", "url": "https://www.carolinafiber.example/account"}]',
   '["55-0192-8841"]', '["AutoPay (Amex ending 1008)"]', '[]',
   now() - interval '370 days', now() - interval '26 days',
   now() - interval '26 days'),
  -- Due in 6 days: house meter
  ('f0000000-0000-4000-8000-000000000019', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Pay house-meter power - Oakwood Fourplex', 'Property',
   'a0000000-0000-4000-8000-000000000002', null, 'e0000000-0000-4000-8000-000000000002',
   (current_date + 6) - interval '12 months', current_date + 6, null,
   jsonb_build_object('type', 'monthly', 'dayOfMonth', extract(day from current_date + 6)::int),
   95.00, null, null,
   '[{"label": "Pay online", "url": "https://www.piedmontpower.example/pay"}]',
   '["8831-0442-19"]', '["Online portal (Visa ending 2290)"]', '[]',
   now() - interval '380 days', now() - interval '24 days',
   now() - interval '24 days'),
  -- First of next month: business bookkeeping
  ('f0000000-0000-4000-8000-000000000020', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Reconcile rent ledger and owner statements', 'Business',
   null, null, null,
   (date_trunc('month', current_date) - interval '11 months')::date,
   (date_trunc('month', current_date) + interval '1 month')::date, null,
   '{"type": "monthly", "dayOfMonth": 1}',
   null, null, 'Match PM statements (Keystone, Piedmont Rentals, Whitfield) against bank deposits.',
   '[{"label": "Bank", "url": "https://www.firstcarolinabank.example/login"}]',
   '[]', '[]',
   '[{"id": "c1", "text": "Download PM statements", "done": false},
     {"id": "c2", "text": "Match deposits", "done": false},
     {"id": "c3", "text": "Flag late payers", "done": false}]',
   now() - interval '340 days', now() - interval '340 days',
   null),
  -- Every 3 months: HVAC filters
  ('f0000000-0000-4000-8000-000000000021', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Replace HVAC filters - Maple Street Duplex', 'Property',
   'a0000000-0000-4000-8000-000000000001', null, null,
   ((current_date + 18) - interval '9 months')::date, current_date + 18, null,
   '{"type": "everyXMonths", "interval": 3}',
   60.00, null, '16x25x1 MERV 8, two per unit.',
   '[{"label": "Filter order", "url": "https://www.filterbuy.com/"}]',
   '[]', '["Visa ending 2290"]',
   '[{"id": "c1", "text": "Unit A", "done": false},
     {"id": "c2", "text": "Unit B", "done": false}]',
   now() - interval '300 days', now() - interval '74 days',
   now() - interval '74 days'),
  -- Every 6 months: gutters
  ('f0000000-0000-4000-8000-000000000022', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Clean gutters and inspect roof - Riverside Triplex', 'Property',
   'a0000000-0000-4000-8000-000000000003', null, 'e0000000-0000-4000-8000-000000000007',
   ((current_date + 33) - interval '12 months')::date, current_date + 33, null,
   '{"type": "everyXMonths", "interval": 6}',
   325.00, null, null,
   '[]', '["RHS-4410"]', '["Zelle"]', '[]',
   now() - interval '290 days', now() - interval '150 days',
   now() - interval '150 days'),
  -- Fixed dates: property tax installments
  ('f0000000-0000-4000-8000-000000000023', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Pay property tax installment - Elm Court', 'Property',
   'a0000000-0000-4000-8000-000000000004', null, 'e0000000-0000-4000-8000-000000000006',
   current_date - 142, current_date + 40, null,
   jsonb_build_object('type', 'fixedDays', 'fixedDates', jsonb_build_array(
     to_char(current_date + 40, 'YYYY-MM-DD'),
     to_char(current_date + 223, 'YYYY-MM-DD'),
     to_char(current_date + 405, 'YYYY-MM-DD'))),
   1480.00, null, 'Paid in two installments.',
   '[{"label": "County tax portal", "url": "https://tax.mecklenburgcounty.example/pay"}]',
   '["21307115"]', '["E-check via county portal"]', '[]',
   now() - interval '375 days', now() - interval '142 days',
   now() - interval '142 days'),
  -- Every 12 months: insurance renewal
  ('f0000000-0000-4000-8000-000000000024', 'd0d0d0d0-0000-4000-8000-000000000001',
   'Renew landlord policy - Elm Court', 'Property',
   'a0000000-0000-4000-8000-000000000004', null, 'e0000000-0000-4000-8000-000000000008',
   ((current_date + 75) - interval '12 months')::date, current_date + 75, null,
   '{"type": "everyXMonths", "interval": 12}',
   1240.00, null, 'Shop the renewal if the premium goes up more than 10%.',
   '[{"label": "Policy documents", "url": "https://www.summitmutual.example/policies"}]',
   '["DP3-7718204-02"]', '["Annual premium, paid in full (checking ending 4471)"]',
   '[{"id": "c1", "text": "Review coverage", "done": false},
     {"id": "c2", "text": "Confirm loss-of-rent coverage", "done": false}]',
   now() - interval '380 days', now() - interval '380 days',
   null);


-- -----------------------------------------------------------------------------
-- Activities: a Created entry for every task, then edits and completions
-- (details: note, actual_cost, notes, completion_date).
-- -----------------------------------------------------------------------------
insert into public.activities (user_id, task_id, action, at, details)
select user_id, id, 'Created', created_at, jsonb_build_object('note', 'Task created')
from public.tasks
where user_id = 'd0d0d0d0-0000-4000-8000-000000000001';

insert into public.activities (user_id, task_id, action, at, details) values
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001', 'Edited', now() - interval '9 days',
   '{"note": "Estimated cost updated to $1,450 from the Reliable quote"}'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000004', 'Edited', now() - interval '1 day',
   '{"note": "Checklist updated"}'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000014', 'Edited', now() - interval '22 days',
   '{"note": "Status changed to Skipped"}'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000015', 'Edited', now() - interval '31 days',
   '{"note": "Payment method changed: AutoPay card expired"}');

-- Completions of the one-time tasks (at = the task's updated_at)
insert into public.activities (user_id, task_id, action, at, details)
select t.user_id, t.id, 'Completed', t.updated_at,
       jsonb_build_object(
         'note', 'Task completed',
         'actual_cost', t.actual_cost,
         'notes', c.notes,
         'completion_date', to_char(t.updated_at, 'YYYY-MM-DD'))
from public.tasks t
join (values
  ('f0000000-0000-4000-8000-000000000008'::uuid, 'Fan motor replaced; re-inspection requested.'),
  ('f0000000-0000-4000-8000-000000000009'::uuid, 'All detectors pass.'),
  ('f0000000-0000-4000-8000-000000000010'::uuid, 'Listing live.'),
  ('f0000000-0000-4000-8000-000000000011'::uuid, 'Roots cleared at the cleanout; $85 over quote for the camera.'),
  ('f0000000-0000-4000-8000-000000000012'::uuid, 'One extinguisher replaced.'),
  ('f0000000-0000-4000-8000-000000000013'::uuid, 'Descaled; inlet filter replaced.')
) as c (task_id, notes) on c.task_id = t.id;

-- Earlier completions of recurring tasks (each returned to Open with a new next_due_date)
insert into public.activities (user_id, task_id, action, at, details) values
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000015', 'Completed', now() - interval '62 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 158.90, 'notes', 'AutoPay',
     'completion_date', to_char(now() - interval '62 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000015', 'Completed', now() - interval '31 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 171.42, 'notes', 'Paid by phone after the AutoPay failure',
     'completion_date', to_char(now() - interval '31 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000016', 'Completed', now() - interval '13 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 55, 'notes', null,
     'completion_date', to_char(now() - interval '13 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000016', 'Completed', now() - interval '6 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 55, 'notes', 'Extra leaf cleanup next visit',
     'completion_date', to_char(now() - interval '6 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000017', 'Completed', now() - interval '28 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 1140, 'notes', 'Check #2214',
     'completion_date', to_char(now() - interval '28 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000018', 'Completed', now() - interval '26 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 79.99, 'notes', null,
     'completion_date', to_char(now() - interval '26 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000019', 'Completed', now() - interval '24 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 88.16, 'notes', null,
     'completion_date', to_char(now() - interval '24 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000021', 'Completed', now() - interval '74 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 54.30, 'notes', '4 filters',
     'completion_date', to_char(now() - interval '74 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000022', 'Completed', now() - interval '150 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 310, 'notes', 'Downspout on the north side re-secured',
     'completion_date', to_char(now() - interval '150 days', 'YYYY-MM-DD'))),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000023', 'Completed', now() - interval '142 days',
   jsonb_build_object('note', 'Task completed', 'actual_cost', 1462.55, 'notes', 'First installment',
     'completion_date', to_char(now() - interval '142 days', 'YYYY-MM-DD')));


-- -----------------------------------------------------------------------------
-- Unit notes with history (newest = latest note; mix of open and resolved).
-- Resolved notes were updated when they were resolved.
-- -----------------------------------------------------------------------------
insert into public.unit_notes (user_id, unit_id, body, is_resolved, created_at, updated_at) values
  -- Oakwood Unit 2 (vacant): turnover, 5 notes
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000202',
   'Tenant gave 30-day notice; move-out at the end of the month.', true,
   now() - interval '38 days', now() - interval '24 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000202',
   'Move-out inspection done. Bedroom carpet stained, two blinds broken, kitchen faucet drips.', true,
   now() - interval '21 days', now() - interval '15 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000202',
   'Deposit disposition sent to former tenant: $325 withheld for carpet cleaning and blinds.', true,
   now() - interval '14 days', now() - interval '14 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000202',
   'Painter booked. Carpet quote is $1,450 from Reliable - approved, waiting on install date.', false,
   now() - interval '6 days', now() - interval '6 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000202',
   'Listing photos after the carpet install. Asking $1,050; can Keystone list it this week?', false,
   now() - interval '1 day', now() - interval '1 day'),
  -- Maple Unit A: leak + renewal, 3 notes
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000101',
   'Tenant reports a slow drip under the kitchen sink.', true,
   now() - interval '30 days', now() - interval '27 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000101',
   'Drip is now a steady leak at the faucet base. Reliable scheduled for today.', false,
   now() - interval '3 days', now() - interval '3 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000101',
   'Jasmine wants to renew for 12 months. Please send the renewal at +3.5% before the lease ends.', false,
   now() - interval '2 days', now() - interval '2 days'),
  -- Oakwood Unit 4 (section 8): inspection cycle, 4 notes
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000204',
   'Annual HQS inspection scheduled with the housing authority.', true,
   now() - interval '60 days', now() - interval '41 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000204',
   'HQS inspection failed: bathroom exhaust fan and a missing outlet cover. 30 days to cure.', true,
   now() - interval '41 days', now() - interval '4 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000204',
   'Fan repaired by Reliable and outlet cover replaced. Re-inspection requested.', true,
   now() - interval '4 days', now() - interval '2 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000204',
   'Rent increase request sent to the housing authority; waiting for approval of the new contract rent.', false,
   now() - interval '1 day', now() - interval '1 day'),
  -- Birchwood TH-2: renewal, 2 notes
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000502',
   'Lease ends soon. Hannah wants to renew but asked for a new dishwasher.', false,
   now() - interval '20 days', now() - interval '20 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000502',
   'Dishwasher quote $640 installed. Approved - include it with the renewal at +4%.', false,
   now() - interval '2 days', now() - interval '2 days'),
  -- Riverside Unit 101: all resolved, 3 notes
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000301',
   'HAP payments arriving on the 3rd; tenant portion $412.', true,
   now() - interval '90 days', now() - interval '88 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000301',
   'Back door sticks (swelling from humidity).', true,
   now() - interval '33 days', now() - interval '9 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000301',
   'Back door planed and rehung; tenant happy.', true,
   now() - interval '9 days', now() - interval '9 days'),
  -- Riverside Unit 103 (vacant): 2 notes
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000303',
   'Unit turned and listed at $1,125.', true,
   now() - interval '12 days', now() - interval '5 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000303',
   'Two showings this weekend; one application pending background check.', false,
   now() - interval '3 days', now() - interval '3 days'),
  -- Maple Unit B: 2 notes
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000102',
   'Moved to month-to-month; Luis plans to stay at least another year.', true,
   now() - interval '50 days', now() - interval '50 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000102',
   'Luis asked about adding a cat. OK with $250 pet deposit + $25/mo pet rent?', false,
   now() - interval '8 days', now() - interval '8 days'),
  -- Birchwood TH-1: 1 note
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000501',
   'Rent paid late two months in a row; late fee charged per lease.', false,
   now() - interval '15 days', now() - interval '15 days'),
  -- Birchwood TH-4: 2 notes, resolved
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000504',
   'HVAC making a rattling noise.', true,
   now() - interval '27 days', now() - interval '25 days'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000504',
   'Loose blower panel tightened by Sam; no charge.', true,
   now() - interval '25 days', now() - interval '25 days');


-- -----------------------------------------------------------------------------
-- Scheduled rent increases (SPEC §9): planned_new_rent = base rent
-- x (1 + percent/100) or + amount, rounded to the nearest 5; the base is the
-- rent after any earlier Scheduled/Applied increase of the same unit.
-- Applied ones already wrote their planned_new_rent to units.monthly_rent.
-- -----------------------------------------------------------------------------
insert into public.scheduled_rent_increases (
  user_id, unit_id, basis, percent, amount, effective_date, planned_new_rent, status, applied, applied_at, created_at, updated_at
) values
  -- Applied, in the past
  -- Maple Unit A at last renewal: 1325 x 1.045 = 1384.63 -> 1385 (the current rent)
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000101', 'Percent', 4.5, null,
   current_date - 341, 1385.00, 'Applied', true, (current_date - 341) + time '09:15',
   now() - interval '400 days', (current_date - 341) + time '09:15'),
  -- Birchwood TH-1: 1500 + 75 = 1575
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000501', 'FixedAmount', null, 75.00,
   current_date - 200, 1575.00, 'Applied', true, (current_date - 200) + time '08:40',
   now() - interval '208 days', (current_date - 200) + time '08:40'),
  -- Maple Unit B: 1260 x 1.04 = 1310.40 -> 1310
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000102', 'Percent', 4, null,
   current_date - 120, 1310.00, 'Applied', true, (current_date - 120) + time '10:05',
   now() - interval '185 days', (current_date - 120) + time '10:05'),
  -- Oakwood Unit 4: 1205 x 1.03 = 1241.15 -> 1240
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000204', 'Percent', 3, null,
   current_date - 45, 1240.00, 'Applied', true, (current_date - 45) + time '07:55',
   now() - interval '110 days', (current_date - 45) + time '07:55'),

  -- Overdue: effective date passed, waiting on housing authority approval
  -- Oakwood Unit 4: 1240 x 1.02 = 1264.80 -> 1265
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000204', 'Percent', 2, null,
   current_date - 6, 1265.00, 'Overdue', false, null,
   now() - interval '70 days', now() - interval '5 days'),

  -- Scheduled, upcoming (fixed-term ones start the day after the lease ends)
  -- Birchwood TH-2, within 30 days: 1540 x 1.04 = 1601.60 -> 1600
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000502', 'Percent', 4, null,
   current_date + 18, 1600.00, 'Scheduled', false, null,
   now() - interval '2 days', now() - interval '2 days'),
  -- Maple Unit A, within 30 days: 1385 x 1.035 = 1433.48 -> 1435
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000101', 'Percent', 3.5, null,
   current_date + 25, 1435.00, 'Scheduled', false, null,
   now() - interval '2 days', now() - interval '2 days'),
  -- Maple Unit B (month-to-month), within 60 days: 1310 + 50 = 1360
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000102', 'FixedAmount', null, 50.00,
   current_date + 45, 1360.00, 'Scheduled', false, null,
   now() - interval '7 days', now() - interval '7 days'),
  -- Oakwood Unit 1, within 60 days: 925 x 1.07 = 989.75 -> 990, cancelled and
  -- replaced by 5% on the same date (a cancelled increase frees its date)
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000201', 'Percent', 7, null,
   current_date + 53, 990.00, 'Cancelled', false, null,
   now() - interval '30 days', now() - interval '16 days'),
  -- 925 x 1.05 = 971.25 -> 970
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000201', 'Percent', 5, null,
   current_date + 53, 970.00, 'Scheduled', false, null,
   now() - interval '16 days', now() - interval '16 days'),
  -- Oakwood Unit 3, within 90 days: 1095 x 1.03 = 1127.85 -> 1130
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000203', 'Percent', 3, null,
   current_date + 86, 1130.00, 'Scheduled', false, null,
   now() - interval '9 days', now() - interval '9 days'),
  -- Birchwood TH-1 chained pair: 1575 x 1.03 = 1622.25 -> 1620 (within 90 days) ...
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000501', 'Percent', 3, null,
   current_date + 75, 1620.00, 'Scheduled', false, null,
   now() - interval '11 days', now() - interval '11 days'),
  -- ... then 1620 + 40 = 1660 (within a year)
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000501', 'FixedAmount', null, 40.00,
   current_date + 300, 1660.00, 'Scheduled', false, null,
   now() - interval '11 days', now() - interval '11 days'),
  -- Riverside Unit 101, within 6 months: 1650 x 1.025 = 1691.25 -> 1690
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000301', 'Percent', 2.5, null,
   current_date + 151, 1690.00, 'Scheduled', false, null,
   now() - interval '20 days', now() - interval '20 days'),
  -- Riverside Unit 102, within a year: 1395 x 1.04 = 1450.80 -> 1450
  ('d0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000302', 'Percent', 4, null,
   current_date + 291, 1450.00, 'Scheduled', false, null,
   now() - interval '20 days', now() - interval '20 days');


-- -----------------------------------------------------------------------------
-- Digest settings
-- -----------------------------------------------------------------------------
insert into public.user_settings (
  user_id, daily_digest_enabled, daily_digest_time, weekly_digest_enabled, weekly_digest_day, weekly_digest_time,
  timezone, created_at, updated_at
) values (
  'd0d0d0d0-0000-4000-8000-000000000001', true, '07:30', true, 1, '08:00',
  'America/New_York', now() - interval '400 days', now() - interval '30 days'
);


-- -----------------------------------------------------------------------------
-- Rent: each occupied unit's tenancy came from the unit (the database makes one); here they get
-- three months of history before this one, a late-fee rule on three, and payments: most on time,
-- a voucher unit paid in two parts, one paid late (its fee proposed), one still short from last
-- month. Unit 2's last tenants moved out 25 days ago and their deposit waits to be settled.
-- -----------------------------------------------------------------------------
update public.tenancies t set
  rent_tracked_from = (date_trunc('month', private.landlord_today(t.user_id)) - interval '3 months')::date,
  late_fee_kind = case u.unit_label when 'House' then 'percent' when 'TH-2' then 'flat' when 'Unit B' then 'flat' end,
  late_fee_value = case u.unit_label when 'House' then 5 when 'TH-2' then 50 when 'Unit B' then 50 end
from public.units u
where u.id = t.unit_id and t.user_id = 'd0d0d0d0-0000-4000-8000-000000000001';

insert into public.tenancies (
  id, user_id, unit_id, tenants, start_on, ended_on, lease_type, lease_end_on, monthly_rent, deposit_amount,
  deposit_held_by, rent_tracked_from, created_at, updated_at
) values (
  'f1000000-0000-4000-8000-000000000202', 'd0d0d0d0-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000202',
  '[{"name": "Marcus Webb", "email": "marcus.webb@example.test", "phone": "+17045550142"}]',
  current_date - 790, current_date - 25, 'FixedTerm', current_date - 25, 1000.00, 1000.00, 'Owner',
  (date_trunc('month', current_date) - interval '3 months')::date,
  now() - interval '790 days', now() - interval '25 days'
);

-- Every past month's rent paid in full a day or two after its due day, by check or transfer,
-- except the months the cases below pay their own way.
insert into public.rent_payments (user_id, tenancy_id, amount, paid_on, method, reference, created_at)
select c.user_id, c.tenancy_id, c.amount,
       c.due_on + (abs(hashtext(c.id::text)) % 3),
       case when abs(hashtext(c.tenancy_id::text)) % 2 = 0 then 'Check' else 'Bank transfer' end,
       case when abs(hashtext(c.tenancy_id::text)) % 2 = 0 then 'Check ' || (1000 + abs(hashtext(c.id::text)) % 9000)::text end,
       c.due_on + (abs(hashtext(c.id::text)) % 3)
from public.tenancy_charges c
join public.tenancies t on t.id = c.tenancy_id
join public.units u on u.id = t.unit_id
where c.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and c.kind = 'rent'
  and c.period < date_trunc('month', private.landlord_today(c.user_id))
  and not (u.unit_label in ('Unit 4', 'TH-2', 'Unit B')
           and c.period = (date_trunc('month', private.landlord_today(c.user_id)) - interval '1 month')::date);

insert into public.rent_payments (user_id, tenancy_id, amount, paid_on, method, reference, memo, created_at)
select t.user_id, t.id, p.amount, (date_trunc('month', private.landlord_today(t.user_id)) - interval '1 month')::date + p.day,
       p.method, p.reference, p.memo, now()
from public.tenancies t
join public.units u on u.id = t.unit_id
join (values
  ('Unit 4', 940.00, 0, 'Bank transfer', 'HAP', 'Housing authority payment'),
  ('Unit 4', 300.00, 3, 'Money order', 'MO 55120', 'Tenant portion'),
  ('TH-2', 1540.00, 11, 'Zelle', null, 'Paid after a reminder'),
  ('Unit B', 800.00, 4, 'Cash', null, 'Says the rest comes with this month''s')
) as p(unit_label, amount, day, method, reference, memo) on p.unit_label = u.unit_label
where t.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and t.ended_on is null;

-- This month, four have paid so far.
insert into public.rent_payments (user_id, tenancy_id, amount, paid_on, method, reference, created_at)
select c.user_id, c.tenancy_id, c.amount, c.due_on, 'Bank transfer', null, now()
from public.tenancy_charges c
join public.tenancies t on t.id = c.tenancy_id
join public.units u on u.id = t.unit_id
where c.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and c.kind = 'rent'
  and c.period = date_trunc('month', private.landlord_today(c.user_id))
  and u.unit_label in ('Unit 101', 'Unit 102', 'House', 'TH-1');


-- -----------------------------------------------------------------------------
-- Books: what four properties cost and when they went into service, three loans with their rate,
-- term and escrow, fourteen months of mortgage payments (split by the database, oldest first),
-- a new roof as a capital improvement, and last year's Form 1098 for the Maple loan, a few
-- dollars off the split as a lender's statement usually is.
-- -----------------------------------------------------------------------------
update public.properties p set
  purchased_on = b.purchased_on, placed_in_service_on = b.in_service, purchase_price = b.price,
  purchase_closing_costs = b.closing, land_value = b.land_value, land_share_percent = b.land_share,
  loan_interest_rate = b.rate, loan_term_months = b.term,
  loan_first_payment_on = (date_trunc('month', b.purchased_on) + interval '2 months')::date,
  loan_escrow_taxes = b.taxes, loan_escrow_insurance = b.insurance
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, current_date - 1500, current_date - 1470, 265500.00, 5300.00, null::numeric, 20.00, 4.250, 360, 185.00, 95.00),
  ('a0000000-0000-4000-8000-000000000002'::uuid, current_date - 400, current_date - 385, 498000.00, 9960.00, 90000.00, null, 6.500, 360, 410.00, 160.00),
  ('a0000000-0000-4000-8000-000000000005'::uuid, current_date - 215, current_date - 210, 650000.00, 12000.00, null, 25.00, 7.125, 360, null, null),
  ('a0000000-0000-4000-8000-000000000004'::uuid, date '2015-04-20', date '2015-05-01', 180000.00, 3600.00, null, 25.00, null, null, null, null)
) b (id, purchased_on, in_service, price, closing, land_value, land_share, rate, term, taxes, insurance)
where p.id = b.id;

-- Each installment due in the last fourteen months, paid two days early with its escrow.
insert into public.loan_payments (user_id, property_id, paid_on, amount, created_at)
select p.user_id, p.id, a.due_on - 2, a.payment + coalesce(p.loan_escrow_taxes, 0) + coalesce(p.loan_escrow_insurance, 0),
       a.due_on - 2
from public.properties p
cross join lateral public.amortization_schedule(p.loan_amount, p.loan_interest_rate, p.loan_term_months, p.loan_first_payment_on) a
where p.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and p.loan_interest_rate is not null
  and a.due_on - 2 <= current_date and a.due_on > current_date - 425
order by a.due_on, p.id;

insert into public.payments (
  user_id, property_id, category, tax_line, amount, paid_on, memo, is_improvement, placed_in_service_on, created_at, updated_at
) values (
  'd0d0d0d0-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004', 'Maintenance', 14, 14800.00,
  current_date - 240, 'New roof (architectural shingles)', true, current_date - 236,
  now() - interval '240 days', now() - interval '240 days'
);

insert into public.loan_statements (user_id, property_id, year, interest, taxes, insurance)
select l.user_id, l.property_id, extract(year from l.paid_on)::integer, sum(l.interest) + 4.12, null, null
from public.loan_payments l
where l.property_id = 'a0000000-0000-4000-8000-000000000001'
  and extract(year from l.paid_on) = extract(year from current_date) - 1
group by l.user_id, l.property_id, extract(year from l.paid_on);

-- -----------------------------------------------------------------------------
-- Documents: Tasha Green's lease, the receipts of two plumbing jobs, and the Oakwood Fourplex's
-- insurance policy, which runs out in three weeks (the dashboard and the weekly digest remind).
-- The rows are here; the stack makes the small files they name (a text PDF, a receipt's picture)
-- as it loads this seed, through the Storage API as the landlord (supabase/local/demoFiles.ts).
-- -----------------------------------------------------------------------------
insert into public.documents (
  id, user_id, object_name, name, kind, content_type, size_bytes, tenancy_id, payment_id, property_id, expires_on, created_at
)
select d.id, u.id, u.id || '/' || d.id || '/' || d.file, d.name, d.kind, d.content_type, 1,
       d.tenancy_id, d.payment_id, d.property_id, d.expires_on, now() - d.age
from auth.users u
cross join (
  select 'e1000000-0000-4000-8000-000000000001'::uuid, 'lease-unit-101.pdf', 'Lease, Unit 101', 'Lease', 'application/pdf',
         t.id, null::uuid, null::uuid, t.lease_end_on, interval '200 days'
  from public.tenancies t join public.units un on un.id = t.unit_id
  where t.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and un.unit_label = 'Unit 101' and t.ended_on is null
  union all
  (select 'e1000000-0000-4000-8000-000000000002'::uuid, 'receipt-drain.png', 'Receipt, drain cleared', 'Receipt', 'image/png',
          null, p.id, null, null, (current_date - p.paid_on) * interval '1 day'
   from public.payments p
   where p.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and p.memo like 'Roots cleared at the cleanout%'
   order by p.paid_on desc limit 1)
  union all
  (select 'e1000000-0000-4000-8000-000000000003'::uuid, 'receipt-water-heater.png', 'Receipt, water heater service', 'Receipt',
          'image/png', null, p.id, null, null, (current_date - p.paid_on) * interval '1 day'
   from public.payments p
   where p.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and p.memo = 'Descaled; inlet filter replaced.'
   order by p.paid_on desc limit 1)
  union all
  select 'e1000000-0000-4000-8000-000000000004'::uuid, 'oakwood-insurance-policy.pdf', 'Insurance policy, Oakwood Fourplex',
         'Insurance policy', 'application/pdf', null, null, 'a0000000-0000-4000-8000-000000000002'::uuid,
         private.landlord_today('d0d0d0d0-0000-4000-8000-000000000001') + 21, interval '344 days'
) d (id, file, name, kind, content_type, tenancy_id, payment_id, property_id, expires_on, age)
where u.id = 'd0d0d0d0-0000-4000-8000-000000000001';
