import type * as z from 'zod/mini';

// CSV as RFC 4180 writes it, from the API's own views: one column per leaf field of the view's schema
// (nested objects flattened as `guest_info.full_name`, lists joined by spaces), so a field added to a
// view gets its column with no change here. A header row, CRLF line ends, one row per record.

type Row = Record<string, unknown>;

interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  innerType?: { _zod: { def: SchemaDef } };
}

/** The dotted paths of a view schema's leaf fields, in the schema's order. */
export function columnsOf(schema: z.ZodMiniType): string[] {
  const walk = (def: SchemaDef, prefix: string): string[] => {
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType)
      return walk(def.innerType._zod.def, prefix);
    if (def.type !== 'object' || !def.shape) return [prefix];
    return Object.entries(def.shape).flatMap(([key, field]) => walk(field._zod.def, prefix ? `${prefix}.${key}` : key));
  };
  return walk(schema._zod.def as unknown as SchemaDef, '');
}

function valueAt(row: Row, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Row)[key] : undefined), row);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(text).join(' ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One field: a cell a spreadsheet would run as a formula (=, +, -, @, or a tab or CR first) gets a `'`
 * in front (OWASP's advice); a field with a comma, quote or line break is quoted, its quotes doubled.
 */
export function csvField(value: unknown): string {
  let cell = text(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The file: the header row, then one row per record, every line ended by CRLF. */
export function toCsv(columns: string[], rows: Row[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => valueAt(row, column)))];
  return lines.map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}
