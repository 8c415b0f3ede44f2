// The module catalogue's bookkeeping (migration 017): what each catalogue module installed, at which version and hash.
export interface CatalogueItemTable {
  kind: string
  id: string
  module: string
  version: number
  installedHash: string
  installedAt: number
}
