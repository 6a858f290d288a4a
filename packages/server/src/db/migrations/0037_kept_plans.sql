-- The statements of the commonest requests become functions, so each connection plans them once
-- and keeps the plan: a person's page, the matching of calling numbers (the call history and the
-- call bar), the latest ANPI answers (the directory's ANPI column), a division's page and the
-- presence of a list of people; and the session check becomes one query. Built per request, they
-- were planned on every call: through PgBouncer in transaction mode statements are unnamed, so
-- PostgreSQL kept no plan (pg_stat_statements on bench/load.mjs's mix: planning took 0.6 ms of a
-- person's page's 0.9 ms and half the matching's 1.4 ms). A division's page and the presence check
-- also become one statement each instead of two. The functions read exactly what the statements
-- read; the process shapes the answers as before.

-- An enabled person with what their page shows: their divisions (the primary one first, each with
-- how many enabled people it has and the names above it, the top first), chat accounts, presence,
-- whether they have GoTalk and their answer to the latest safety check that asked them (as
-- latest_anpi_answers answers it; the process decides whether the viewer may see it). No row when
-- there is no such enabled person.
create function person_page(p_tenant_id bigint, p_user_id bigint)
returns table (person users, memberships json, chats json, presence_status text, gotalk boolean,
  latest_anpi json)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with recursive up(start_id, id, parent_id, name, depth) as (
    select d.id, d.id, d.parent_id, d.name, 0 from divisions d
      join user_divisions ud on ud.division_id = d.id and ud.tenant_id = d.tenant_id
      where ud.tenant_id = p_tenant_id and ud.user_id = p_user_id
    union all
    select up.start_id, p.id, p.parent_id, p.name, up.depth + 1 from divisions p
      join up on p.id = up.parent_id where p.tenant_id = p_tenant_id and up.depth < 64
  )
  select u,
    (select json_agg(json_build_object(
        'id', d.id, 'name', d.name, 'name_kana', d.name_kana, 'phone_num', d.phone_num,
        'url', d.url, 'is_primary', ud.is_primary,
        'contacts_count', (select count(*) from user_divisions m join users mu on mu.id = m.user_id
          where m.division_id = d.id and m.tenant_id = p_tenant_id and mu.enabled = true),
        'parent_names', coalesce((select json_agg(up.name order by up.depth desc) from up
          where up.start_id = d.id and up.depth > 0), '[]'::json))
        order by ud.is_primary desc, ud.sort, d.id)
      from user_divisions ud join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
      where ud.tenant_id = p_tenant_id and ud.user_id = p_user_id),
    (select json_agg(json_build_object('client', c.client, 'account_id', c.account_id) order by c.slot)
      from user_chat_accounts c where c.tenant_id = p_tenant_id and c.user_id = p_user_id),
    (select pr.status from user_presence pr where pr.tenant_id = p_tenant_id and pr.user_id = p_user_id),
    exists(select 1 from user_virtual_roles r where r.tenant_id = p_tenant_id
      and r.user_id = p_user_id and r.role = 'USER_GOTALK_AVAILABLE'),
    (select json_build_object('user_id', t.user_id, 'division_id', t.division_id, 'safety', a.safety,
        'comment', a.comment, 'answered_at', a.answered_at)
      from anpi_check_targets t
      left join anpi_answers a
        on a.check_id = t.check_id and a.user_id = t.user_id and a.tenant_id = t.tenant_id
      where t.tenant_id = p_tenant_id and t.user_id = p_user_id
      order by t.check_id desc limit 1)
  from users u where u.tenant_id = p_tenant_id and u.id = p_user_id and u.enabled = true;
end
$$;

-- The digits (and + * #) of each person's office and mobile phone, kept by PostgreSQL, so the
-- matching compares stored values (an index probe once a tenant is large) instead of rewriting
-- every person's numbers with a regular expression on each call.
alter table users
  add column phone_digits text not null
    generated always as (regexp_replace(coalesce(phone_num, ''), '[^0-9+*#]', '', 'g')) stored,
  add column mobile_digits text not null
    generated always as (regexp_replace(coalesce(mobile_num, ''), '[^0-9+*#]', '', 'g')) stored;
create index users_extension_idx on users (tenant_id, extension_num) where extension_num is not null;
create index users_phone_digits_idx on users (tenant_id, phone_digits);
create index users_mobile_digits_idx on users (tenant_id, mobile_digits);

-- Everything the matching of calling numbers needs: the tenant's own name and number; the
-- enabled people whose extension, office or mobile phone (digits and + * # only) is one of
-- p_digits, with their division names (the primary one first); with a viewer, the external
-- contacts with one of p_digits in the viewer's personal folders and the common folders they read
-- (every common folder with p_all_common, else the public ones), personal first; and, with
-- p_rejections_of, which of p_digits are on that person's call-rejection list. No row for an
-- unknown tenant.
create function match_numbers(
  p_tenant_id bigint, p_digits text[], p_viewer_id bigint, p_all_common boolean, p_rejections_of bigint
)
returns table (organization_name text, organization_phone text, people json, externals json,
  rejected text[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select t.organization_name, t.organization_phone,
    (select json_agg(json_build_object(
        'id', u.id, 'fullname', u.fullname, 'fullname_kana', u.fullname_kana,
        'fullname_alphabet', u.fullname_alphabet, 'position', u.position,
        'extension_num', u.extension_num,
        'phone_digits', u.phone_digits, 'mobile_digits', u.mobile_digits,
        'division_names', (select json_agg(d.name order by ud.is_primary desc, ud.sort)
          from user_divisions ud join divisions d on d.id = ud.division_id
          where ud.tenant_id = p_tenant_id and ud.user_id = u.id))
        order by u.id)
      from users u
      where u.tenant_id = p_tenant_id and u.enabled = true
        and (u.extension_num = any(p_digits) or u.phone_digits = any(p_digits)
          or u.mobile_digits = any(p_digits))),
    case when p_viewer_id is null then null else
      (select json_agg(json_build_object(
          'digits', p.digits, 'id', c.id, 'fullname', c.fullname, 'fullname_kana', c.fullname_kana,
          'fullname_alphabet', c.fullname_alphabet, 'position', c.position,
          'division_name', c.division_name, 'company_name', c.company_name,
          'registered_at', c.registered_at, 'folder_type', f.folder_type,
          'registered_user_id', r.id, 'registered_fullname', r.fullname)
          order by f.folder_type = 'PERSONAL' desc, c.id)
        from external_contact_phones p
        join external_contacts c on c.id = p.contact_id and c.tenant_id = p.tenant_id
        join contact_folders f on f.id = c.folder_id and f.tenant_id = c.tenant_id
        left join users r on r.id = c.registered_user_id and r.tenant_id = c.tenant_id
        where p.tenant_id = p_tenant_id and p.digits = any(p_digits)
          and ((f.folder_type = 'PERSONAL' and f.owner_user_id = p_viewer_id)
            or (f.folder_type = 'COMMON' and (p_all_common or f.tenant_public = true))))
    end,
    case when p_rejections_of is null then '{}'::text[] else
      array(select r.from_number from pbx_call_rejections r
        where r.tenant_id = p_tenant_id and r.user_id = p_rejections_of and r.from_number = any(p_digits))
    end
  from tenants t where t.id = p_tenant_id;
end
$$;

-- Each of p_user_ids' answer to the latest check that asked them (null safety while they have not
-- answered it), with the division they were asked in. People never asked have no row.
create function latest_anpi_answers(p_tenant_id bigint, p_user_ids bigint[])
returns table (user_id bigint, division_id bigint, safety text, comment text, answered_at timestamptz)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select distinct on (t.user_id) t.user_id, t.division_id, a.safety, a.comment, a.answered_at
  from anpi_check_targets t
  left join anpi_answers a
    on a.check_id = t.check_id and a.user_id = t.user_id and a.tenant_id = t.tenant_id
  where t.tenant_id = p_tenant_id and t.user_id = any(p_user_ids)
  order by t.user_id, t.check_id desc;
end
$$;

-- A division's page: the division, the names above it (the top first) and who last edited its
-- comment (an id of the tenant's; null when nobody did or they are gone). No row when the tenant
-- has no such division.
create function division_info(p_tenant_id bigint, p_division_id bigint)
returns table (division divisions, parent_names json, editor_fullname text)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with recursive up(id, parent_id, name, depth) as (
    select d.id, d.parent_id, d.name, 0 from divisions d
      where d.tenant_id = p_tenant_id and d.id = p_division_id
    union all
    select p.id, p.parent_id, p.name, up.depth + 1 from divisions p
      join up on p.id = up.parent_id where p.tenant_id = p_tenant_id and up.depth < 64
  )
  select d,
    coalesce((select json_agg(up.name order by up.depth desc) from up where up.depth > 0), '[]'::json),
    (select e.fullname from users e where e.tenant_id = p_tenant_id and e.id = d.comment_editor_id)
  from divisions d where d.tenant_id = p_tenant_id and d.id = p_division_id;
end
$$;

-- The presence of the people of the tenant among p_user_ids (a person without a status row has a
-- null status); an id that is no person of the tenant has no row.
create function presence_of_people(p_tenant_id bigint, p_user_ids bigint[])
returns table (user_id bigint, status text)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select u.id, p.status from users u
  left join user_presence p on p.user_id = u.id and p.tenant_id = u.tenant_id
  where u.tenant_id = p_tenant_id and u.id = any(p_user_ids);
end
$$;

-- Every request's session check (0017) in one query instead of two.
create or replace function session_versions(p_id_hash text)
returns table (
  tenant_id bigint,
  user_id bigint,
  last_seen_at timestamptz,
  enabled boolean,
  user_version text,
  tenant_version text,
  session_idle_minutes integer
)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select s.tenant_id, s.user_id, s.last_seen_at, u.enabled, u.xmin::text, t.xmin::text,
    t.session_idle_minutes
  from sessions s
  join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
  join tenants t on t.id = s.tenant_id
  where s.id_hash = p_id_hash;
end
$$;
