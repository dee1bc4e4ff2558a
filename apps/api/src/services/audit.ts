import type { HistoryEvent } from '@procure/contract';
import type { FastifyRequest } from 'fastify';
import { nowIso } from '../db/dialect';
import '../security/principal';
import type { Executor } from '../db/transaction';

/** Who did something: the signed-in user of the request, as the database names them now
 * (authenticate() reads the user on every request; a token's claims are never trusted for it). */
export type Actor = { id: number; name: string };
/** Who an audit row names: a user, or the system (no user id) for background steps such as
 * extraction. */
export type AuditActor = Actor | { id: null; name: string };
export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system' };
export function actorOf(request: FastifyRequest): Actor {
  const { principal } = request;
  if (!principal) throw new Error('actorOf needs a signed-in route');
  return { id: principal.id, name: principal.name };
}

export type AuditEntry = {
  entityType: string;
  entityId: number;
  action: string;
  field?: string;
  oldValue?: string | null;
  newValue?: string | null;
  reason?: string | null;
};

/** The one audit trail (who, when, what, field, old, new, why) for every kind of document.
 * Written in the transaction of the change it records, so neither exists without the other. */
export const recordAudit = (trx: Executor, entry: AuditEntry, actor: AuditActor) =>
  recordAudits(trx, [entry], actor);

/** Rows of this many entries go in one insert (ten parameters each). */
const AUDIT_ROWS_PER_INSERT = 500;

/** Several audit rows of one change (a review save of many lines), in their order, in a few
 * inserts rather than one a row. */
export async function recordAudits(trx: Executor, entries: AuditEntry[], actor: AuditActor) {
  const at = nowIso();
  const rows = entries.map((entry) => ({
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    field: entry.field ?? null,
    old_value: entry.oldValue ?? null,
    new_value: entry.newValue ?? null,
    reason: entry.reason ?? null,
    user_id: actor.id,
    user_name: actor.name,
    at,
  }));
  for (let start = 0; start < rows.length; start += AUDIT_ROWS_PER_INSERT)
    await trx
      .insertInto('audit_events')
      .values(rows.slice(start, start + AUDIT_ROWS_PER_INSERT))
      .execute();
}

/** A document's audit rows in full (field, old and new value), oldest first. */
export function auditRowsOf(db: Executor, entityType: string, entityId: number) {
  return db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

/** A document's history, oldest first. */
export async function historyOf(
  db: Executor,
  entityType: string,
  entityId: number,
): Promise<HistoryEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['action', 'user_name', 'at', 'reason'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ action: r.action, by: r.user_name, at: r.at, reason: r.reason }));
}
