// The build picks store.weapp.ts (storage keys + user files) or store.h5.ts (IndexedDB); tsc and jest see this.
export { outboxStore } from './store.h5'
