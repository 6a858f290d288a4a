-- Whether clicking a number asks before the call is placed; on unless the user turns it off.
alter table user_settings add column confirm_before_calling boolean not null default true;
