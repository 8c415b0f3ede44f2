// Sheets the user page downloads: the import template (with an example row), the export of the list (the columns
// the administrator ticked, the current page or every page, always within their scope) and the error report of
// an import (the failed rows with their reasons).
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import type { AdminScope } from '../admin'
import { orgPathName } from '../organize/org-paths'
import { projectRepository } from '../projects/repository'
import { userRepository, type UserRow } from '../users/repository'
import { genderName, ID_DICTIONARIES, itemName, type DictField } from './dictionaries'
import { ERROR_COLUMN, STATE_NAMES, USER_COLUMNS, dayText, type SheetRow } from './excel-columns'
import { saveSheet } from './excel-file'
import type { FailedRow } from './import-service'
import { listRows, loadNames, type ListParams } from './read-service'
import type { Memberships } from './form-refs'
import { membershipsFrom, shownState, type Names } from './views'

export async function templateSheet(ctx: AppContext, scope: AdminScope) {
  const names = await loadNames(ctx.db)
  // the example sits in an organisation the caller may use: a project company for a project administrator
  const projects = scope.all ? [] : await projectRepository.byIds(ctx.db, scope.projectIds)
  const exampleOrg = projects[0]?.organizeId ?? [...names.orgs.values()].find((o) => o.parentId === '-1')?.id ?? ''
  const example: SheetRow = {
    account: 'zhangsan', realName: '张三', gender: names.dicts.sex[0]?.fullName ?? '男', email: 'zhangsan@example.com',
    organizeId: orgPathName(names.orgs, exampleOrg), sortCode: '0', enabledMark: '正常', entryDate: '2024-03-01',
    birthday: '1990-05-20', mobilePhone: '13800000000'
  }
  return saveSheet(ctx, scope.user.id, '用户导入模板.xlsx', USER_COLUMNS, [example])
}

function exportRow(u: UserRow, m: Memberships, n: Names, managers: Map<string, UserRow>, now: number): Record<string, string> {
  const manager = managers.get(u.managerId)
  const row: Record<string, string> = {
    account: u.account, realName: u.realName, gender: genderName(n.dicts, Number(u.gender)), email: u.email,
    organizeId: m.organizeIds.map((id) => orgPathName(n.orgs, id)).filter(Boolean).join(';'),
    managerId: manager ? `${manager.realName}/${manager.account}` : '',
    positionId: m.positionIds.map((id) => n.positions.get(id)).filter((p) => p !== undefined).map((p) => `${p.fullName}/${p.enCode}`).join(','),
    roleId: m.roleIds.map((id) => n.roles.get(id)).filter(Boolean).join(','),
    sortCode: String(u.sortCode), enabledMark: STATE_NAMES[shownState(u, now)] ?? '', description: u.description ?? '',
    nativePlace: u.nativePlace ?? '', certificatesNumber: u.certificatesNumber ?? '', entryDate: dayText(u.entryDate), birthday: dayText(u.birthday),
    telePhone: u.telePhone ?? '', landline: u.landline ?? '', mobilePhone: u.mobilePhone, urgentContacts: u.urgentContacts ?? '',
    urgentTelePhone: u.urgentTelePhone ?? '', postalAddress: u.postalAddress ?? ''
  }
  for (const field of Object.keys(ID_DICTIONARIES) as DictField[]) row[field] = itemName(n.dicts, field, u[field] ?? '')
  return row
}

export interface ExportParams extends ListParams { dataType?: string; selectKey?: string }

export async function exportSheet(ctx: AppContext, scope: AdminScope, q: ExportParams) {
  const wanted = (q.selectKey ?? '').split(',').map((k) => k.trim())
  const columns = USER_COLUMNS.filter((c) => wanted.includes(c.key))
  if (columns.length === 0) throw new BadRequest('请至少选择一个导出字段')
  const { users, rels, names } = await listRows(ctx, scope, q, q.dataType === '1')
  const managers = new Map((await userRepository.listByIds(ctx.db, [...new Set(users.map((u) => u.managerId).filter(Boolean))])).map((u) => [u.id, u]))
  const now = ctx.clock.now()
  const rows = users.map((u) => exportRow(u, membershipsFrom(u, rels), names, managers, now))
  return saveSheet(ctx, scope.user.id, '用户信息.xlsx', columns, rows)
}

export async function exceptionSheet(ctx: AppContext, scope: AdminScope, rows: FailedRow[]) {
  if (rows.length === 0) throw new BadRequest('没有需要导出的异常数据')
  return saveSheet(ctx, scope.user.id, '导入错误报告.xlsx', [...USER_COLUMNS, ERROR_COLUMN], rows as Record<string, string>[])
}
