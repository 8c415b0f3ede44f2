import { KEYWORD_ID, parseColumnData, transformColumnList } from '@/engines/lowcode/model/list-config'
import { buildListQuery, buildSidx, deleteRefusal, sortOptions, UNPAGED_PAGE_SIZE } from '@/engines/lowcode/model/list-query'

const appColumns = {
  columnList: [
    { prop: 'inspectDate', label: '检查日期', sortable: true, align: 'left', __config__: { jnpfKey: 'datePicker' }, __vModel__: 'inspectDate', format: 'yyyy-MM-dd' },
    { prop: 'tableField1-item', label: '检查明细-检查项目', __config__: { jnpfKey: 'input' }, __vModel__: 'item' },
    { prop: 'projectName', label: '工程名称', sortable: true, __config__: { jnpfKey: 'comInput' }, __vModel__: 'projectName' },
    { prop: 'tableField1-score', label: '检查明细-得分', __config__: { jnpfKey: 'inputNumber' }, __vModel__: 'score' }
  ],
  searchList: [
    { id: 'projectName', label: '工程名称', searchType: 2, isKeyword: true, __config__: { jnpfKey: 'input' }, __vModel__: 'projectName' },
    { id: 'inspectDate', label: '检查日期', searchType: 3, __config__: { jnpfKey: 'datePicker' }, __vModel__: 'inspectDate', format: 'yyyy-MM-dd' },
    { id: 'level', label: '等级', searchType: 1, searchMultiple: true, __config__: { jnpfKey: 'select', required: true }, __vModel__: 'level', options: [{ fullName: '一级', id: '1' }], props: { label: 'fullName', value: 'id' } },
    { id: 'score', label: '分数', searchType: 3, __config__: { jnpfKey: 'numInput' }, __vModel__: 'score' }
  ],
  hasPage: true,
  pageSize: 15,
  defaultSortConfig: [{ field: 'inspectDate', sort: 'desc' }, { field: 'projectName', sort: 'asc' }],
  btnsList: [{ value: 'add', icon: 'icon-ym-btn-add', label: '新增' }],
  columnBtnsList: ['edit', { value: 'remove', label: '删除', show: false }, { value: 'detail', label: '详情' }],
  useBtnPermission: true
}

describe('parseColumnData', () => {
  it('prefers appColumnData and falls back to columnData when the app layout is empty or unreadable', () => {
    expect(parseColumnData(JSON.stringify(appColumns), '{"pageSize":50}').pageSize).toBe(15)
    expect(parseColumnData('{}', '{"pageSize":50}').pageSize).toBe(50)
    expect(parseColumnData('', '{"pageSize":50}').pageSize).toBe(50)
    expect(parseColumnData('{oops', undefined)).toMatchObject({ columnList: [], searchList: [], hasPage: true, pageSize: 20 })
  })

  it('reads columns, buttons and switches', () => {
    const data = parseColumnData(JSON.stringify(appColumns))
    expect(data.columnList.map((c) => [c.prop, c.jnpfKey, c.sortable])).toEqual([
      ['inspectDate', 'datePicker', true], ['tableField1-item', 'input', false], ['projectName', 'input', true], ['tableField1-score', 'inputNumber', false]
    ])
    expect(data.columnList[0].field.props.format).toBe('yyyy-MM-dd')
    expect(data.btnsList.map((b) => b.value)).toEqual(['add'])
    expect(data.columnBtnsList.map((b) => [b.value, b.label])).toEqual([['edit', '编辑'], ['detail', '详情']])
    expect(data.useBtnPermission).toBe(true)
    expect(data.defaultSort).toEqual([{ field: 'inspectDate', sort: 'desc' }, { field: 'projectName', sort: 'asc' }])
  })

  it('puts a keyword item first when a search item joins the keyword box, and frees search widgets from form rules', () => {
    const { searchList } = parseColumnData(appColumns)
    expect(searchList.map((s) => [s.id, s.searchType])).toEqual([[KEYWORD_ID, 2], ['projectName', 2], ['inspectDate', 3], ['level', 1], ['score', 3]])
    const level = searchList.find((s) => s.id === 'level')
    expect(level).toMatchObject({ searchMultiple: true, value: [] })
    expect(level?.field).toMatchObject({ vModel: 'level', required: false, multiple: true })
    expect(level?.field.options).toEqual([{ value: '1', label: '一级' }])
    expect(searchList.find((s) => s.id === 'score')?.jnpfKey).toBe('inputNumber')
  })

  it('reads the ≤3.4 default sort', () => {
    expect(parseColumnData({ defaultSidx: 'F_CreatorTime', sort: 'desc' }).defaultSort).toEqual([{ field: 'F_CreatorTime', sort: 'desc' }])
  })
})

describe('transformColumnList', () => {
  it('groups child-table columns into one table cell at the first one and cuts labels to 4 characters', () => {
    const columns = transformColumnList(parseColumnData(appColumns).columnList)
    expect(columns.map((c) => [c.prop, c.label, c.jnpfKey])).toEqual([['inspectDate', '检查日期', 'datePicker'], ['tableField1', '检查明细', 'table'], ['projectName', '工程名称', 'input']])
    expect(columns[1].children?.map((c) => [c.prop, c.label, c.fullLabel])).toEqual([['item', '检查项目', '检查项目'], ['score', '得分', '得分']])
    const long = transformColumnList(parseColumnData({ columnList: [{ prop: 'a', label: '混凝土强度等级' }] }).columnList)
    expect(long[0]).toMatchObject({ label: '混凝土强', fullLabel: '混凝土强度等级' })
  })
})

describe('sorting', () => {
  it('offers ascending and descending for sortable columns and joins sorts into sidx', () => {
    const options = sortOptions(parseColumnData(appColumns).columnList)
    expect(options.map((o) => o.label)).toEqual(['检查日期升序', '检查日期降序', '工程名称升序', '工程名称降序'])
    expect(buildSidx([{ field: 'a', sort: 'desc' }, { field: 'b', sort: 'asc' }])).toBe('-a,b')
    expect(buildSidx([])).toBe('')
  })
})

describe('buildListQuery', () => {
  const columnData = parseColumnData(appColumns)

  it('sends paging, the default sort and no query when nothing is searched', () => {
    expect(buildListQuery({ columnData, currentPage: 2, menuId: 'm1' })).toEqual({
      currentPage: 2, pageSize: 15, sort: 'desc', sidx: '-inspectDate,projectName', keyword: '', queryJson: '', menuId: 'm1'
    })
  })

  it('asks for everything without paging, and keeps sort in step with a single ascending sidx', () => {
    const unpaged = parseColumnData({ ...appColumns, hasPage: false })
    const body = buildListQuery({ columnData: unpaged, currentPage: 1, sorts: [{ field: 'projectName', sort: 'asc' }] })
    expect(body).toMatchObject({ pageSize: UNPAGED_PAGE_SIZE, sidx: 'projectName', sort: 'asc' })
  })

  it('builds queryJson from search values: ranges as pairs, dates in ms to the end of the day, blanks left out', () => {
    const start = new Date(2026, 4, 1).getTime()
    const end = new Date(2026, 4, 3).getTime()
    const body = buildListQuery({
      columnData, currentPage: 1, keyword: ' 大桥 ',
      search: { inspectDate: [start, end], level: ['1'], score: ['', '90'], projectName: '  ', unknown: 'x' }
    })
    expect(body.keyword).toBe('')
    expect(JSON.parse(body.queryJson)).toEqual({
      inspectDate: [start, new Date(2026, 4, 3, 23, 59, 59, 999).getTime()],
      level: ['1'],
      score: [null, 90],
      jnpfKeyword: '大桥'
    })
  })

  it('takes the keyword from the keyword search item too, and sends a plain keyword when the list has no keyword fields', () => {
    expect(JSON.parse(buildListQuery({ columnData, currentPage: 1, search: { [KEYWORD_ID]: '隧道' } }).queryJson)).toEqual({ jnpfKeyword: '隧道' })
    const plain = parseColumnData({ searchList: [{ id: 'a', searchType: 2 }] })
    expect(buildListQuery({ columnData: plain, currentPage: 1, keyword: '隧道' })).toMatchObject({ keyword: '隧道', queryJson: '' })
  })
})

describe('deleteRefusal', () => {
  it.each([
    [1, '该流程已提交，无法删除'],
    [2, '该流程已通过，无法删除'],
    [3, '该流程已退回，无法删除'],
    [5, '该流程已终止，无法删除'],
    [0, undefined],
    [4, undefined],
    [null, undefined]
  ])('flowState %p -> %p', (flowState, expected) => {
    expect(deleteRefusal({ id: 'r', flowState }, 1)).toBe(expected)
  })

  it('never refuses on a list without a flow', () => {
    expect(deleteRefusal({ id: 'r', flowState: 2 }, 0)).toBeUndefined()
  })
})
