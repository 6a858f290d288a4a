-- The directory search index, kept by reindexPeople. Every key is already normalised (width, kana,
-- voiced marks, long vowels, variant kanji, romaji spelling), so a query compares plain text.

-- One row per searchable person (enabled users); the sort key is the normalised kana reading.
create table search_people (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  sort_key text collate "C" not null,
  user_type text not null,
  primary key (tenant_id, user_id)
);
create index search_people_sort_idx on search_people (tenant_id, sort_key, user_id);

-- The normalised values of each field, for verifying a match and for the ASCII fields (e-mail,
-- phone digits, employee number) that are matched by trigram or by prefix instead of by n-gram.
create table search_values (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  field text collate "C" not null,
  value text collate "C" not null
);
create index search_values_user_idx on search_values (tenant_id, user_id, field);
create index search_values_prefix_idx on search_values (tenant_id, field, value);
create index search_values_trgm_idx on search_values using gin (value gin_trgm_ops);

-- Postings: every one- and two-character gram of a person's values in a scope (names, other texts,
-- their prefixes), division ids (own and ancestors), tags. Ordered like the result list, so the first
-- page of a one- or two-character query is the first rows of one index range.
create table search_grams (
  tenant_id bigint not null,
  scope text collate "C" not null,
  gram text collate "C" not null,
  sort_key text collate "C" not null,
  user_id bigint not null,
  primary key (tenant_id, scope, gram, sort_key, user_id)
);
create index search_grams_user_idx on search_grams (tenant_id, user_id);

-- How many people each posting list holds: the exact count of a one-gram query and the planner's
-- way to start from the rarest gram.
create table search_gram_counts (
  tenant_id bigint not null,
  scope text collate "C" not null,
  gram text collate "C" not null,
  people integer not null,
  primary key (tenant_id, scope, gram)
);
