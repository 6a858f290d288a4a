-- Company settings and the action log (002 §2 /admin/company, /admin/actionLog). The log stays
-- append-only, except that an entry older than 400 days may be deleted: a daily job purges those,
-- so entries are kept at least a year, and no one can shorten that.

create or replace function admin_action_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '400 days' then
    return old;
  end if;
  raise exception 'admin_action_log is append-only';
end;
$$;

-- The action filter of the log's page.
create index admin_action_log_action_idx on admin_action_log (tenant_id, action, at desc);

-- A removed logo keeps its row without an image, so the next upload still gets the next version
-- and an address a browser kept for good (?v=) never shows an older image.
alter table tenant_logos alter column image drop not null;
alter table tenant_logos alter column content_type drop not null;
