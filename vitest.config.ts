import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// One convention: every test lives under tests/, one project per kind.

/** Unit files that set process settings the functions read once (config, table client): never share a worker. */
const UNIT_FILES_WITH_SETTINGS = [
  'tests/unit/config-cold-start.test.ts',
  'tests/unit/declared-rights.test.ts',
  'tests/unit/mail-metrics.test.ts',
  'tests/unit/request-logging.test.ts',
  'tests/unit/table-unavailable.test.ts',
  'tests/unit/transaction-conflicts.test.ts',
];
/** API files that set the functions' settings (a frozen table, a clock, counters read in process, a mail service of their own). */
const API_FILES_WITH_SETTINGS = [
  'tests/api/booking-metrics.test.ts',
  'tests/api/booking-page-hold.test.ts',
  'tests/api/calendar-import-runs.test.ts',
  'tests/api/calendar-import-shapes.test.ts',
  'tests/api/calendar-import-soak.test.ts',
  'tests/api/calendar-import-stops.test.ts',
  'tests/api/calendar-sync-schedule.test.ts',
  'tests/api/channel-bookings-changes.test.ts',
  'tests/api/channel-bookings-collect-races.test.ts',
  'tests/api/channel-bookings-race.test.ts',
  'tests/api/channel-bookings.test.ts',
  'tests/api/channel-connection-repository.test.ts',
  'tests/api/channel-manager-key-logs.test.ts',
  'tests/api/channel-push.test.ts',
  'tests/api/channel-resync.test.ts',
  'tests/api/crash-durability.test.ts',
  'tests/api/desk-takes-over-races.test.ts',
  'tests/api/hung-table.test.ts',
  'tests/api/mail-failure.test.ts',
  'tests/api/mail-outage.test.ts',
  'tests/api/payment-lost-answer.test.ts',
  'tests/api/rate-counters.test.ts',
  'tests/api/read-together.test.ts',
  'tests/api/receipt-race.test.ts',
  'tests/api/recoverable-deletion.test.ts',
  'tests/api/sign-in-throttle.test.ts',
  'tests/api/stay-type-races.test.ts',
];
/**
 * What every project on the shared local stack sets: the stack starts beside the first files
 * (stack-global-setup.ts) and a file that uses it waits until it answers (stack-ready.ts); the server
 * logs its failures only.
 */
const SHARED_STACK = {
  globalSetup: ['tests/support/stack-global-setup.ts'],
  setupFiles: ['tests/support/stack-ready.ts'],
  env: { LOG_LEVEL: 'error' },
};
// Vitest queues the projects of a group by name (api, bench, e2e, infra, unit), so the long infrastructure
// files (the type-check, the synth, the bundle budget) would start last and run alone at the end while the
// other cores idle. On a 2-core machine the run ends sooner when the long work starts first and the many
// short files fill in behind it: projects in this order, each project's files as Vitest orders them.
const PROJECT_ORDER = ['infra', 'e2e', 'bench', 'api-settings', 'api', 'unit-settings', 'unit'];

const rank = (spec: TestSpecification) => {
  const at = PROJECT_ORDER.indexOf(spec.project.name);
  return at === -1 ? PROJECT_ORDER.length : at;
};

class GateSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: within a project (and a group), Vitest's own order stays.
    return sorted
      .map((spec, at) => ({ spec, at }))
      .sort(
        (a, b) =>
          a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder ||
          rank(a.spec) - rank(b.spec) ||
          a.at - b.at,
      )
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/declared-rights-reporter.ts', './tests/support/summary-reporter.ts'],
    // Test files mostly wait on the one local stack (in the main process) and DynamoDB Local: on two
    // cores, Vitest's default of one worker would run every file after the other.
    maxWorkers: 4,
    // The long files first, the short ones behind them (GateSequencer above).
    sequence: { sequencer: GateSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: UNIT_FILES_WITH_SETTINGS,
          // Pure modules: files share their worker's loaded modules instead of loading them again per file
          // (measured: unit tests from about 27 s of CPU to 14 s, unit-settings included).
          isolate: false,
          environment: 'node',
          // Production's scrypt cost here, whatever the test stack's global setup put in this process's environment.
          env: { TEST_STACK_SCRYPT_LOG_N: '' },
          // A few unit tests run real scrypt (N=2^17): on a busy 2-core machine that takes seconds, not a failure.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // Unit files that set the functions' settings, which are read once per process: each in a worker of its own.
          name: 'unit-settings',
          include: UNIT_FILES_WITH_SETTINGS,
          environment: 'node',
          env: { TEST_STACK_SCRYPT_LOG_N: '' },
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/**/*.timing.test.ts', ...API_FILES_WITH_SETTINGS],
          // Files reach the stack over HTTP and share their worker's loaded modules (the functions' data
          // layer, the AWS SDK) instead of loading them again per file.
          isolate: false,
          ...SHARED_STACK,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // API files that point the functions' modules at a table or clock of their own: a worker each.
          name: 'api-settings',
          include: API_FILES_WITH_SETTINGS,
          ...SHARED_STACK,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // API tests that compare response times: run after every other test, one file at a time,
          // so the rest of the suite is not what they measure.
          name: 'api-timing',
          include: ['tests/api/**/*.timing.test.ts'],
          ...SHARED_STACK,
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Files run side by side (each test has its own context and owner) and share their worker's
          // loaded modules: playwright-core and the support modules load once per worker, not per file.
          isolate: false,
          ...SHARED_STACK,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page under load (scrypt runs, other suites on the same cores) may take seconds to show a
          // state: every expect.poll waits up to 20 s unless it says otherwise, never the 1 s default.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
      {
        test: {
          // Every bench of npm run bench in quick mode (small counts), beside the rest, on its own
          // stack: a broken bench fails the run; its figures are printed, never compared to a time.
          name: 'bench',
          include: ['tests/bench/**/*.test.ts'],
          // A process of its own: the stack it starts sets the environment its handlers read once.
          pool: 'forks',
          // Its sign-in figures are production's scrypt, and its sign-ups solve the local captcha, not the test
          // stack's cheaper ones (which the shared stack's setup put in this process's environment).
          env: { LOG_LEVEL: 'error', TEST_STACK_SCRYPT_LOG_N: '', CAPTCHA_COST: '', CAPTCHA_COUNTER_MAX: '' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
