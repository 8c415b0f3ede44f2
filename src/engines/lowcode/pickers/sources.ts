// The selector trees, loaded once per session and reused from the shared store (spec §4 shared store: organizeTree,
// departmentTree, positionTree, userTree, userList, and the role and group trees beside them). Concurrent callers
// share one request; a session end empties the store, and an answer that arrives after it is not kept.
import { useSharedStore } from '@/lib/shared-store'
import { onSessionCleared } from '@/lib/storage'
import {
  getAllUsers,
  getCompanySelector,
  getDepartmentSelector,
  getGroupSelector,
  getPositionSelector,
  getRoleSelector,
  getUserSelector,
  type SelectorNode,
  type UserBrief
} from '../api/selectors'
import { sessionCheck } from '../api/session-epoch'

const inflight = new Map<string, Promise<unknown>>()

let companies: SelectorNode[] = []

onSessionCleared(() => {
  inflight.clear()
  companies = []
})

const shared = () => useSharedStore.getState()

/** one request per key at a time; `keep` stores the answer unless the session ended meanwhile */
function once<T>(key: string, load: () => Promise<T>, keep: (value: T) => void): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined
  if (running) return running
  const current = sessionCheck()
  const promise = load()
    .then((value) => {
      if (current()) keep(value)
      return value
    })
    .finally(() => inflight.get(key) === promise && inflight.delete(key))
  inflight.set(key, promise)
  return promise
}

/** companies + departments (Organize/Department/Selector/0): organizeSelect and depSelect read the same tree */
export function loadOrganizeTree(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.organizeTree.length) return Promise.resolve(s.organizeTree as SelectorNode[])
  if (s.departmentTree.length) return Promise.resolve(s.departmentTree as SelectorNode[])
  return once('organize', getDepartmentSelector, (tree) => {
    shared().setOrganizeTree(tree)
    shared().setDepartmentTree(tree)
  })
}

/** companies only (Organize/Selector/0): the older comSelect control */
export function loadCompanyTree(): Promise<SelectorNode[]> {
  if (companies.length) return Promise.resolve(companies)
  return once('company', getCompanySelector, (tree) => {
    companies = tree
  })
}

export function loadPositionTree(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.positionTree.length) return Promise.resolve(s.positionTree as SelectorNode[])
  return once('position', getPositionSelector, (tree) => shared().setPositionTree(tree))
}

export function loadUserTree(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.userTree.length) return Promise.resolve(s.userTree as SelectorNode[])
  return once('userTree', getUserSelector, (tree) => shared().setUserTree(tree))
}

export function loadUserList(): Promise<UserBrief[]> {
  const s = shared()
  if (s.userList.length) return Promise.resolve(s.userList as UserBrief[])
  return once('userList', getAllUsers, (list) => shared().setUserList(list))
}

export function loadRoles(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.roleTree.length) return Promise.resolve(s.roleTree as SelectorNode[])
  return once('role', getRoleSelector, (tree) => shared().setRoleTree(tree))
}

export function loadGroups(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.groupTree.length) return Promise.resolve(s.groupTree as SelectorNode[])
  return once('group', getGroupSelector, (tree) => shared().setGroupTree(tree))
}
