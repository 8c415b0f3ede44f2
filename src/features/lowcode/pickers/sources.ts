// The selector trees, loaded once per session and reused (spec §4 shared store: organizeTree, departmentTree,
// positionTree, userTree, userList). Roles and groups have no slot in the shared store, so they sit in a module
// cache that a new session clears. Concurrent callers share one request.
import { useSharedStore } from '@/lib/shared-store'
import { onSessionCleared } from '@/lib/storage'
import {
  getAllUsers,
  getDepartmentSelector,
  getGroupSelector,
  getPositionSelector,
  getRoleSelector,
  getUserSelector,
  type SelectorNode,
  type UserBrief
} from '../api/selectors'

const inflight = new Map<string, Promise<unknown>>()
let roles: SelectorNode[] | undefined
let groups: SelectorNode[] | undefined

onSessionCleared(() => {
  roles = undefined
  groups = undefined
  inflight.clear()
})

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined
  if (running) return running
  const promise = load().finally(() => inflight.delete(key))
  inflight.set(key, promise)
  return promise
}

const shared = () => useSharedStore.getState()

/** companies + departments (Organize/Department/Selector/0): organizeSelect and depSelect read the same tree */
export function loadOrganizeTree(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.organizeTree.length) return Promise.resolve(s.organizeTree as SelectorNode[])
  if (s.departmentTree.length) return Promise.resolve(s.departmentTree as SelectorNode[])
  return once('organize', async () => {
    const tree = await getDepartmentSelector()
    shared().setOrganizeTree(tree)
    shared().setDepartmentTree(tree)
    return tree
  })
}

export function loadPositionTree(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.positionTree.length) return Promise.resolve(s.positionTree as SelectorNode[])
  return once('position', async () => {
    const tree = await getPositionSelector()
    shared().setPositionTree(tree)
    return tree
  })
}

export function loadUserTree(): Promise<SelectorNode[]> {
  const s = shared()
  if (s.userTree.length) return Promise.resolve(s.userTree as SelectorNode[])
  return once('userTree', async () => {
    const tree = await getUserSelector()
    shared().setUserTree(tree)
    return tree
  })
}

export function loadUserList(): Promise<UserBrief[]> {
  const s = shared()
  if (s.userList.length) return Promise.resolve(s.userList as UserBrief[])
  return once('userList', async () => {
    const list = await getAllUsers()
    shared().setUserList(list)
    return list
  })
}

export function loadRoles(): Promise<SelectorNode[]> {
  if (roles?.length) return Promise.resolve(roles)
  return once('role', async () => {
    roles = await getRoleSelector()
    return roles
  })
}

export function loadGroups(): Promise<SelectorNode[]> {
  if (groups?.length) return Promise.resolve(groups)
  return once('group', async () => {
    groups = await getGroupSelector()
    return groups
  })
}
