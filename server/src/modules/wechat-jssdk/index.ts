// What other code may use of the WeChat JS-SDK module: its routes, and the credential cache and signature (tests).
export { wechatJssdkRoutes } from './routes'
export { createCredentialCache, usableUntil, REFRESH_MARGIN_MS, type CredentialCache } from './credential-cache'
export { jsapiSignature, pageUrlForSigning } from './signature'
export { jsapiTicket, NOT_CONFIGURED } from './service'
