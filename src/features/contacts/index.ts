// Public surface of the contacts: the organisation tree and search of the IM user selector.
export { ContactsBrowser } from './components/contacts-browser'
export type { ContactNode } from './types'
