import { expect, test } from 'vitest';
import { languageOf } from '../../shared/src/domain/languages';

test("a browser's language tag maps to the product's closest language, or to none", () => {
  expect(['es', 'es-AR', 'es-419', 'ES-es'].map(languageOf)).toEqual(['es-AR', 'es-AR', 'es-AR', 'es-AR']);
  expect(['en', 'en-US', 'en-GB'].map(languageOf)).toEqual(['en', 'en', 'en']);
  expect(['pt-BR', 'fr', 'eng', ''].map(languageOf)).toEqual([undefined, undefined, undefined, undefined]);
});
