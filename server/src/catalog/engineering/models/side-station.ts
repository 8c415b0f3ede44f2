// 旁站监理记录 (vm-side-station): the record a supervising engineer keeps while standing by a key work from start to
// end (《公路工程施工监理规范》: 桩基混凝土灌注, 预应力张拉及压浆, 梁板吊装, 沥青面层摊铺…): the part and chainage, when
// the work started and ended, how it was carried out, what the engineer checked (slump, depth of the tremie, tension
// and elongation…), the problems and how they were handled, with photos. The end comes after the start, on the same
// or the next day (modules/engineering/hooks.ts).
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'
import { CHAINAGE_RULE } from '../../safety/models/hazard-rectify'

export const SIDE_STATION_MODEL_ID = 'vm-side-station'
const TIME = { format: 'yyyy-MM-dd HH:mm', type: 'datetime' }

const b = formBuilder(2400)
const f = b.field
const fields = [
  f('select', '旁站项目', 'workItem', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['pileConcrete', '桩基混凝土灌注'], ['prestress', '预应力张拉'], ['grouting', '孔道压浆'], ['beamLifting', '梁板吊装'],
    ['deckConcrete', '桥面混凝土浇筑'], ['tunnelLining', '隧道二衬混凝土浇筑'], ['asphalt', '沥青面层摊铺'], ['other', '其他关键工序']
  ])),
  b.row([
    f('input', '施工部位', 'part', { required: true, span: 12 }, { maxlength: 100, placeholder: '如 钱塘江特大桥6#-2桩' }),
    f('input', '桩号', 'chainage', { span: 12, regList: [CHAINAGE_RULE] }, { maxlength: 20, placeholder: '如 K12+300' })
  ]),
  b.row([
    f('datePicker', '开始时间', 'startTime', { required: true, trigger: 'change', span: 12 }, TIME),
    f('datePicker', '结束时间', 'endTime', { trigger: 'change', span: 12 }, TIME)
  ]),
  f('textarea', '施工过程情况', 'process', { required: true }, { maxlength: 2000, autoSize: { minRows: 3, maxRows: 8 }, placeholder: '施工班组、主要设备、工艺过程' }),
  f('textarea', '监理检查情况', 'checks', { required: true }, { maxlength: 2000, autoSize: { minRows: 3, maxRows: 8 }, placeholder: '坍落度、导管埋深、张拉力及伸长量等检查结果' }),
  f('textarea', '发现的问题及处理', 'problems', {}, { maxlength: 2000, autoSize: { minRows: 2, maxRows: 6 } }),
  f('uploadImg', '旁站照片', 'photos', { required: true }, { fileSize: 5, sizeUnit: 'MB', limit: 9 }),
  f('createUser', '旁站监理人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '记录时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['part', 'workItem', ['startTime', { sortable: true }], 'endTime', 'chainage'],
  search: [['part', 2, true], ['process', 2, true], ['workItem', 1], ['startTime', 3]],
  sort: [['startTime', 'desc']]
})

export const sideStationModel: CatalogModel = model(SIDE_STATION_MODEL_ID, '旁站监理记录', 'sideStationRecord', b.form(fields), list)
