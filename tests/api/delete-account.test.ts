import { GetCommand, QueryCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ApiUser, register, signedInOwner } from '../support/api';

function table() {
  const client = new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return DynamoDBDocumentClient.from(client);
}

describe('delete account', () => {
  it("the admin's deletion removes the property, all its items and frees the email", async () => {
    const { user, email, password } = await signedInOwner();
    const profile = await user.call('GET', '/users/profile');
    const claims = JSON.parse(Buffer.from(user.cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString());

    const response = await user.call('DELETE', '/users/accounts/delete/');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ msg: 'Account deleted successfully' });
    expect(response.setCookies[0]).toMatch(/Max-Age=0/);

    expect((await user.call('GET', '/users/validate')).status).toBe(401);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password })).status).toBe(401);
    const items = await table().send(new QueryCommand({ TableName: 'hostel', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `PROP#${claims.pid}` } }));
    expect(items.Items).toEqual([]);
    const lock = await table().send(new GetCommand({ TableName: 'hostel', Key: { pk: `EMAIL#${email}`, sk: 'EMAIL' } }));
    expect(lock.Item).toBeUndefined();
    expect(profile.status).toBe(200);
    // The email can sign up again.
    expect((await register({ username: email })).response.status).toBe(201);
  });

  it('needs a session and the same origin', async () => {
    expect((await new ApiUser().call('DELETE', '/users/accounts/delete')).status).toBe(401);
    const { user } = await signedInOwner();
    const crossSite = await user.call('DELETE', '/users/accounts/delete', undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await user.call('GET', '/users/validate')).status).toBe(200);
  });
});
