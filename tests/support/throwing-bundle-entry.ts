// A bundle entry for tests/infra/deploy-bundle.test.ts: an unexpected failure, and its stack as an API call logs it.
import { sourceStack } from '../../functions/src/http/source-stack';

export function failUnexpectedly(): never {
  throw new Error('an unexpected failure');
}

export const handler = async () => {
  try {
    failUnexpectedly();
  } catch (error) {
    return { raw: (error as Error).stack, logged: sourceStack((error as Error).stack) };
  }
};
