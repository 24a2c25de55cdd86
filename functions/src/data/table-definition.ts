// The one table's shape. The local bootstrap creates it from this, and the CDK stack declares it from
// this, so the two cannot drift.

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes ephemeral items (tokens, sessions, counters) after it passes. */
  timeToLiveAttribute: 'expiresAt',
  /** The mailer reads new outbox items from the table's stream; keys are all it needs, so that is all it carries. */
  streamViewType: 'KEYS_ONLY',
  globalSecondaryIndexes: [
    // Overloaded index: each entity module documents what it puts in gsi1pk/gsi1sk.
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  ],
} as const;

/** The CreateTable input for DynamoDB Local and for tests. */
export function createTableInput(tableName: string) {
  const attributes = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const index of tableDefinition.globalSecondaryIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
