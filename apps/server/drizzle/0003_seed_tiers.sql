-- Custom SQL migration file, put your code below! --
-- docs/product.md#roles: the seeded plan tiers (-1 = unlimited). Operators edit them later with `npm run tiers`;
-- ON CONFLICT keeps their edits when this runs on a database that already has the rows.
INSERT INTO "tiers" ("name", "display_name", "credits_per_month", "max_websites_per_job") VALUES
  ('beta_tester', 'Beta Tester', 5000, 1000),
  ('agency_user', 'Agency User', 25000, 10000),
  ('internal', 'Internal', -1, -1)
ON CONFLICT ("name") DO NOTHING;
