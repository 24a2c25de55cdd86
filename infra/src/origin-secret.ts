// The value CloudFront adds to every API request it forwards, so the API can tell requests that came
// through the distribution (whose CloudFront-Viewer-Address is CloudFront's own) from direct calls to
// the execute-api endpoint (whose headers anyone can write). Generated in Secrets Manager at deploy time
// and passed by dynamic reference: the template holds `{{resolve:secretsmanager:…}}`, never the value.
import { SecretValue } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface OriginSecretProps {
  /**
   * A version id of the secret to pin. CloudFormation resolves a dynamic reference only when it updates
   * the resource that holds it, so after `put-secret-value` a changed reference is what makes the
   * distribution and the functions take the new value in the same deploy.
   */
  versionId?: string | undefined;
}

export class OriginSecret extends Construct {
  readonly secret: Secret;
  /** The dynamic reference, for CloudFront's origin header and the functions' setting alike. */
  readonly value: string;

  constructor(scope: Construct, id: string, props: OriginSecretProps = {}) {
    super(scope, id);
    this.secret = new Secret(this, 'Value', {
      description: 'Header value CloudFront adds to API requests, so the API trusts its viewer address',
      // A plain string: header values travel as they are, so no punctuation to escape.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    // Resolved by CloudFormation at deploy time; it never sits in the synthesized template.
    this.value = SecretValue.secretsManager(this.secret.secretArn, { versionId: props.versionId }).unsafeUnwrap();
  }
}
