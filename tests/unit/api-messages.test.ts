import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { registerBody } from '../../shared/src/api/account-schemas';
import type { RouteDefinition } from '../../shared/src/api/route-definition';
import { routeTable } from '../../shared/src/api/route-table';
import { zodMessages } from '../../shared/src/api/zod-messages';
import { negotiateLanguage } from '../../shared/src/i18n/accept-language';
import { messageOfIssue, messageOfReference } from '../../shared/src/i18n/message';
import { renderSchemaMessage } from '../../shared/src/i18n/render-message';
import { searchQuery } from '../../web/src/features/shell/search-query';
import { apiMessageLiterals } from '../support/api-messages';

// The API's code names every message by id (docs/architecture/messages.md): no sentence is left where a
// message goes, the schemas' and zod's own messages are references by id, and each is said from its
// language's catalog.

const root = join(__dirname, '../..');

/** Words in the code that are not messages, each for its reason. */
const NOT_MESSAGES: readonly [where: RegExp, why: string][] = [
  [/^functions\/src\/calendar-sync\/stored-reasons\.ts:/, 'the sentences older syncs stored, read back as their messages'],
  [/^shared\/src\/domain\/password-policy\.ts:/, "the password hint, the web catalog's English (its Spanish is the web's)"],
  [/^functions\/src\/(accounts\/throttle|reservations\/idempotent-request)\.ts:/, 'an internal error, answered as the generic 500'],
  [/^functions\/src\/channel-manager\/channel-manager-port\.ts:/, "an error's name and a log's words"],
  [/^functions\/src\/secret-value\.ts:/, 'a failed read of the signing secret, logged for operators and answered as the generic 500'],
  [/^web\/src\/lib\/(api-client|use-form)\.ts:/, "the client's own fallbacks in English, said by id in other languages"],
];

describe('messages by id', () => {
  test('no sentence is left in the code where a message goes', () => {
    const literals = apiMessageLiterals(root).filter((literal) => !NOT_MESSAGES.some(([where]) => where.test(literal.where)));
    expect(literals.map((literal) => `${literal.where}: ${literal.text}`)).toEqual([]);
  });

  test("zod's own words are a message by id too: zod's English, and Spanish", () => {
    const issues = z
      .object({ a: z.string(), b: z.array(z.number()).check(z.minLength(2)) })
      .safeParse({ a: 1, b: [1] }, { error: zodMessages });
    const said = (issues.error?.issues ?? []).map((issue) => messageOfIssue(issue.message));
    expect(said).toEqual([{ id: 'validation.invalidInput' }, { id: 'validation.invalidInput' }]);
    expect(said.map((issue) => renderSchemaMessage(`message:${JSON.stringify(issue)}`))).toEqual(['Invalid input', 'Invalid input']);
    expect(renderSchemaMessage(issues.error!.issues[0]!.message, 'es-AR')).toBe('Dato no válido');
    // A parse without the map (zod's bare "Invalid input") is read as the same message.
    expect(messageOfIssue('Invalid input')).toEqual({ id: 'validation.invalidInput' });
    const strict = z.strictObject({ a: z.string() }).safeParse({ a: 'x', b: 1, c: 2 }, { error: zodMessages });
    expect(renderSchemaMessage(strict.error!.issues[0]!.message)).toBe('Unknown fields: b, c');
  });

  test('every issue of every route schema is a message by id, whatever a caller sends', () => {
    // Each field given each wrong kind of value in turn: every rule a schema words answers, and zod's own.
    const WRONG = [null, 12345, 1.5, -1, 'x', '', ' \u202e ', true, [], {}, 'x'.repeat(5000)];
    const fieldsOf = (schema: z.ZodMiniType): string[] => {
      const shape = (schema as { _zod?: { def?: { shape?: object; innerType?: z.ZodMiniType; in?: z.ZodMiniType } } })._zod?.def;
      if (shape?.shape) return Object.keys(shape.shape);
      const inner = shape?.innerType ?? shape?.in;
      return inner ? fieldsOf(inner) : [];
    };
    const plain: string[] = [];
    let issues = 0;
    for (const [name, route] of Object.entries(routeTable as Record<string, RouteDefinition>)) {
      for (const schema of [route.body, route.params, route.query] as (z.ZodMiniType | undefined)[]) {
        if (!schema) continue;
        const fields = fieldsOf(schema);
        const inputs = [undefined, {}, ...WRONG, ...WRONG.map((value) => Object.fromEntries(fields.map((field) => [field, value])))];
        for (const input of inputs) {
          for (const issue of schema.safeParse(input, { error: zodMessages }).error?.issues ?? []) {
            issues += 1;
            if (messageOfReference(issue.message) === undefined) plain.push(`${name} ${issue.path.join('.')}: ${issue.message}`);
          }
        }
      }
    }
    expect(issues, 'the inputs raised no issue: the check is broken').toBeGreaterThan(1000);
    expect([...new Set(plain)]).toEqual([]);
  });

  test("a schema's own message wins over zod's: the map only words what no schema worded", () => {
    const issues = registerBody.safeParse({ firstName: 'A' }, { error: zodMessages }).error?.issues ?? [];
    expect(issues.map((issue) => renderSchemaMessage(issue.message))).toContain('Name must be 2 to 50 characters');
  });
});

describe('client-side validation in Spanish', () => {
  const spanishIssues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => renderSchemaMessage(issue.message, 'es-AR'));

  test("the header search's messages and a shared schema's are said in Spanish, a label too", () => {
    expect(spanishIssues(searchQuery.safeParse({ q: 'a' }))).toEqual(['Búsqueda: debe tener entre 2 y 40 caracteres']);
    expect(spanishIssues(searchQuery.safeParse({ q: '' }))[0]).toBe('Escribí el nombre o el email de un huésped para buscar');
    const issues = spanishIssues(registerBody.safeParse({ firstName: 'A', propertyName: 'Casa', username: 'x', password: 'short' }));
    expect(issues).toContain('Nombre: debe tener entre 2 y 50 caracteres');
    expect(issues).toContain('Completá el CAPTCHA');
    expect(issues).toContain('Tenés que aceptar las condiciones de uso y la política de privacidad');
  });

  test("the same issues in English are the spec's words", () => {
    const english = (
      registerBody.safeParse({ firstName: 'A', propertyName: 'Casa', username: 'x', password: 'short' }).error?.issues ?? []
    ).map((issue) => renderSchemaMessage(issue.message));
    expect(english).toContain('Name must be 2 to 50 characters');
    expect(english).toContain('Please complete the CAPTCHA');
    expect(english).toContain('You must accept the terms of use and the privacy policy');
  });
});

describe('negotiateLanguage', () => {
  test('Spanish of any region is es-AR, English or nothing is English, q-values rank the tags', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('es')).toBe('es-AR');
    expect(negotiateLanguage('es-MX,es;q=0.9')).toBe('es-AR');
    expect(negotiateLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(negotiateLanguage('fr-FR, es;q=0.5, en;q=0.4')).toBe('es-AR');
    expect(negotiateLanguage('en;q=0.2, es-AR;q=0.9')).toBe('es-AR');
    expect(negotiateLanguage('es;q=0, de')).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
  });
});
