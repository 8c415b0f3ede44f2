// The build picks location.weapp.ts or location.h5.ts for an import of '@/lib/location' (both export the same
// names); this file is what the type checker and jest (which run as H5) see.
export * from './location.h5'
