// What other domains may use of baggage messages: nothing yet. Bags carry what the messages said of them
// (baggage/tables.ts, deleted_at and offload_at), which the scan reads there.
export {};
