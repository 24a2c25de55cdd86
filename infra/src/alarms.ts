// Alarms that page someone when the product fails, at a cost that does not grow with the number of calls:
// the API's share of server errors, the account's Lambda errors, and the product's own counts that mean
// money or guests lost (a booking failed on our side, a mail given up). Five alarm metrics in all.
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '../../functions/src/http/metric-names';

const PERIOD = Duration.minutes(5);

/** Below this many requests in a period the 5xx share is not judged: one error at 3 a.m. is not an outage. */
export const MIN_REQUESTS_PER_PERIOD = 10;
/** The share of requests (in percent) answered with a server error that pages someone. */
export const SERVER_ERROR_PERCENT = 5;

export interface AlarmsProps {
  api: HttpApi;
  /** Who is mailed when an alarm fires (SNS asks them to confirm first). */
  alarmEmail?: string | undefined;
}

export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Hostel API alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    // 5xx per request, judged only when enough people use the app; two metrics whatever the number of routes.
    const serverErrorRate = new MathExpression({
      expression: `IF(requests >= ${MIN_REQUESTS_PER_PERIOD}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: {
        errors: props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
        requests: props.api.metricCount({ period: PERIOD, statistic: 'Sum' }),
      },
      period: PERIOD,
      label: 'API 5xx (% of requests)',
    });
    this.add(
      'Api5xxRate',
      `At least ${SERVER_ERROR_PERCENT}% of API requests got a server error (5xx) in two of three 5-minute periods with ${MIN_REQUESTS_PER_PERIOD}+ requests`,
      serverErrorRate,
      SERVER_ERROR_PERCENT,
    );

    // Lambda's own aggregate over every function of the account and region (no dimension): one metric,
    // and it also covers functions no route reaches, such as a stream consumer.
    const lambdaErrors = new Metric({ namespace: 'AWS/Lambda', metricName: 'Errors', statistic: 'Sum', period: PERIOD });
    this.add(
      'LambdaErrors',
      'Lambda functions of this account and region failed (crash, timeout, init error) in two of three 5-minute periods',
      lambdaErrors,
      1,
    );

    // The functions' own counts (EMF lines, functions/src/http/metrics.ts), one dimension set each: a
    // guest who could not book, or a mail that will never arrive, is worth a page the first time.
    const productCount = (metricName: string) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: METRICS_SERVICE },
        statistic: 'Sum',
        period: PERIOD,
      });
    this.add(
      'BookingsFailed',
      'A booking (front desk or booking page) failed on our side (5xx): a guest or a sale was lost',
      productCount(METRIC.bookingsFailed),
      1,
      1,
    );
    this.add(
      'MailsGivenUp',
      'A mail will never be sent (refused for good by the mail service, or given up after a day of retries): a guest or a user will not get it',
      productCount(METRIC.mailsGivenUp),
      1,
      1,
    );
  }

  /** `periods`: how many of the last three 5-minute periods must breach (a lone API or Lambda failure is retried by the user or the stream). */
  private add(id: string, description: string, metric: IMetric, threshold: number, periods = 2): void {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: periods === 1 ? 1 : 3,
      datapointsToAlarm: periods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not a failure.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
