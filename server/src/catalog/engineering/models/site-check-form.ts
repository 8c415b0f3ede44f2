// 现场综合检查记录: the complete model. One realistic site-inspection form that uses every control of
// jnpf-forms-and-flows.md §1.3 under its 3.6 name (basic, selector, system and layout controls, a child table with
// a total, calculations, dictionary, static-tree and data-interface options), so the renderer can be seen and
// tested end to end. The older key set is exercised by concrete-pour.ts.
import { DI } from '../../shared/data-interfaces'
import { MAIN_TABLE, PHONE_RULE, STAKE_RULE, dictionary, formBuilder, node, staticOptions, staticTree } from '../../build/model'

const b = formBuilder(100)
const f = b.field
const ISSUE_TABLE = 'visualdev_record_site_check_issue'
const num = (vModel: string, label: string) => ({ __vModel__: vModel, label, jnpfKey: 'inputNumber' })

export const SITE_PARTS = [
  node('sp-subgrade', '路基工程', [node('sp-earthwork', '路基土石方'), node('sp-drainage', '排水工程'), node('sp-slope', '边坡防护')]),
  node('sp-bridge', '桥梁工程', [node('sp-pile', '桩基'), node('sp-pier', '墩柱盖梁'), node('sp-girder', '梁板预制与架设'), node('sp-deck', '桥面系')]),
  node('sp-tunnel', '隧道工程', [node('sp-portal', '洞口工程'), node('sp-excavation', '洞身开挖'), node('sp-support', '初期支护'), node('sp-lining', '二次衬砌')]),
  node('sp-pavement', '路面工程', [node('sp-base', '水稳基层'), node('sp-asphalt', '沥青面层')]),
  node('sp-camp', '临建设施', [node('sp-yard', '钢筋加工场'), node('sp-mixing', '拌和站'), node('sp-precast', '预制梁场')])
]
export const WORK_AREAS = [
  node('wa-tj01', 'TJ-01项目经理部', [
    node('wa-tj01-1', '第一工区', [node('wa-tj01-1-lj', '路基作业队'), node('wa-tj01-1-ql', '桥梁作业队')]),
    node('wa-tj01-2', '第二工区', [node('wa-tj01-2-ql', '桥梁作业队'), node('wa-tj01-2-lm', '路面作业队')])
  ]),
  node('wa-tj02', 'TJ-02项目经理部', [node('wa-tj02-1', '第一工区'), node('wa-tj02-2', '第二工区')]),
  node('wa-nj-tj01', '宁绩TJ-01项目经理部', [node('wa-nj-tj01-1', '隧道工区'), node('wa-nj-tj01-2', '路基桥梁工区')])
]

const issueTable = b.table('检查问题明细', 'tableFieldIssues', ISSUE_TABLE, [
  f('input', '问题描述', 'issue', { required: true }, { maxlength: 200 }),
  f('select', '问题类别', 'category', dictionary('dt-hazardCategory', { trigger: 'change' }), { props: { label: 'fullName', value: 'id' }, clearable: true }),
  f('inputNumber', '扣分', 'deduction', {}, { min: 0, max: 10, step: 0.5, precision: 1, placeholder: '数字文本' }),
  f('datePicker', '整改期限', 'deadline', { trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  f('userSelect', '整改责任人', 'owner', { trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('uploadImg', '问题照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 3, pathType: 'defaultPath' }),
  f('switch', '已整改', 'fixed', { defaultValue: 0 }, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 })
], { showSummary: true, summaryField: ['deduction'] })

export const siteCheckFields = [
  b.display('alert', '提示', { title: '发现重大事故隐患须立即责令停工，并在1小时内报项目安全质量部', type: 'warning', showIcon: true, closable: false, description: '', closeText: '' }),
  b.display('text', '文本', { content: '依据《公路水运工程安全生产监督管理办法》和项目安全检查制度开展现场综合检查。', textStyle: { color: '#606266', 'text-align': 'left', 'font-size': '13px', 'line-height': '22px' } }),
  b.display('groupTitle', '分组标题', { content: '基本信息', contentPosition: 'left', helpMessage: '检查编号保存后由系统生成' }),
  b.row([
    f('billRule', '检查编号', 'checkNo', { rule: 'siteCheckNo', ruleName: '现场综合检查编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('input', '检查标题', 'checkTitle', { required: true, span: 12 }, { maxlength: 60, showWordLimit: true, clearable: true })
  ]),
  b.row([
    f('datePicker', '检查日期', 'checkDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' }),
    f('timePicker', '检查时间', 'checkTime', { defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'HH:mm' })
  ]),
  f('radio', '检查类型', 'checkType', { required: true, dataType: 'static', trigger: 'change' }, staticOptions(
    [['daily', '日常检查'], ['special', '专项检查'], ['seasonal', '季节性检查'], ['holiday', '节假日前检查']], { direction: 'horizontal', optionType: 'default' })),
  f('popupSelect', '合同段', 'sectionId', {
    required: true, trigger: 'change', transferList: [{ sourceValue: 'constructionUnit', targetField: 'contractor' }]
  }, {
    // a site check is of construction work: the owner, supervision and laboratory sections have no 分项工程 to check
    interfaceId: DI.contracts, interfaceName: '项目合同段', templateJson: [{ field: 'kind', fieldName: '合同段类型', defaultValue: 'construction', sourceType: 2, relationField: '' }],
    hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName',
    columnOptions: [{ value: 'enCode', label: '合同段' }, { value: 'fullName', label: '名称' }, { value: 'contractor', label: '施工单位' }],
    popupType: 'dialog', popupTitle: '选择合同段', popupWidth: '800px', interfaceHasPage: false, placeholder: '请选择合同段', clearable: true
  }),
  b.display('popupAttr', '桩号范围', { relationField: `sectionId_jnpfTable_${MAIN_TABLE}1`, showField: 'mileage', isStorage: 0 }, { showLabel: true, isStorage: 0 }),
  f('input', '施工单位', 'constructionUnit', { tipLabel: '选择合同段后自动带出' }, { maxlength: 100 }),
  f('input', '检查桩号', 'stake', { regList: [STAKE_RULE] }, { maxlength: 40, placeholder: '如 K12+300～K12+860' }),
  f('popupTableSelect', '检查分项工程', 'wbsItems', { trigger: 'change' }, {
    interfaceId: DI.wbs, interfaceName: 'WBS分部分项工程', multiple: true, hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName',
    templateJson: [{ field: 'contractId', fieldName: '合同段', relationField: 'sectionId', sourceType: 1, defaultValue: '', dataType: 'varchar', required: 0 }],
    columnOptions: [{ value: 'enCode', label: '编码' }, { value: 'fullName', label: '分项工程' }, { value: 'stake', label: '桩号范围' }],
    popupType: 'popover', popupTitle: '选择分项工程', popupWidth: '800px', filterable: true, interfaceHasPage: false, placeholder: '请选择'
  }),
  f('cascader', '检查部位', 'checkPart', { required: true, dataType: 'static', trigger: 'change' },
    staticTree(SITE_PARTS, { showAllLevels: true, separator: '/', multiple: false, clearable: true, filterable: false, placeholder: '请选择' })),
  f('treeSelect', '责任工区', 'workArea', { dataType: 'static', trigger: 'change' }, staticTree(WORK_AREAS, { multiple: false, clearable: true, filterable: true, placeholder: '请选择' })),
  f('areaSelect', '所在地区', 'region', { trigger: 'change' }, { level: 2, multiple: false, placeholder: '请选择', selectType: 'all', ableAddressIds: [] }),
  f('location', '现场定位', 'position', { trigger: 'change' }, { autoLocation: true, adjustmentScope: 500, enableLocationScope: false, enableDesktopLocation: false, locationScope: [] }),
  f('input', '联系电话', 'contactPhone', { regList: [PHONE_RULE] }, { maxlength: 11 }),
  b.card('检查人员', [
    f('organizeSelect', '检查单位', 'checkOrg', { defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all', ableIds: [] }),
    f('depSelect', '责任部门', 'responsibleDept', { trigger: 'change' }, { multiple: false, selectType: 'all', ableIds: [] }),
    f('posSelect', '责任岗位', 'responsiblePos', { trigger: 'change' }, { multiple: false, selectType: 'all', ableIds: [] }),
    f('userSelect', '检查负责人', 'inspector', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all', ableIds: [] }),
    f('userSelect', '参检人员', 'participants', { trigger: 'change' }, { multiple: true, selectType: 'all', ableIds: [] }),
    f('roleSelect', '参检角色', 'participantRoles', { trigger: 'change' }, { multiple: true, selectType: 'all', ableIds: [] }),
    f('groupSelect', '专项工作组', 'workGroup', { trigger: 'change' }, { multiple: false, selectType: 'all', ableIds: [] }),
    f('usersSelect', '抄送对象', 'ccTargets', { trigger: 'change' }, { multiple: true, selectType: 'all', ableIds: [] })
  ]),
  b.tab([
    ['检查情况', [
      f('select', '天气', 'weather', dictionary('dt-weather', { trigger: 'change' }), { props: { label: 'fullName', value: 'id' }, clearable: true, filterable: false, multiple: false }),
      f('radio', '隐患等级', 'hazardLevel', dictionary('dt-hazardLevel', { required: true, trigger: 'change' }), { props: { label: 'fullName', value: 'id' }, direction: 'horizontal' }),
      f('checkbox', '检查项目', 'checkItems', { dataType: 'static', trigger: 'change' }, staticOptions([
        ['edge', '临边防护'], ['electric', '临时用电'], ['lifting', '起重吊装'], ['fire', '消防设施'], ['height', '高处作业'], ['civil', '文明施工']
      ], { direction: 'horizontal' })),
      f('autoComplete', '主要材料', 'material', {}, { interfaceId: DI.materials, interfaceName: '材料规格库', templateJson: [], relationField: 'fullName', total: 10, maxlength: 100, clearable: true }),
      f('colorPicker', '警示标识颜色', 'signColor', { defaultValue: '#FF9900' }, { showAlpha: false, colorFormat: 'hex', size: 'default' }),
      f('textarea', '检查情况描述', 'description', {}, { maxlength: 500, showWordLimit: true, autoSize: { minRows: 4, maxRows: 4 } })
    ]],
    ['评分', [
      b.row([
        f('inputNumber', '安全得分', 'safetyScore', { span: 8 }, { min: 0, max: 40, step: 1, precision: 1, controls: true, addonAfter: '分', placeholder: '满分40' }),
        f('inputNumber', '质量得分', 'qualityScore', { span: 8 }, { min: 0, max: 40, step: 1, precision: 1, controls: true, addonAfter: '分', placeholder: '满分40' }),
        f('inputNumber', '文明施工得分', 'civilScore', { span: 8 }, { min: 0, max: 20, step: 1, precision: 1, controls: true, addonAfter: '分', placeholder: '满分20' })
      ]),
      f('calculate', '综合得分', 'totalScore', { isStorage: 1 }, {
        expression: [num('safetyScore', '安全得分'), '+', num('qualityScore', '质量得分'), '+', num('civilScore', '文明施工得分')],
        precision: 1, thousands: false, isAmountChinese: false, isStorage: 1
      }),
      // not stored (isStorage 0), so no __vModel__: the total of the child table's column, shown only
      b.display('calculate', '问题扣分合计', {
        expression: [{ __vModel__: 'tableFieldIssues.deduction', label: '检查问题明细-扣分', jnpfKey: 'inputNumber' }], precision: 1, thousands: false, isStorage: 0
      }, { showLabel: true, isStorage: 0 }),
      f('rate', '总体评价', 'rating', {}, { count: 5, allowHalf: true, showText: false, showScore: true }),
      f('slider', '整改完成度(%)', 'progress', { defaultValue: 0 }, { min: 0, max: 100, step: 5, showStops: false, range: false })
    ]],
    ['问题清单', [issueTable]]
  ]),
  f('switch', '需要整改', 'needRectify', { defaultValue: 0 }, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 }),
  b.collapse([
    ['整改要求', [
      f('editor', '整改要求', 'requirement', {}, { placeholder: '请输入整改要求' }),
      f('uploadFile', '附件', 'attachments', {}, { accept: '.pdf,.doc,.docx,.xls,.xlsx', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', showTip: true, limit: 5, pathType: 'defaultPath', isAccount: 0, folder: '', tipText: '支持PDF、Word、Excel，单个不超过10MB' })
    ]],
    ['现场影像与签认', [
      f('uploadImg', '现场照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 9, pathType: 'defaultPath', tipText: '至少上传一张全景照片' }),
      f('sign', '检查人签名', 'inspectorSign', {}, { disabled: false }),
      f('signature', '电子签章', 'seal', {}, { ableIds: [] })
    ]]
  ]),
  f('relationForm', '关联安全巡查', 'relatedInspection', { trigger: 'change', transferList: [] }, {
    modelId: 'vm-demo-inspection', relationField: 'inspectTitle', propsValue: 'id', hasPage: true, pageSize: 20,
    columnOptions: [{ value: 'inspectTitle', label: '巡查标题' }, { value: 'inspectPlace', label: '巡查部位' }],
    popupType: 'dialog', popupTitle: '选择安全巡查记录', popupWidth: '800px', placeholder: '请选择', clearable: true
  }),
  b.display('relationFormAttr', '巡查部位', { relationField: `relatedInspection_jnpfTable_${MAIN_TABLE}1`, showField: 'inspectPlace', isStorage: 0 }, { showLabel: true, isStorage: 0 }),
  f('input', '数据来源', 'source', { noShow: true, defaultValue: '移动端' }, { maxlength: 20 }),
  f('textarea', '后台审核备注', 'reviewNote', { visibility: ['pc'] }, { maxlength: 200 }),
  b.display('divider', '分割线', { content: '检查记录标识', contentPosition: 'center' }),
  b.tableGrid([
    [[b.display('qrcode', '二维码', { colorDark: '#000000', colorLight: '#ffffff', width: 120, dataType: 'relation', staticText: '', relationField: 'checkNo' })],
      [b.display('barcode', '条形码', { format: 'code128', lineColor: '#000000', background: '#ffffff', width: 2, height: 60, dataType: 'relation', staticText: '', relationField: 'checkNo' })]],
    [[b.display('link', '链接', { content: '查阅《公路工程施工安全技术规范》', href: 'https://www.mot.gov.cn', target: '_blank', textStyle: { color: '#1890ff', 'text-align': 'left' } })],
      [b.display('button', '按钮', { align: 'left', buttonText: '联系安全质量部', type: 'primary' }, { showLabel: false })]]
  ]),
  b.display('iframe', '规范文件', { href: 'https://openstd.samr.gov.cn/bzgk/gb/index', height: 300, borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 }, { showLabel: true }),
  b.card('系统信息', [
    b.row([
      f('createUser', '创建人员', 'creatorUser', { span: 12 }, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
      f('createTime', '创建时间', 'creatorTime', { span: 12 }, { type: 'currTime', readonly: true, placeholder: '系统自动生成' }),
      f('modifyUser', '修改人员', 'modifierUser', { span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
      f('modifyTime', '修改时间', 'modifierTime', { span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
      f('currOrganize', '所属组织', 'ownerOrg', { span: 12 }, { type: 'currOrganize', showLevel: 'last', readonly: true, placeholder: '系统自动生成' }),
      f('currPosition', '所属岗位', 'ownerPosition', { span: 12 }, { type: 'currPosition', readonly: true, placeholder: '系统自动生成' })
    ])
  ])
]

export const siteCheckForm = b.form(siteCheckFields)
