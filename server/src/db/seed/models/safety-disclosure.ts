// 安全技术交底 (vm-safety-disclosure): the three-level safety briefing before a work starts, signed by both sides.
import { dictionary, formBuilder, model, ms, staticOptions, type SeedModelBundle } from './build'
import { listConfig } from './list'

const b = formBuilder(300)
const f = b.field
const fields = [
  b.row([
    f('billRule', '交底编号', 'disclosureNo', { rule: 'safetyDisclosureNo', ruleName: '安全技术交底编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '交底日期', 'disclosureDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '交底名称', 'disclosureTitle', { required: true }, { maxlength: 80, clearable: true }),
  f('select', '交底级别', 'disclosureLevel', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['1', '一级（项目总工向管理人员）'], ['2', '二级（技术负责人向班组长）'], ['3', '三级（班组长向作业人员）']
  ], { clearable: true })),
  f('input', '施工部位', 'workPlace', {}, { maxlength: 100 }),
  f('checkbox', '涉及工种', 'workTypes', dictionary('dt-workType', { trigger: 'change' }), { props: { label: 'fullName', value: 'id' }, direction: 'horizontal' }),
  f('userSelect', '交底人', 'discloser', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('userSelect', '接受交底人员', 'receivers', { required: true, trigger: 'change' }, { multiple: true, selectType: 'all' }),
  f('inputNumber', '参加人数', 'attendees', {}, { min: 1, max: 500, step: 1, precision: 0, addonAfter: '人', placeholder: '数字文本' }),
  f('textarea', '交底内容', 'content', { required: true }, { maxlength: 2000, showWordLimit: true, autoSize: { minRows: 6, maxRows: 10 } }),
  f('uploadImg', '交底照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('uploadFile', '交底记录扫描件', 'scans', {}, { accept: '.pdf,.jpg,.png', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', limit: 3 }),
  f('sign', '交底人签字', 'discloserSign', {}, {}),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['disclosureNo', 'disclosureTitle', 'disclosureLevel', ['disclosureDate', { sortable: true }], 'discloser', ['attendees', { sortable: true }]],
  search: [['disclosureTitle', 2, true], ['workPlace', 2, true], ['disclosureLevel', 1], ['disclosureDate', 3]],
  sort: [['disclosureDate', 'desc']]
})

const briefing = '1. 作业前检查安全防护用品，安全帽系紧下颌带，高处作业必须系挂安全带；\n2. 严禁酒后上岗，严禁无证操作特种设备；\n3. 发现隐患立即停止作业并报告工区长。'

export const safetyDisclosure: SeedModelBundle = {
  model: model('vm-safety-disclosure', '安全技术交底', 'safetyDisclosure', b.form(fields), list),
  records: [
    {
      id: 'rec-sd-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-02 07:50',
      data: {
        disclosureNo: 'AQJD202603020001', disclosureDate: ms('2026-03-02'), disclosureTitle: '钻孔灌注桩施工三级安全技术交底', disclosureLevel: '3',
        workPlace: '钱塘江特大桥拼宽段3号～6号墩', workTypes: ['dd-workType-2', 'dd-workType-7', 'dd-workType-8'], discloser: 'u-chengang',
        receivers: ['u-yangshan'], attendees: 18, content: `${briefing}\n4. 钻孔平台四周设置1.2m防护栏杆，孔口不作业时必须加盖。`
      }
    },
    {
      id: 'rec-sd-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'lijun', at: '2026-02-26 14:10',
      data: {
        disclosureNo: 'AQJD202602260001', disclosureDate: ms('2026-02-26'), disclosureTitle: 'T梁架设二级安全技术交底', disclosureLevel: '2',
        workPlace: '钱塘江特大桥拼宽段第1～4跨', workTypes: ['dd-workType-8', 'dd-workType-7'], discloser: 'u-lijun', receivers: ['u-chengang'],
        attendees: 9, content: '架桥机过孔前完成支腿及轨道验收；吊装作业设专职指挥和警戒区，风力六级及以上停止架梁。'
      }
    },
    {
      id: 'rec-sd-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'jiangtao', at: '2026-03-04 08:05',
      data: {
        disclosureNo: 'AQJD202603040001', disclosureDate: ms('2026-03-04'), disclosureTitle: '边坡锚杆框格梁施工三级安全技术交底', disclosureLevel: '3',
        workPlace: 'K60+000～K64+500右侧边坡', workTypes: ['dd-workType-3', 'dd-workType-10'], discloser: 'u-jiangtao', receivers: ['u-caoyong'],
        attendees: 12, content: `${briefing}\n4. 坡面作业设置生命绳，上下交叉作业必须错开。`
      }
    },
    {
      id: 'rec-sd-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'luoping', at: '2026-03-03 07:40',
      data: {
        disclosureNo: 'AQJD202603030001', disclosureDate: ms('2026-03-03'), disclosureTitle: '高墩翻模施工三级安全技术交底', disclosureLevel: '3',
        workPlace: '港口湾特大桥6号～9号墩', workTypes: ['dd-workType-1', 'dd-workType-4', 'dd-workType-3'], discloser: 'u-luoping', receivers: ['u-shiwei'],
        attendees: 15, content: `${briefing}\n4. 翻模作业平台满铺脚手板并设安全网，模板吊装时下方严禁站人。`
      }
    }
  ]
}
