// Spec §3 "Shared store": dictionaries and selector trees loaded once and reused (spec §4), the relation data of
// low-code forms, and the batch e-signature refresh flag the socket toggles on GetCallBackHandSignUrl.
import { create } from 'zustand'
import { hasBatchSignRole } from '@/lib/permission'
import { onSessionCleared } from '@/lib/storage'

/** a dictionary type with its entries (DictionaryData/All) */
export interface DictionaryItem {
  id: string
  enCode: string
  fullName: string
  isTree?: number | boolean
  dictionaryList?: DictionaryItem[]
  children?: DictionaryItem[]
  [key: string]: unknown
}

/** a node of the organisation / department / position / user selector trees */
export interface TreeNode {
  id: string
  fullName?: string
  children?: TreeNode[]
  [key: string]: unknown
}

export interface SharedData {
  dictionaryList: DictionaryItem[]
  organizeTree: TreeNode[]
  departmentTree: TreeNode[]
  positionTree: TreeNode[]
  userTree: TreeNode[]
  userList: TreeNode[]
  /** the role and user-group selector trees (roleSelect, groupSelect and the user picker's tabs) */
  roleTree: TreeNode[]
  groupTree: TreeNode[]
  relationData: Record<string, unknown>
  refreshBatchESign: boolean
}

export interface SharedState extends SharedData {
  setDictionaryList(list: DictionaryItem[]): void
  setOrganizeTree(tree: TreeNode[]): void
  setDepartmentTree(tree: TreeNode[]): void
  setPositionTree(tree: TreeNode[]): void
  setUserTree(tree: TreeNode[]): void
  setUserList(list: TreeNode[]): void
  setRoleTree(tree: TreeNode[]): void
  setGroupTree(tree: TreeNode[]): void
  setRelationData(data: Record<string, unknown>): void
  toggleRefreshBatchESign(): void
  /** back to empty (a new session must not see the previous user's trees) */
  reset(): void
}

const emptyShared: SharedData = {
  dictionaryList: [],
  organizeTree: [],
  departmentTree: [],
  positionTree: [],
  userTree: [],
  userList: [],
  roleTree: [],
  groupTree: [],
  relationData: {},
  refreshBatchESign: false
}

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : [])

export const useSharedStore = create<SharedState>()((set) => ({
  ...emptyShared,
  setDictionaryList: (dictionaryList) => set({ dictionaryList: list(dictionaryList) }),
  setOrganizeTree: (organizeTree) => set({ organizeTree: list(organizeTree) }),
  setDepartmentTree: (departmentTree) => set({ departmentTree: list(departmentTree) }),
  setPositionTree: (positionTree) => set({ positionTree: list(positionTree) }),
  setUserTree: (userTree) => set({ userTree: list(userTree) }),
  setUserList: (userList) => set({ userList: list(userList) }),
  setRoleTree: (roleTree) => set({ roleTree: list(roleTree) }),
  setGroupTree: (groupTree) => set({ groupTree: list(groupTree) }),
  setRelationData: (relationData) => set({ relationData: relationData && typeof relationData === 'object' ? relationData : {} }),
  toggleRefreshBatchESign: () => set((state) => ({ refreshBatchESign: !state.refreshBatchESign })),
  reset: () => set({ ...emptyShared })
}))

// trees and user lists depend on who is signed in
onSessionCleared(() => useSharedStore.getState().reset())

export interface BatchSignPromptInput {
  /** signature state of the user (GetRoleSign answer `state`) */
  signState: number | string | null | undefined
  /** handSignPushData.handSignPushDataList */
  pushList: readonly unknown[] | null | undefined
  roleName: string | null | undefined
  isAdministrator: boolean | null | undefined
  /** F_State of the sign list record */
  signRecordState: number | string | null | undefined
}

/**
 * Spec §4: the batch-sign prompt shows when the sign state is 10, the push list is non-empty, the user lacks the
 * batch-signature role and the sign list record is not in state 1. States may arrive as strings from JSON.
 */
export function shouldPromptBatchSign(input: BatchSignPromptInput): boolean {
  const { signState, pushList, roleName, isAdministrator, signRecordState } = input
  if (signState === null || signState === undefined || signState === '' || Number(signState) !== 10) return false
  if (!Array.isArray(pushList) || pushList.length === 0) return false
  if (hasBatchSignRole({ roleName: roleName ?? '', isAdministrator: Boolean(isAdministrator) })) return false
  return signRecordState === null || signRecordState === undefined || signRecordState === '' || Number(signRecordState) !== 1
}
