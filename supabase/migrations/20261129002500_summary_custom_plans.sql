-- The year decides how much of the ledger a summary reads. After a session's fifth call Postgres may
-- plan a function's statement once for any year (a generic plan), and that plan read a year of the
-- ten-times account in 220 ms where the plan for the year asked took 70 ms (the same session, inside a
-- bench run). Each call is planned for its own year.
alter function public.tax_year_summary(integer, uuid) set plan_cache_mode = force_custom_plan;
