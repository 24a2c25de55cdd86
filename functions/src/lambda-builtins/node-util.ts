// What a deployed function's bundle takes for node:util (infra/src/lambda-bundling.ts): its ES namespace runs the
// module's lazy getters, which load worker_threads and parseArgs (about 2 ms of CPU at a captcha call's cold start).
const util = process.getBuiltinModule('node:util');

export default util;
export const { promisify } = util;
