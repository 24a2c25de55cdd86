// The signing key of the API, generated in Secrets Manager at deploy time: no key ever sits in the
// template, the repository or a developer's shell. Functions derive the session and captcha keys
// from it (HKDF), so one generated value serves both and no secret references another.
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

const KEY_LENGTH = 64;

export class SigningSecret extends Construct {
  /** JSON {"signingKey"}, the one secret functions read (SECRETS_ID). */
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'SigningKey', {
      description: 'Signing key of the hostel API: {"signingKey"}; session and captcha keys are derived from it',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: 'signingKey',
        passwordLength: KEY_LENGTH,
        excludePunctuation: true,
      },
    });
  }
}
