-- The action log outlives the people in it. Its actor was a foreign key that set itself to null
-- when the person was deleted, an update the append-only trigger refuses, so nobody who had ever
-- signed in could be deleted. The actor id is now a plain number, and each entry names its actor
-- in actor_label as they were when they acted, so the entry still says who after they are gone.
alter table admin_action_log drop constraint if exists admin_action_log_actor_user_id_fkey;
