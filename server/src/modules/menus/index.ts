// The menu catalogue's public surface: the in-memory cache of what role sets are granted and its invalidation.
export { cachedGrants, forgetMenus, menusChanged } from './cache'
