// The 3.x workflow Engine API (jnpf-api.md §6), one file per part; this index re-exports them all.

export * from './enums'
export * from './model'
export * from './lists'
export * from './detail'
export * from './actions'
