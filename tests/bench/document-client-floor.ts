// The cold-start floor: a Lambda that only makes the DynamoDB document client, bundled as the functions
// are, its SDK credential chain aliased to the environment's as theirs is (lambda-bundles.ts loads it beside them,
// and once more with the SDK's whole chain). No function can load for less than this.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION ?? 'us-east-1' }));

export const handler = async () => ({ statusCode: 200, body: String(typeof db.send) });
