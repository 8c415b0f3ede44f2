// admin-system's public surface for other modules: the checks every console name, code and page goes through.
export { cleanName, cleanCode, cleanText, CODE_PATTERN, pageOf, pagingProps, sortCode, enabledMark, timeRange, timeValue } from './common'
