-- The directory's people say whether the viewer may talk with them (`talkAvailable`): the talk
-- rule reads whether the person is an administrator and enabled, which directory_items now
-- answers too. Same arguments and result; only two columns more in each item.
create or replace function directory_items(p_tenant_id bigint, p_user_ids bigint[])
returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    with divisions_of as (
      select ud.user_id, json_agg(json_build_object('id', d.id, 'name', d.name)
          order by ud.is_primary desc, ud.sort, d.id) as list
      from user_divisions ud join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
      where ud.user_id = any(p_user_ids) and ud.tenant_id = p_tenant_id
      group by ud.user_id
    ), chats_of as (
      select c.user_id, json_agg(json_build_object('slot', c.slot, 'client', c.client,
          'account_id', c.account_id) order by c.slot) as list
      from user_chat_accounts c where c.user_id = any(p_user_ids) and c.tenant_id = p_tenant_id
      group by c.user_id
    ), columns_of as (
      select coalesce(array_agg(v.column_type order by v.sort, v.column_type), '{}') as list
      from tenant_view_columns v where v.tenant_id = p_tenant_id
    ), items as (
      select u.id, u.user_type, u.fullname, u.fullname_kana, u.fullname_alphabet, u.position, u.post,
        u.account_id, u.extension_num, u.office_link_extension_num, u.company_mobile_num,
        u.personal_mobile_num, u.phone_num, u.mobile_num, u.email, u.email2, u.web_ex_url,
        u.zoom_account, u.o365_account, u.mobile_latitude, u.mobile_longitude, u.pc_mac_address,
        u.mobile_mac_address, u.ex_beacon_tag_id, u.ble_id, u.comment, u.skill,
        u.tenant_cucm_adapter_settings_id, u.pbx_partition, u.is_admin, u.enabled,
        u.face_image_updated_at is not null as has_face_image, p.status as presence_status,
        r.user_id is not null as gotalk_role, coalesce(dv.list, '[]'::json) as divisions,
        coalesce(ch.list, '[]'::json) as chats, vc.list as view_columns
      from users u
      cross join columns_of vc
      left join user_presence p on p.user_id = u.id and p.tenant_id = u.tenant_id
      left join user_virtual_roles r on r.user_id = u.id and r.tenant_id = u.tenant_id
        and r.role = 'USER_GOTALK_AVAILABLE'
      left join divisions_of dv on dv.user_id = u.id
      left join chats_of ch on ch.user_id = u.id
      where u.tenant_id = p_tenant_id and u.id = any(p_user_ids)
    )
    select coalesce(json_agg(items), '[]'::json) from items
  );
end
$$;
