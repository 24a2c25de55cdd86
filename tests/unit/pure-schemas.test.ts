import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A function's bundle keeps only the schemas its call uses: esbuild drops a top-level declaration whose value is
// an unused pure call, but not one that calls anything else (zod's own no-side-effects marks are not honoured
// across modules). So every top-level value of shared/src/api that calls something is built in a pure IIFE:
// `const x = /* @__PURE__ */ (() => z.object(…))();`. The route tables and the endpoint list stay as they are.

const API = join(__dirname, '../../shared/src/api');
const modules = readdirSync(API).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('-routes.ts') && !['route-table.ts', 'endpoints.ts'].includes(file),
);

/** Whether evaluating `node` calls anything, function bodies aside (they run only when called). */
function calls(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, calls) ?? false;
}

function isPureIife(source: ts.SourceFile, value: ts.Expression): boolean {
  if (!ts.isCallExpression(value) || value.arguments.length > 0) return false;
  const callee = value.expression;
  if (!ts.isParenthesizedExpression(callee) || !ts.isArrowFunction(callee.expression) || callee.expression.parameters.length > 0)
    return false;
  // The mark sits between `=` and the call: the trivia before the value's first token.
  return source.text.slice(value.pos, value.getStart(source)).includes('/* @__PURE__ */');
}

describe('the API schemas a bundle can leave out', () => {
  it('finds the modules', () => {
    expect(modules.length).toBeGreaterThan(15);
  });

  it.each(modules)('%s builds each top-level value that calls something in a pure IIFE', (file) => {
    const source = ts.createSourceFile(file, readFileSync(join(API, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const eager: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) {
        if (ts.isExpressionStatement(statement) && calls(statement))
          eager.push(`line ${source.getLineAndCharacterOfPosition(statement.pos).line + 1}`);
        continue;
      }
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (value && calls(value) && !isPureIife(source, value)) eager.push(declaration.name.getText(source));
      }
    }
    expect(eager).toEqual([]);
  });
});
