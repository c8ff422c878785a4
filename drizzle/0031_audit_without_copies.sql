-- Claims' audit rows written before these two fields were left out of the trail: a claim's passenger_name is a copy of
-- its passenger's name (kept by triggers, erased with the passenger, whose own rows record its changes), and its
-- check_code is the passenger's proof. Their values in those rows become the marker, as an erasure does.
SELECT "tarmac_erase_audit_values"(
  'claim',
  ARRAY(SELECT DISTINCT "entity_id" FROM "audit_log" WHERE "entity" = 'claim' AND "changes" ?| ARRAY['passenger_name', 'check_code']),
  ARRAY['passenger_name', 'check_code']
);
