// The build picks navigation-pending.weapp.ts or navigation-pending.h5.ts for an import of '@/lib/navigation-pending'
// (both export the same names); this file is what typecheck and jest see.
export * from './navigation-pending.h5'
