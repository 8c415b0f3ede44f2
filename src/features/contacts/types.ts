/** UserSelectorVO rows of the lazy IM selector (jnpf-api.md §3) */
export interface ContactNode {
  id: string
  parentId?: string
  /** users: "realName/account" */
  fullName: string
  type: 'company' | 'department' | 'user' | string
  hasChildren?: boolean
  isLeaf?: boolean
  headIcon?: string | null
  /** organisation path names joined by "/" */
  organize?: string | null
  icon?: string
}
