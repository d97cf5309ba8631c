-- SPEC §2 bulk notes: each unit shows its latest note and, only when it has more
-- than one, an expander for up to 5 earlier notes. The view gains the unit's note
-- count so the bulk page learns "more than one" from the one query it already
-- makes (the latest note per unit), instead of downloading every note; the
-- earlier notes are read per unit when expanded, through the
-- (unit_id, created_at desc, id desc) index.
--
-- Replacing a view keeps its grants; the new column goes last, as Postgres requires.
-- security_invoker keeps row-level security in force (STYLE.md: views bypass it otherwise).
create or replace view public.unit_latest_notes with (security_invoker = true) as
select distinct on (n.unit_id)
  n.unit_id,
  n.id as note_id,
  n.body,
  n.is_resolved,
  n.created_at,
  n.updated_at,
  n.user_id,
  (count(*) over (partition by n.unit_id))::integer as note_count
from public.unit_notes n
order by n.unit_id, n.created_at desc, n.id desc;
