-- Talk (002 §3): rooms, their participants, messages, favourites and files. Files live in the
-- database (bytea) so every server node serves them. Every row carries tenant_id, and the rows of
-- a room reference it by (tenant_id, id), so no row can point into another tenant's room.
create table talk_rooms (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  group_talk boolean not null,
  -- A group's own title; null shows the participants' names.
  title text,
  created_by bigint references users (id) on delete set null,
  -- One-to-one: the two user ids, lower first ("12:34"), so a pair has one room.
  direct_key text,
  last_message_id bigint,
  last_activity_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create unique index talk_rooms_direct_idx on talk_rooms (tenant_id, direct_key) where direct_key is not null;

-- last_read_message_id: the newest message the participant has read. A message's read count is
-- the number of participants other than its sender whose last read is at least its id.
create table talk_participants (
  tenant_id bigint not null,
  room_id bigint not null,
  user_id bigint not null references users (id) on delete cascade,
  last_read_message_id bigint not null default 0,
  joined_at timestamptz not null default now(),
  primary key (room_id, user_id),
  foreign key (tenant_id, room_id) references talk_rooms (tenant_id, id) on delete cascade
);
-- The room list: a user's rooms.
create index talk_participants_user_idx on talk_participants (tenant_id, user_id, room_id);

create table talk_messages (
  id bigint generated always as identity primary key,
  tenant_id bigint not null,
  room_id bigint not null,
  sender_id bigint not null references users (id) on delete cascade,
  message_type text not null check (message_type in ('TEXT', 'IMAGE', 'OTHER_FILE')),
  -- The text, or the file's name; emptied when removed.
  body text not null default '',
  removed boolean not null default false,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, room_id) references talk_rooms (tenant_id, id) on delete cascade
);
-- History paging (newer / older than an id) and unread counts.
create index talk_messages_room_idx on talk_messages (tenant_id, room_id, id);

create table talk_files (
  message_id bigint primary key references talk_messages (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  file_name text not null,
  mime_type text not null,
  file_size integer not null check (file_size >= 0),
  content bytea not null,
  -- Images only: a JPEG of at most 320 px a side.
  thumbnail bytea
);

create table talk_favorites (
  tenant_id bigint not null,
  user_id bigint not null references users (id) on delete cascade,
  room_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (user_id, room_id),
  foreign key (tenant_id, room_id) references talk_rooms (tenant_id, id) on delete cascade
);
