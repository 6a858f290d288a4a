-- The number a party is rung from when it is not the call's first caller: after a transfer the
-- new party sees (and keeps in its history) the person it is handed to, not whoever dialled first.
alter table pbx_call_parties add column presented_from text;
