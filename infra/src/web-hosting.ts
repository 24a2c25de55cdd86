// The app's one domain: CloudFront serves the SPA from a private bucket and sends /api/v1/* to the HTTP API.
import { Duration, Fn } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { BOOKING_PAGE_FILE, BOOKING_PAGE_PREFIX, STATIC_PAGES, staticPageFile } from '@hostel/shared/http/static-pages';
import { API_PREFIX } from '@hostel/shared/api/route-table';
import { SECURITY_HEADERS } from '@hostel/shared/http/security-headers';
import { ORIGIN_SECRET_HEADER } from '@hostel/functions/http/client-address';

export const ASSETS_DIR = 'assets';

export interface SiteSources {
  /** Content-hashed files (assets/): a name never changes meaning, so browsers keep them a year. */
  assets?: ISource | undefined;
  /** index.html, the prerendered pages and the rest, whose content changes under the same name. */
  pages: ISource;
}

export interface WebHostingProps {
  /** The HTTP API's endpoint (https://<id>.execute-api.<region>.amazonaws.com). */
  apiEndpoint: string;
  /** What CloudFront adds to every API request (a dynamic reference), so the API believes its viewer address. */
  originSecret: string;
  /** The built web app: its hashed assets, and the rest. */
  site: SiteSources;
  /** A custom domain, with its certificate (in us-east-1, as CloudFront requires). */
  domainName?: string | undefined;
  certificate?: ICertificate | undefined;
}

// The prerendered public pages get their static file; other routes without a file extension are the
// SPA's and get index.html, while a missing /assets/app.js 404s honestly.
const STATIC_PAGE_FILES = Object.fromEntries(STATIC_PAGES.map((path) => [path, `/${staticPageFile(path)}`]));
export const SPA_REWRITE = `var STATIC_PAGES = ${JSON.stringify(STATIC_PAGE_FILES)};
function handler(event) {
  var request = event.request;
  var path = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
  if (STATIC_PAGES[path]) {
    request.uri = STATIC_PAGES[path];
    return request;
  }
  if (path.indexOf('${BOOKING_PAGE_PREFIX}') === 0 && path.length > ${BOOKING_PAGE_PREFIX.length}) {
    request.uri = '/${BOOKING_PAGE_FILE}';
    return request;
  }
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** CloudFront's typed security headers from the shared header map, so local and AWS send the same policy. */
export function securityHeadersBehavior(headers: Record<string, string>): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  custom: Array<{ header: string; value: string; override: boolean }>;
} {
  const behavior: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const custom: Array<{ header: string; value: string; override: boolean }> = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        behavior.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? Number.NaN);
        if (!Number.isInteger(maxAge)) throw new Error(`Cannot read max-age from ${name}: ${value}`);
        behavior.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(maxAge),
          includeSubdomains: /includeSubDomains/i.test(value),
          preload: /preload/i.test(value),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        behavior.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        behavior.frameOptions = {
          frameOption: value.toUpperCase() === 'DENY' ? HeadersFrameOption.DENY : HeadersFrameOption.SAMEORIGIN,
          override: true,
        };
        break;
      case 'referrer-policy':
        behavior.referrerPolicy = { referrerPolicy: value as HeadersReferrerPolicy, override: true };
        break;
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: behavior, custom };
}

/** Viewer headers the API reads; everything else (Host above all) stays at the edge. */
export const API_FORWARDED_HEADERS = [
  'accept',
  // The language of the API's messages and of the mails a request sends (shared/src/i18n/accept-language.ts).
  'accept-language',
  // The web's ask for each message's id and values beside its words (shared/src/api/message-ids-header.ts).
  'x-message-ids',
  'content-type',
  'origin',
  'referer',
  'sec-fetch-site',
  'user-agent',
  'CloudFront-Viewer-Address',
];

export class WebHosting extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  /** Where users open the app: https://<custom domain> or https://<distribution>.cloudfront.net. */
  readonly appOrigin: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    const bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    });
    this.bucket = bucket;

    const { securityHeadersBehavior: securityHeaders, custom } = securityHeadersBehavior(SECURITY_HEADERS);
    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the hostel app (shared/src/http/security-headers.ts)',
      securityHeadersBehavior: securityHeaders,
      ...(custom.length > 0 ? { customHeadersBehavior: { customHeaders: custom } } : {}),
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve prerendered public pages, and index.html for other extension-less SPA routes',
    });

    // The endpoint is https://host; CloudFront wants the bare host.
    const apiHost = Fn.select(2, Fn.split('/', props.apiEndpoint));

    // Exactly what the API reads: the session cookie, the query, JSON and same-origin headers, and the
    // visitor's address (API Gateway behind CloudFront otherwise sees only the edge's).
    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Hostel API: cookies, query, JSON and same-origin headers, viewer address',
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Hostel reservations: SPA and API on one domain',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America edges: the cheapest class, fine for a hostel's guests and staff.
      priceClass: PriceClass.PRICE_CLASS_100,
      // The TLS floor only applies with an own certificate; the default one's policy is CloudFront's.
      ...(props.domainName && props.certificate
        ? { domainNames: [props.domainName], certificate: props.certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          // The secret header proves to the API that CloudFront, which writes CloudFront-Viewer-Address, sent the request.
          origin: new HttpOrigin(apiHost, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Answers depend on the session cookie: never cached, and the API sees cookies, query and headers (Host is the API's own).
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy,
          compress: true,
        },
      },
    });

    // Assets first and never pruned: a visitor whose page predates this deploy still finds its chunks.
    const assets = props.site.assets
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [props.site.assets],
          destinationBucket: bucket,
          destinationKeyPrefix: `${ASSETS_DIR}/`,
          prune: false,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
        })
      : undefined;
    const pages = new BucketDeployment(this, 'DeploySite', {
      sources: [props.site.pages],
      destinationBucket: bucket,
      // Leaves assets/ to the deployment above, for upload and for pruning alike.
      exclude: [`${ASSETS_DIR}/*`],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (assets) pages.node.addDependency(assets);

    this.appOrigin = props.domainName ? `https://${props.domainName}` : `https://${this.distribution.distributionDomainName}`;
  }
}
