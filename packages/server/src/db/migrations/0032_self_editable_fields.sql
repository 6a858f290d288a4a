-- Which user edit fields (`/settings/user/{id}`) the tenant's people may change themselves, as the
-- company administrator chose them (002 §7 settings, 001 §6 proxy edit). Null follows the view
-- columns: position, web page and remarks, and the phones, second e-mail and comment when the
-- directory list shows their column. Those with edit authority may change every field.
alter table tenants
  add column self_editable_fields text[];
