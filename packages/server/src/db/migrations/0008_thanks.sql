-- Thanks (002 §3): cards between people of a tenant, their receivers with reactions, stamps,
-- hashtags and likes; the tenant's settings and stamps; visits of the feed for the access log.
-- Every row carries tenant_id, and the rows of a card reference it by (tenant_id, id).

-- One row per tenant once an administrator saves; without one the defaults apply.
create table thanks_settings (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  point_limit integer not null default 300 check (point_limit between 100 and 9999),
  -- ISO weekday the weekly points reset on (00:00 Japan time): 1 Monday … 7 Sunday.
  reset_day_of_week smallint not null default 1 check (reset_day_of_week between 1 and 7),
  -- Day of the month the tally closes on; 0 is the end of the month.
  close_date smallint not null default 0 check (close_date in (0, 5, 10, 15, 20, 25)),
  notification_on boolean not null default false,
  updated_at timestamptz not null default now()
);

create table thanks_stamps (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  heading text not null,
  color text not null,
  icon text not null,
  is_effective boolean not null default true,
  -- Removed stamps stay for the cards that carry them.
  removed boolean not null default false,
  created_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create index thanks_stamps_tenant_idx on thanks_stamps (tenant_id, id) where not removed;

create table thanks_cards (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  from_user_id bigint not null references users (id) on delete cascade,
  message text not null,
  -- Points each receiver got; cost is what the sender spent (point × receivers).
  point integer not null check (point >= 0),
  cost integer not null check (cost >= 0),
  sent_at timestamptz not null default now(),
  unique (tenant_id, id)
);
-- The feed (newest first) and the sent filter; the sender's week of spent points.
create index thanks_cards_feed_idx on thanks_cards (tenant_id, id desc);
create index thanks_cards_from_idx on thanks_cards (tenant_id, from_user_id, id desc);
create index thanks_cards_sent_at_idx on thanks_cards (tenant_id, sent_at);

create table thanks_card_receivers (
  tenant_id bigint not null,
  card_id bigint not null,
  user_id bigint not null references users (id) on delete cascade,
  -- 0 until the receiver reacts; 1 happy, 2 will try hard, 3 well done, 4 surprised.
  reaction smallint not null default 0 check (reaction between 0 and 4),
  seen boolean not null default false,
  primary key (card_id, user_id),
  foreign key (tenant_id, card_id) references thanks_cards (tenant_id, id) on delete cascade
);
-- The received filter, received points and the unseen count.
create index thanks_card_receivers_user_idx on thanks_card_receivers (tenant_id, user_id, card_id desc);

create table thanks_card_stamps (
  tenant_id bigint not null,
  card_id bigint not null,
  position smallint not null,
  stamp_id bigint not null,
  primary key (card_id, position),
  foreign key (tenant_id, card_id) references thanks_cards (tenant_id, id) on delete cascade,
  foreign key (tenant_id, stamp_id) references thanks_stamps (tenant_id, id) on delete cascade
);

create table thanks_card_hashtags (
  tenant_id bigint not null,
  card_id bigint not null,
  tag text not null,
  primary key (card_id, tag),
  foreign key (tenant_id, card_id) references thanks_cards (tenant_id, id) on delete cascade
);
create index thanks_card_hashtags_tag_idx on thanks_card_hashtags (tenant_id, tag);

-- One like per person and card: liking again, or twice at once, changes nothing.
create table thanks_likes (
  tenant_id bigint not null,
  card_id bigint not null,
  user_id bigint not null references users (id) on delete cascade,
  liked_at timestamptz not null default now(),
  primary key (card_id, user_id),
  foreign key (tenant_id, card_id) references thanks_cards (tenant_id, id) on delete cascade
);
create index thanks_likes_tenant_idx on thanks_likes (tenant_id, liked_at);

-- Visits of the feed (its first page), kept one year.
create table thanks_access_log (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  accessed_at timestamptz not null default now()
);
create index thanks_access_log_tenant_idx on thanks_access_log (tenant_id, accessed_at);
