import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Sentences left in the API's code, read from the source (shared/src/api, the functions, the web's own schemas):
// every message is named by id, so tests/unit/api-messages.test.ts fails on one that is not a known exception.
// A template's `${…}` becomes a `{{name}}` placeholder.

export interface MessageLiteral {
  where: string;
  /** The text, each `${expression}` written `{{name}}` (the expression's last word, else `value`). */
  text: string;
}

const SHARED = ['shared/src/api', 'shared/src/domain/password-policy.ts', 'shared/src/domain/unit-names.ts'];
const FUNCTIONS = ['functions/src'];
// The web's own zod schemas and failure texts, shown through the same catalog.
const WEB = [
  'web/src/features/shell/search-query.ts',
  'web/src/features/reservations/reservations-search.ts',
  'web/src/lib/api-client.ts',
  'web/src/lib/use-form.ts',
];
// Code with no word for an API answer: the data layer (typed errors, data-error-messages.test.ts), the mails
// (their own catalogs), settings and rights checks (for operators), the route table (DynamoDB action names),
// the logs and the metrics' names (for CloudWatch).
const NOT_ANSWERS = [
  'functions/src/data/',
  'functions/src/email/',
  'functions/src/mailer/',
  // The channel pusher, like the mailer: its words are log lines for operators (a resync's failure is a 500).
  'functions/src/channel-manager/channel-push',
  'functions/src/channel-manager/push-',
  'functions/src/calendar-sync/conflict-',
  'functions/src/config.ts',
  // The channel manager's adapter and port: a failure is a kind its callers answer by id; details are Channex's own words.
  'functions/src/channel-manager/channel-manager-port.ts',
  'functions/src/channel-manager/channex-',
  'functions/src/channel-manager/api-key-sealing.ts', // a refused seal is a 500 for operators, never an answer's words
  'functions/src/secrets.ts',
  'functions/src/http/route-context.ts',
  'functions/src/http/route-registry.ts',
  'functions/src/http/logger.ts',
  'functions/src/http/metric-names.ts',
  'functions/src/http/metrics.ts',
  'shared/src/api/route-table.ts',
  'shared/src/api/route-definition.ts',
  'shared/src/api/account-routes.ts',
  'shared/src/api/property-routes.ts',
  'shared/src/api/team-routes.ts',
  'shared/src/api/guest-routes.ts',
  'shared/src/api/reservation-routes.ts',
  'shared/src/api/channel-routes.ts',
  'shared/src/api/booking-page-routes.ts',
  'shared/src/api/endpoints.ts',
];
/** Literals in those files that no one reads as a message (names of things, a feed's own words). */
export const NOT_MESSAGES = new Set([
  'Not available', // the published iCal feed's event title (calendar apps read it, for the property)
  'HostelReservations-iCal/1.0', // the fetcher's User-Agent
  'The calendar sync', // a setting's owner, in an operator's error
  'MalformedFeed',
  'FetchRefused',
  'GetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
  'QueryIndex',
  'The guest, on the booking page', // a history entry's author: data the web names in its own words
  'The guest, by their private link',
  'The booking page, as the guest did not confirm in time',
  'Calendar import: {{feedName}}',
  'Channel manager', // the author of a channel booking's history entries, as iCal's
  'Deleted guest', // an erased guest's name
  'Open', // a night's status value (rate-schemas.ts), not a sentence
  'Close',
  'Accept-Language', // a header's name
  'ApiError', // an error class's name
  'English',
  'Español (Argentina)',
]);

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

function placeholderName(expression: ts.Expression, sf: ts.SourceFile): string {
  const text = expression.getText(sf);
  const word = /^[\w.]+$/.test(text) ? text.split('.').pop() : undefined;
  return word && /^[a-z]\w*$/i.test(word) ? word : 'value';
}

function textOf(node: ts.Node, sf: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `{{${placeholderName(span.expression, sf)}}}${span.literal.text}`).join('');
  return undefined;
}

/** A sentence or a label: words, beginning with a capital or a placeholder. */
const looksLikeWords = (text: string) =>
  /^(\{\{\w+\}\}|[A-Z][a-z' ])/.test(text) &&
  /[A-Za-z]{2}/.test(text.replace(/\{\{\w+\}\}/g, '')) &&
  // A key, a cookie or an address built from values is not a sentence.
  !/[=@]/.test(text) &&
  !(text.includes('{{') && !text.includes(' '));

function literalsOf(root: string, file: string): MessageLiteral[] {
  const sf = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: MessageLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    // A log line is for operators.
    if (ts.isCallExpression(node) && /\blog\b|console/.test(node.expression.getText(sf))) return;
    const text = textOf(node, sf);
    if (text !== undefined && looksLikeWords(text) && !NOT_MESSAGES.has(text)) {
      found.push({ where: `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`, text });
    }
    // Identifiers in key positions, property names and the like are not texts; nested templates are read as their parts.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(sf);
  return found;
}

/** Every message literal of the API's code. */
export function apiMessageLiterals(root: string): MessageLiteral[] {
  return [...SHARED, ...FUNCTIONS, ...WEB]
    .flatMap((path) => files(join(root, path)).map((file) => relative(root, file)))
    .filter((file) => file.endsWith('.ts') && !NOT_ANSWERS.some((skipped) => file.startsWith(skipped)))
    .flatMap((file) => literalsOf(root, file));
}

/** A text's form with its placeholders unnamed and runs of them as one, to compare a template with a catalog key. */
export const shapeOf = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '{{}}').replace(/(\{\{\}\})+/g, '{{}}');
