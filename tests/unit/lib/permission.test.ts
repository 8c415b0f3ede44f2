import type { PermissionModel } from '@shared/api/oauth'
import { hasBatchSignRole, hasButton, hasColumn, hasForm, hasModelPermission, hasResource, permittedCodes } from '@/lib/permission'

const item = (enCode: string) => ({ id: `id-${enCode}`, fullName: enCode, enCode })
const list: PermissionModel[] = [
  {
    modelId: 'hidden-danger',
    moduleName: '隐患台账',
    button: [item('btn_add'), item('btn_edit')],
    column: [item('dangerLevel')],
    form: [item('rectifyDeadline')],
    resource: [item('own_project')]
  },
  { modelId: 'empty-model', moduleName: '空', button: [], column: [], form: [], resource: [] }
]

describe('permission checks by model and enCode', () => {
  it.each<[string, (l: PermissionModel[] | null | undefined, m: string, c: string) => boolean, PermissionModel[] | null | undefined, string, string, boolean]>([
    ['button granted', hasButton, list, 'hidden-danger', 'btn_add', true],
    ['button not in the list', hasButton, list, 'hidden-danger', 'btn_remove', false],
    ['column granted', hasColumn, list, 'hidden-danger', 'dangerLevel', true],
    ['column code of another kind', hasColumn, list, 'hidden-danger', 'btn_add', false],
    ['form granted', hasForm, list, 'hidden-danger', 'rectifyDeadline', true],
    ['resource granted', hasResource, list, 'hidden-danger', 'own_project', true],
    ['model with empty lists', hasButton, list, 'empty-model', 'btn_add', false],
    ['missing model', hasButton, list, 'no-such-model', 'btn_add', false],
    ['empty permission list', hasForm, [], 'hidden-danger', 'rectifyDeadline', false],
    ['no permission list', hasColumn, undefined, 'hidden-danger', 'dangerLevel', false],
    ['null permission list', hasButton, null, 'hidden-danger', 'btn_add', false],
    ['empty enCode', hasButton, list, 'hidden-danger', '', false]
  ])('%s', (_name, check, permissions, modelId, enCode, expected) => {
    expect(check(permissions, modelId, enCode)).toBe(expected)
  })

  it('knows whether a model is granted at all', () => {
    expect(hasModelPermission(list, 'hidden-danger')).toBe(true)
    expect(hasModelPermission(list, 'empty-model')).toBe(true)
    expect(hasModelPermission(list, 'no-such-model')).toBe(false)
    expect(hasModelPermission([], 'hidden-danger')).toBe(false)
    expect(hasModelPermission(list, '')).toBe(false)
  })

  it('lists the granted codes of one kind', () => {
    expect(permittedCodes(list, 'hidden-danger', 'button')).toEqual(['btn_add', 'btn_edit'])
    expect(permittedCodes(list, 'no-such-model', 'button')).toEqual([])
  })
})

describe('hasBatchSignRole', () => {
  it.each<[string, { roleName?: string | null; isAdministrator?: boolean } | null, boolean]>([
    ['the only role', { roleName: '批量电子签章', isAdministrator: false }, true],
    ['one of several', { roleName: '施工员,批量电子签章,安全员', isAdministrator: false }, true],
    ['with spaces and a full-width comma', { roleName: '施工员， 批量电子签章 ', isAdministrator: false }, true],
    ['an administrator with the role', { roleName: '批量电子签章', isAdministrator: true }, false],
    ['another role only', { roleName: '项目经理,总工程师', isAdministrator: false }, false],
    ['a role whose name only contains it', { roleName: '批量电子签章审核员', isAdministrator: false }, false],
    ['no role name', { isAdministrator: false }, false],
    ['null role name', { roleName: null }, false],
    ['no user', null, false]
  ])('%s', (_name, userInfo, expected) => {
    expect(hasBatchSignRole(userInfo)).toBe(expected)
  })
})
