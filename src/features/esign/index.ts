// Public surface of the e-signature feature: the screens of its pages (signing list, batch signing, verification,
// digital sign, auto-sign and the provider's webview). The prompt is @/features/esign-prompt.
export { SignListScreen } from './components/sign-list-screen'
export { BatchSignScreen, keepSelected } from './components/batch-sign-screen'
export { VerifyScreen, trailLines } from './components/verify-screen'
export { DigitalSignScreen } from './components/digital-sign-screen'
export { AutoSignScreen } from './components/auto-sign-screen'
export { SignWebview, safeSignUrl } from './components/sign-webview'
export { loadRoleSign } from './lib/role-sign'
