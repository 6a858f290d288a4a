-- Whatever ends a session (sign-out, a password change or reset, disabling, SCIM, an import, the
-- idle purge) deletes its row; every node then hears it at commit on `kizuna_sessions_ended`,
-- with ids only, and closes the event sockets of sessions that are no longer alive. PostgreSQL
-- sends one notification per distinct payload of a transaction: one per person, however many of
-- their sessions went.
create function notify_sessions_ended() returns trigger language plpgsql as $$
begin
  perform pg_notify(
    'kizuna_sessions_ended',
    json_build_object('tenantId', old.tenant_id, 'userId', old.user_id)::text
  );
  return null;
end;
$$;
create trigger sessions_deleted_notify after delete on sessions
  for each row execute function notify_sessions_ended();
