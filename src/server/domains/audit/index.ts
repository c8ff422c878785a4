// Who changed what, when and from where. Every domain that changes a record writes its row here, through this
// index: `audit(tx, call, { entity, entity_id, action, changes })` in the transaction of the change.
export {
  audit,
  auditRowsAbout,
  changesOf,
  countAuditRowsAbout,
  systemActor,
  type AuditEntry,
  type AuditSubjects,
} from './service';
