// `npm run bench`: prints figures; nothing here passes or fails on a time. `npm run bench -- --quick`
// (or BENCH_QUICK=1) runs every bench with small counts, as npm test does (benchmarks.test.ts).
import { benchApiLatency } from './api-latency';
import { benchStack } from './bench-stack';
import { benchCalendarPaint } from './calendar-paint';
import { benchColdAnswers } from './cold-answers';
import { benchLambdaBundles } from './lambda-bundles';
import { benchRatesRead } from './rates-read';
import { benchReports } from './reports-bench';
import { benchReservations } from './reservations-bench';
import { benchRouteSizes } from './route-sizes';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

// One stack for the API benches (the handlers read the table's address once per process). In quick mode
// it starts while the sizes are measured; in full mode after the cold loads, whose CPU figures the JVM's
// start and warm-up beside them would move.
let starting = quick ? benchStack() : undefined;
starting?.catch(() => undefined);
try {
  await benchRouteSizes();
  await benchLambdaBundles({ quick });
  starting ??= benchStack();
  const stack = await starting;
  await benchColdAnswers(stack, { quick });
  await benchApiLatency(stack, { quick });
  await benchRatesRead(stack, { quick });
  await benchReservations(stack, { quick });
  await benchReports(stack, { quick });
  await benchCalendarPaint(stack, { quick });
} finally {
  await (await starting?.catch(() => undefined))?.stop();
}
