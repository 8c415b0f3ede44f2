// Binding a provider's login leaves the page for the provider's site and comes back: the browser's way
// (index.h5.tsx). The mini-program binds WeChat when logging in with it.
export function SocialBindings() {
  return null
}
