import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { excessDeclarations } from '../../functions/src/http/route-context';

// The second half of declared rights. The first: every local run refuses what a route (or the
// mailer) did not declare (route-context.ts, on the table client and the mail sender), so a missing
// declaration fails the test that reaches it. This catches the other way round: a declared right the
// code never used. The API tests drive every call through the local server and the mailer, which run
// in this process and record what each used. When the whole API projects ran and passed, every route
// it called, and the mailer, must have used every right declared, or the run fails naming which.
// After a partial run (one file, a name filter, a failure) some paths did not run, so nothing is
// concluded: the result depends only on which tests exist, not on which ran first.

/** The API files, in two projects (vitest.config.ts: those that set the functions' settings apart). */
const PROJECTS = ['api', 'api-settings'];

function allPassed(module: TestModule): boolean {
  return [...module.children.allTests()].every((test) => test.result().state === 'passed');
}

export default class DeclaredRightsReporter implements Reporter {
  private vitest: Vitest | undefined;
  /** Every file of the API projects, whatever the filters of this run. */
  private apiFiles: string[] = [];

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  async onTestRunStart(): Promise<void> {
    const projects = this.vitest?.projects.filter((candidate) => PROJECTS.includes(candidate.name)) ?? [];
    this.apiFiles = (await Promise.all(projects.map(async (project) => (await project.globTestFiles()).testFiles))).flat();
  }

  // Synchronous, so its verdict prints before the summary line that ends the run.
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason): void {
    if (this.apiFiles.length === 0 || reason !== 'passed') return;
    const ran = testModules.filter((module) => PROJECTS.includes(module.project.name));
    if (ran.length === 0) return;
    const complete = this.apiFiles.every((file) => ran.some((module) => module.moduleId === file)) && ran.every(allPassed);
    if (!complete) {
      console.log('\nDeclared rights: only part of the API tests ran, so unused declarations were not checked.');
      return;
    }
    const excess = excessDeclarations();
    if (excess.length === 0) return;
    console.error('\nDeclared rights wider than the code (shared/src/api/route-table.ts, functions/src/mailer/mailer-settings.ts):');
    console.error('the API tests ran these functions, and they never used these rights. Remove them, or add the test that exercises them.');
    for (const { name, unused } of excess) console.error(`  ${name}: ${unused.join(', ')}`);
    process.exitCode = 1;
  }
}
