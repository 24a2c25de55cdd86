// The one DynamoDB table, declared from the same definition the local runtime creates its table from.
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '@hostel/functions/data/table-definition';

export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      // On-demand: no capacity to pay for while the hostel sleeps.
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // The mailer reads new outbox items from it.
      stream: StreamViewType[tableDefinition.streamViewType],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Guests' bookings outlive any stack mistake: neither a delete nor a replacement drops them.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
