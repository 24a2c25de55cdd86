// Alarms that page someone when the API fails: server errors at the API, and errors in any call's Lambda.
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** CloudWatch lets one metric math alarm read at most 10 metrics. */
const METRICS_PER_ALARM = 10;
const PERIOD = Duration.minutes(5);

export interface AlarmsProps {
  api: HttpApi;
  functions: IFunction[];
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

    this.add('Api5xx', 'The API answered with a server error (5xx)', props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }));

    // Lambda errors over all functions, summed, in as few alarms as the 10-metric limit allows.
    for (let start = 0, group = 1; start < props.functions.length; start += METRICS_PER_ALARM, group += 1) {
      const chunk = props.functions.slice(start, start + METRICS_PER_ALARM);
      const usingMetrics = Object.fromEntries(chunk.map((fn, index) => [`e${index}`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' })]));
      const expression = new MathExpression({ expression: 'SUM(FILL(METRICS(), 0))', usingMetrics, period: PERIOD, label: 'Lambda errors' });
      this.add(`LambdaErrors${group}`, `A call's Lambda failed (functions ${start + 1}-${start + chunk.length})`, expression);
    }
  }

  private add(id: string, description: string, metric: IMetric): void {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not a failure.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
