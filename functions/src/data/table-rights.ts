import type { TableAction } from '@hostel/shared/api/route-table';
import { assertRouteMay, runningLabel, UndeclaredRight, type Right } from '../http/route-context';

// The rights each DynamoDB command needs, as IAM counts them: a transaction needs the action of
// each of its parts, a query of the index needs the right on the index. The one client
// (db-client.ts) checks every command here, so no repository can skip it.

type Input = Record<string, unknown>;

const TRANSACT_PARTS: Record<string, TableAction> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

const SIMPLE: Record<string, Right> = {
  GetItemCommand: 'GetItem',
  PutItemCommand: 'PutItem',
  UpdateItemCommand: 'UpdateItem',
  DeleteItemCommand: 'DeleteItem',
  BatchGetItemCommand: 'BatchGetItem',
  BatchWriteItemCommand: 'BatchWriteItem',
  // IAM authorizes TransactGetItems per item as GetItem.
  TransactGetItemsCommand: 'GetItem',
};

/** The rights a command needs, or undefined when no route may send it (Scan, PartiQL, table admin). */
export function rightsFor(commandName: string, input: Input): Right[] | undefined {
  const simple = SIMPLE[commandName];
  if (simple) return [simple];
  if (commandName === 'QueryCommand') return [input.IndexName ? 'QueryIndex' : 'Query'];
  if (commandName === 'TransactWriteItemsCommand') {
    const parts = (input.TransactItems ?? []) as Record<string, unknown>[];
    return [
      ...new Set(
        parts.flatMap((part) =>
          Object.keys(part)
            .map((kind) => TRANSACT_PARTS[kind])
            .filter((action) => action !== undefined),
        ),
      ),
    ];
  }
  return undefined;
}

/** Refuses a command the running route did not declare; Scan is refused everywhere. */
export function checkDeclaredRights(commandName: string, input: Input): void {
  if (commandName === 'ScanCommand') throw new UndeclaredRight('Scan reads the whole table: no code may use it; query a key range instead');
  const rights = rightsFor(commandName, input);
  if (rights) {
    assertRouteMay(rights);
    return;
  }
  const current = runningLabel();
  if (current) throw new UndeclaredRight(`${current} sent ${commandName}, which nothing may declare`);
}
