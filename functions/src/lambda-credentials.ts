// What a deployed function's bundle takes for the SDK's default credential chain: the bundling aliases
// @aws-sdk/credential-provider-node here (infra/src/lambda-bundling.ts). On Lambda the execution role's
// credentials are always in the environment, the chain's first link, so its other links (SSO, profiles,
// processes, web identity, container and instance metadata, with the STS and SSO clients they bring) never
// ran, yet every cold start parsed them. The local server and the tests keep the whole chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

type Init = Parameters<typeof fromEnv>[0];

/** The environment's credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), as the chain's first link reads them. */
export const defaultProvider = (init: Init = {}) => fromEnv(init);
