// `npm run bench`: prints figures; nothing here passes or fails on a time.
import { benchApiLatency } from './api-latency';
import { benchCalendarPaint } from './calendar-paint';
import { benchLambdaBundles } from './lambda-bundles';
import { benchRatesRead } from './rates-read';
import { benchReservations } from './reservations-bench';
import { benchRouteSizes } from './route-sizes';

await benchRouteSizes();
await benchLambdaBundles();
await benchApiLatency();
await benchRatesRead();
await benchReservations();
await benchCalendarPaint();
