import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE, type MetricName } from './metric-names';

// Counts written as CloudWatch Embedded Metric Format lines on stdout (Powertools Metrics): CloudWatch
// turns them into metrics from the logs, with no call to CloudWatch and no SDK in the bundle.

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

/** Off Lambda the EMF lines follow LOG_LEVEL like every other line: an error-only or silent run prints none. */
function quiet(): boolean {
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) return false;
  const level = (process.env.LOG_LEVEL ?? 'info').toLowerCase();
  return level === 'error' || level === 'silent' || level === 'critical';
}

export function count(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** A level measured now, not a count of events (an alarm reads its Maximum); CloudWatch has no Minutes unit, so Count. */
export function gauge(name: MetricName, value: number): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** Writes what was counted since the last publish (one EMF line); nothing when nothing was counted. */
export function publishMetrics(): void {
  if (!metrics.hasStoredMetrics()) return;
  if (quiet()) metrics.clearMetrics();
  else metrics.publishStoredMetrics();
}

/**
 * The ColdStart metric, once per execution environment (Powertools keeps track). Under the service
 * dimension alone, not per function: a metric per function would cost $0.30 a month for each call.
 */
export function countColdStart(): void {
  if (!quiet()) metrics.captureColdStartMetric();
}
