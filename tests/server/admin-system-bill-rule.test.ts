// The console's 单据规则 page: the paged list with keyword, category and state filters, the rule form in its three
// numbering methods (date + running number, random, UUID) with prefix and suffix, the enable switch, and deletes
// refused while a low-code model's form takes numbers from the rule or after it has issued numbers.
import { formatDatePart } from '../../server/src/modules/system/bill-number'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const B = '/api/system/BillRule'
const SAFETY = 'dd-businessType-safety'

describe.each(dialects)('console bill rules on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  const db = () => t.app.ctx.db
  const rules = () => db().selectFrom('baseBillRule').selectAll().orderBy('id').execute()
  const rule = (enCode: string) => db().selectFrom('baseBillRule').selectAll().where('enCode', '=', enCode).executeTakeFirstOrThrow()
  const form = (over: Record<string, unknown>) => ({
    fullName: '安全检查单号', enCode: 'safetyCheckNo', category: SAFETY, prefix: 'AQJC', type: 1, dateFormat: 'YYYYMM', digit: 3,
    startNumber: '5', suffix: '-A', sortCode: 2, enabledMark: 1, description: '现场安全检查', example: 'ignored', ...over
  })

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['system.billRule'])
  })
  afterAll(async () => { await t.close() })

  test('when the page opens, then rules come paged with the columns the console shows, filtered by keyword and state', async () => {
    const r = await get(t, `/H5Api${B}?currentPage=1&pageSize=5&keyword=&categoryId=&enabledMark=`, admin)
    expect(r.code).toBe(200)
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 21 })
    expect(r.data.list).toHaveLength(5)
    expect(r.data.list[0]).toEqual(expect.objectContaining({
      id: expect.any(String), fullName: expect.any(String), enCode: expect.any(String), category: expect.any(String), outputNumber: '',
      creatorUser: '', creatorTime: null, lastModifyTime: null, sortCode: 0, enabledMark: 1, type: 1, prefix: expect.any(String)
    }))
    const found = await get(t, `${B}?keyword=${encodeURIComponent('隐患')}`, admin)
    expect(found.data.list.map((x: { enCode: string }) => x.enCode)).toEqual(['hiddenDangerNo'])
    expect((await get(t, `${B}?enabledMark=0`, admin)).data.pagination.total).toBe(0)
  })

  test('when an administrator adds a dated rule, then it issues prefix + date + padded number + suffix and shows who made it', async () => {
    expect(await send(t, 'POST', B, form({}), admin)).toMatchObject({ code: 200, msg: '新建成功' })
    const saved = await rule('safetyCheckNo')
    expect(saved).toMatchObject({ prefix: 'AQJC', suffix: '-A', type: 1, dateFormat: 'YYYYMM', digit: 3, startNumber: '005', category: SAFETY, creatorUserId: 'u-admin' })
    const month = formatDatePart('YYYYMM', t.clock.now())
    expect((await get(t, `${B}/BillNumber/safetyCheckNo`, zhanghua)).data).toBe(`AQJC${month}005-A`)
    expect((await get(t, `${B}/BillNumber/safetyCheckNo`, zhanghua)).data).toBe(`AQJC${month}006-A`)
    const listed = (await get(t, `${B}?categoryId=${SAFETY}`, admin)).data.list
    expect(listed).toEqual([expect.objectContaining({ enCode: 'safetyCheckNo', category: '安全管理', categoryId: SAFETY, creatorUser: '陈志远/admin', outputNumber: `AQJC${month}006-A` })])
    expect((await get(t, `${B}/${saved.id}`, admin)).data).toMatchObject({ category: SAFETY, startNumber: '005', digit: 3, suffix: '-A', description: '现场安全检查' })

    expect((await send(t, 'PUT', `${B}/${saved.id}`, form({ prefix: 'AQ', suffix: '' }), admin)).code).toBe(200)
    expect((await get(t, `${B}/BillNumber/safetyCheckNo`, zhanghua)).data).toBe(`AQ${month}007`)
    expect((await rule('safetyCheckNo')).updatedAt).toBe(t.clock.now())
    const audit = await db().selectFrom('baseSyslog').selectAll().where('objectId', '=', saved.id).orderBy('createdAt').execute()
    expect(audit.map((a) => [a.moduleName, a.type])).toEqual([['单据规则', '新增'], ['单据规则', '修改']])
  })

  test('when a rule numbers at random or by UUID, then each number has that shape; a disabled rule issues none', async () => {
    expect((await send(t, 'POST', B, form({ fullName: '随机单号', enCode: 'randomNo', prefix: 'R', suffix: '', type: 2, randomDigit: 32, randomType: 2 }), admin)).code).toBe(200)
    expect((await send(t, 'POST', B, form({ fullName: 'UUID单号', enCode: 'uuidNo', prefix: 'U', suffix: '', type: 3 }), admin)).code).toBe(200)
    const random = (await get(t, `${B}/BillNumber/randomNo`, admin)).data
    expect(random).toMatch(/^R[A-Z0-9]{32}$/)
    expect((await get(t, `${B}/BillNumber/randomNo`, admin)).data).not.toBe(random)
    expect((await get(t, `${B}/BillNumber/uuidNo`, admin)).data).toMatch(/^U[0-9a-f]{32}$/)

    const uuid = await rule('uuidNo')
    expect(await send(t, 'PUT', `${B}/${uuid.id}/Actions/State`, {}, admin)).toMatchObject({ code: 200 })
    expect(await get(t, `${B}/BillNumber/uuidNo`, admin)).toMatchObject({ code: 400, msg: '单据规则 uuidNo 已禁用' })
    expect((await get(t, `${B}/Selector?keyword=uuid`, zhanghua)).data.list).toEqual([])
    expect((await get(t, `${B}/Selector?keyword=random`, zhanghua)).data.list.map((x: { enCode: string }) => x.enCode)).toEqual(['randomNo'])
  })

  test('when a rule is in a model form or has issued numbers, then it cannot be deleted or recoded; an unused one can', async () => {
    const model = await db().selectFrom('baseVisualDev').select('fullName').where('formData', 'like', '%designChangeNo%').executeTakeFirstOrThrow()
    const used = await rule('designChangeNo')
    expect(await send(t, 'DELETE', `${B}/${used.id}`, undefined, admin)).toMatchObject({ code: 400, msg: `单据规则正被表单「${model.fullName}」使用，不能删除` })
    const recode = form({ fullName: used.fullName, enCode: 'designChangeNo2', prefix: used.prefix })
    expect(await send(t, 'PUT', `${B}/${used.id}`, recode, admin)).toMatchObject({ code: 400, msg: `单据规则正被表单「${model.fullName}」使用，不能修改编码` })
    expect(await rule('designChangeNo')).toEqual(used)

    const issued = await rule('safetyCheckNo')
    expect(await send(t, 'DELETE', `${B}/${issued.id}`, undefined, admin)).toMatchObject({ code: 400, msg: '单据已经被使用,不允许被删除' })
    expect((await send(t, 'POST', B, form({ fullName: '临时单号', enCode: 'tempNo' }), admin)).code).toBe(200)
    const temp = await rule('tempNo')
    expect(await send(t, 'DELETE', `${B}/${temp.id}`, undefined, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    expect((await rules()).some((r) => r.id === temp.id)).toBe(false)
  })

  test('when the form is wrong, then 400 says what and no rule changes', async () => {
    const before = await rules()
    const target = (await rule('hiddenDangerNo')).id
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ digit: 0 }, '位数须为1到9的整数'],
      [{ digit: 10 }, '位数须为1到9的整数'],
      [{ startNumber: '000' }, '起始值不能为000'],
      [{ startNumber: 'abc' }, '起始值只能输入数字'],
      [{ startNumber: '12345' }, '起始值的位数不能超过流水位数'],
      [{ dateFormat: 'YYYYQQ' }, '日期格式不正确'],
      [{ type: 4 }, /type/],
      [{ type: 2, randomDigit: 20 }, '随机数位数只能是16或32，类型只能是纯数字或字母+数字'],
      [{ category: 'nope' }, '业务分类不存在'],
      [{ category: '' }, '请选择业务分类'],
      [{ enCode: 'hiddenDangerNo' }, '编码不能重复'],
      [{ fullName: '会议编号' }, '名称不能重复'],
      [{ enCode: 'a b' }, '编码不能含有空格'],
      [{ fullName: '' }, '名称不能为空'],
      [{ prefix: '<script>' }, '前缀不能含有特殊符号'],
      [{ suffix: 'x'.repeat(51) }, '后缀不能超过50个字符']
    ]
    const expect400 = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, msg: string | RegExp) => {
      const r = await send(t, method, url, body, admin)
      expect({ method, body, code: r.code }).toEqual({ method, body, code: 400 })
      if (typeof msg === 'string') expect(r.msg).toBe(msg)
      else expect(r.msg).toMatch(msg)
    }
    for (const [over, msg] of cases) {
      await expect400('POST', B, form({ fullName: '新单号', enCode: 'newNo', ...over }), msg)
      // the same numbering mistakes in an edit of an existing rule
      if (!('enCode' in over) && !('fullName' in over)) {
        await expect400('PUT', `${B}/${target}`, form({ fullName: '隐患整改单号', enCode: 'hiddenDangerNo', ...over }), msg)
      }
    }
    expect(await send(t, 'PUT', `${B}/nope`, form({}), admin)).toMatchObject({ code: 400, msg: '单据规则不存在' })
    expect(await send(t, 'DELETE', `${B}/nope`, undefined, admin)).toMatchObject({ code: 400, msg: '单据规则不存在' })
    expect(await rules()).toEqual(before)
  })

  test('when someone without the bill-rule area calls it, then 400; a project administrator reads but cannot change the group\'s rules', async () => {
    const no = '没有访问权限，请联系管理员'
    const target = await rule('meetingNo')
    expect(await get(t, B, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await get(t, `${B}/${target.id}`, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await send(t, 'POST', B, form({ enCode: 'zhNo', fullName: '张华单号' }), zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await send(t, 'DELETE', `${B}/${target.id}`, undefined, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect((await get(t, B, huangwei)).data.pagination.total).toBeGreaterThan(18)
    const group = '该操作影响整个集团，仅系统管理员可以执行'
    expect(await send(t, 'PUT', `${B}/${target.id}/Actions/State`, {}, huangwei)).toMatchObject({ code: 400, msg: group })
    expect(await send(t, 'PUT', `${B}/${target.id}`, form({ fullName: '会议编号', enCode: 'meetingNo', prefix: 'HW' }), huangwei)).toMatchObject({ code: 400, msg: group })
    expect(await rule('meetingNo')).toEqual(target)
  })
})
