// Creating and editing a user from the console's form. Every check runs before anything is written; the user row
// and all memberships are then written in one transaction. base_user keeps the main organisation and position,
// base_user_relation the full sets, and the project/section memberships that follow from the organisations are added.
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import { BadRequest } from '../../errors'
import { decodeWirePassword, hashPassword, md5Hex } from '../../lib/passwords'
import { newId } from '../../lib/tokens'
import type { AdminScope } from '../admin'
import { addMembershipFromOrganizes } from '../admin-projects'
import { revokeUserTokens } from '../oauth/session-service'
import { configInt, readSysConfig } from '../system/sys-config'
import { userRepository, type UserRow } from '../users/repository'
import { loadDictionaries } from './dictionaries'
import { checkAccount, checkPlainFields, type UserForm } from './form-fields'
import { checkHeadIcon, checkManager, checkMemberships, type Memberships } from './form-refs'
import { adminUserRepository } from './repository'
import { assertMayDeactivate, assertOrganizesInScope, assertRolesWithinGrant, changeableUser } from './rules'
import { membershipsOf, shownState } from './views'

/**
 * the md5 of a new user's first password: the one sent (either wire form), else sysconfig newUserDefaultPassword.
 * Nothing is made up: without either the user is not created (no shared weak default in a production install).
 */
export async function initialPasswordMd5(ctx: AppContext, wire: string | undefined): Promise<string> {
  if (wire) {
    const md5 = decodeWirePassword(wire, ctx.config.aesKey)
    if (!md5) throw new BadRequest('密码格式不正确')
    return md5
  }
  const configured = (await readSysConfig(ctx.db)).newUserDefaultPassword
  if (!configured) throw new BadRequest('请填写初始密码，或在系统配置中设置新用户默认密码（newUserDefaultPassword）')
  return md5Hex(configured)
}

/** the columns a state change writes; a lock set by hand lasts the configured lock time, like a password lock */
async function statePatch(ctx: AppContext, scope: AdminScope, mark: number | undefined, user?: UserRow): Promise<Partial<UserRow>> {
  const now = ctx.clock.now()
  if (mark === undefined || (user && shownState(user, now) === mark)) return {}
  if (user && mark !== 1) await assertMayDeactivate(ctx, scope, user, mark === 0 ? '禁用' : '锁定')
  if (mark === 2) {
    const minutes = configInt(await readSysConfig(ctx.db), 'lockTime', 10, 1)
    return { enabledMark: 2, unlockTime: now + minutes * 60_000, logErrorCount: 0 }
  }
  return { enabledMark: mark, unlockTime: null, logErrorCount: 0 }
}

async function writeMemberships(db: Db, userId: string, m: Memberships): Promise<void> {
  await adminUserRepository.setRelations(db, userId, 'Organize', m.organizeIds)
  await adminUserRepository.setRelations(db, userId, 'Position', m.positionIds)
  await adminUserRepository.setRelations(db, userId, 'Role', m.roleIds)
  await addMembershipFromOrganizes({ db }, userId, m.organizeIds)
}

/** a concurrent create of the same account loses at the unique index; say so instead of failing blindly */
async function uniqueOrExplain<T>(ctx: AppContext, account: string, exceptId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (await adminUserRepository.accountTaken(ctx.db, account, exceptId)) throw new BadRequest(`账户「${account}」已存在`)
    throw err
  }
}

export interface Created { id: string; account: string; realName: string }

/** `passwordHash` lets an import hash the shared default password once instead of once per row */
export async function createUser(ctx: AppContext, scope: AdminScope, form: UserForm, passwordHash?: string): Promise<Created> {
  const dicts = await loadDictionaries(ctx.db)
  const account = (await checkAccount(ctx, form.account))!
  const fields = await checkPlainFields(ctx, form, dicts)
  const m = await checkMemberships(ctx, form, { organizeIds: [], positionIds: [], roleIds: [] })
  await assertOrganizesInScope(ctx, scope, m.organizeIds)
  await assertRolesWithinGrant(ctx, scope, m.roleIds)
  const managerId = (await checkManager(ctx, form.managerId, undefined)) ?? ''
  const headIcon = (await checkHeadIcon(ctx, form.headIcon, scope.user.id)) ?? ''
  const password = passwordHash ?? (await hashPassword(await initialPasswordMd5(ctx, form.password)))
  const state = await statePatch(ctx, scope, form.enabledMark ?? 1)
  const now = ctx.clock.now()
  const row: UserRow = {
    id: newId(), account, realName: '', headIcon, gender: 1, birthday: null, mobilePhone: '', email: '', signature: '', password,
    enabledMark: 1, isAdministrator: 0, managerId, organizeId: m.organizeIds[0], positionId: m.positionIds[0] ?? '', logErrorCount: 0,
    unlockTime: null, prevLogTime: null, prevLogIp: '', lastLogTime: null, lastLogIp: '', changePasswordDate: null, createdAt: now,
    sortCode: 0, description: '', updatedAt: now, ...fields, ...state
  }
  await uniqueOrExplain(ctx, account, row.id, () => ctx.db.transaction().execute(async (trx) => {
    await adminUserRepository.insert(trx, row)
    await writeMemberships(trx, row.id, m)
  }))
  return { id: row.id, account, realName: row.realName }
}

export async function updateUser(ctx: AppContext, scope: AdminScope, id: string, form: UserForm): Promise<UserRow> {
  const user = await changeableUser(ctx, scope, id)
  const dicts = await loadDictionaries(ctx.db)
  const account = await checkAccount(ctx, form.account, user)
  const fields = await checkPlainFields(ctx, form, dicts, user)
  const current = await membershipsOf(ctx.db, user)
  const m = await checkMemberships(ctx, form, current)
  await assertOrganizesInScope(ctx, scope, m.organizeIds.filter((o) => !current.organizeIds.includes(o)))
  await assertRolesWithinGrant(ctx, scope, m.roleIds.filter((r) => !current.roleIds.includes(r)))
  const managerId = await checkManager(ctx, form.managerId, user.id)
  const headIcon = await checkHeadIcon(ctx, form.headIcon, scope.user.id, user)
  const state = await statePatch(ctx, scope, form.enabledMark, user)
  const patch: Partial<UserRow> = {
    ...fields, ...state, updatedAt: ctx.clock.now(),
    organizeId: m.organizeIds.includes(user.organizeId) ? user.organizeId : m.organizeIds[0],
    positionId: m.positionIds.includes(user.positionId) ? user.positionId : (m.positionIds[0] ?? '')
  }
  if (account !== undefined) patch.account = account
  if (managerId !== undefined) patch.managerId = managerId
  if (headIcon !== undefined) patch.headIcon = headIcon
  await uniqueOrExplain(ctx, account ?? user.account, user.id, () => ctx.db.transaction().execute(async (trx) => {
    await userRepository.update(trx, user.id, patch)
    await writeMemberships(trx, user.id, m)
  }))
  if (state.enabledMark === 0) await revokeUserTokens(ctx, user.id)
  return { ...user, ...patch }
}
