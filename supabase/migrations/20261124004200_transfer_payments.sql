-- The ledger (payments) goes along in a whole-account export and import (issue 23 with issue 20).
-- Payments come before activities: importing a 'Completed' activity with a cost fires the ledger's
-- trigger, which then finds the exported payment of that occurrence already there (on conflict do
-- nothing), so each payment arrives once, with the tax line, memo and amount it had.
insert into private.transfer_tables (position, table_name, key_column, refs)
values (65, 'payments', 'id', '{property_id,unit_id,vendor_id,task_id}');
