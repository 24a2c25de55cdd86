// What a deployed function's bundle takes for node:process (infra/src/lambda-bundling.ts): its ES namespace copies
// every property of `process`, running each lazy getter (about 1 ms of CPU at every cold start). The global is the module.
export default process;
export const { env, versions } = process;
