// SES: the verified sender (an address or a whole domain) and the configuration set every mail goes through.
import { Annotations, Arn, CfnOutput, Stack } from 'aws-cdk-lib';
import { ConfigurationSet, ConfigurationSetTlsPolicy, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailSendingProps {
  /** Verify this one address (SES mails it a link). */
  senderEmail?: string | undefined;
  /** Or verify a whole domain (DKIM records to publish are output); mail goes from no-reply@<domain>. */
  senderDomain?: string | undefined;
  /** The From address, when it should differ from the default. */
  mailFrom?: string | undefined;
}

const PLACEHOLDER_SENDER = 'no-reply@example.com';

export class EmailSending extends Construct {
  readonly mailFrom: string;
  readonly configurationSetName: string;
  /** What ses:SendEmail is allowed on: the identity and the configuration set. */
  readonly sendResourceArns: string[];

  constructor(scope: Construct, id: string, props: EmailSendingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const { senderEmail, senderDomain } = props;

    let identityName: string;
    if (senderDomain) {
      const identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(senderDomain) });
      identityName = senderDomain;
      identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: 'Publish in DNS to verify the sender domain',
        });
      });
    } else if (senderEmail) {
      new EmailIdentity(this, 'Identity', { identity: Identity.email(senderEmail) });
      identityName = senderEmail;
    } else {
      // Synth must work on a fresh clone; a deploy without a sender simply cannot send mail.
      Annotations.of(this).addWarningV2(
        'hostel:no-sender',
        'No sender: pass -c senderEmail=you@example.org or -c senderDomain=example.org to send mail',
      );
      identityName = PLACEHOLDER_SENDER;
    }
    this.mailFrom = props.mailFrom ?? (senderDomain ? `no-reply@${senderDomain}` : identityName);

    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      // Account mail goes over TLS or not at all.
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      // Addresses that bounced or complained are not mailed again, which keeps the sender's reputation.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    this.configurationSetName = configurationSet.configurationSetName;
    this.sendResourceArns = [
      Arn.format({ service: 'ses', resource: 'identity', resourceName: identityName }, stack),
      Arn.format({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet.configurationSetName }, stack),
    ];
  }
}
