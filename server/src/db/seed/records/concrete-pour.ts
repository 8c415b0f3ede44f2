// Demo records of concretePourModel (server/src/catalog/engineering/models/concrete-pour.ts).
import { concretePourModel } from '../../../catalog/engineering/models/concrete-pour'
import { ms, type DemoRecords } from './record'

export const concretePourRecords: DemoRecords = {
  model: concretePourModel,
  records: [
    {
      id: 'rec-cp-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-05 17:40',
      data: {
        pourPart: '钱塘江特大桥拼宽段5号墩承台', memberNo: 'QTJ-5-CT', designVolume: 186.5, strengthGrade: 'C35', pourMethod: 'pump',
        planDate: ms('2026-03-07'), startTime: '07:30:00', constructionOrg: ['org-hq', 'org-hj', 'org-hj-c1'], pourPlace: ['330000', '330100', '330109'],
        nightWork: 0, measures: '分两层浇筑，每层厚度不超过50cm；埋设冷却水管，控制内外温差不大于25℃。', mixReport: []
      }
    },
    {
      id: 'rec-cp-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'jiangtao', at: '2026-03-08 09:15',
      data: {
        pourPart: '浦阳江大桥第3联现浇箱梁', memberNo: 'PYJ-L3-XJL', designVolume: 642, strengthGrade: 'C50', pourMethod: 'pump',
        planDate: ms('2026-03-10'), startTime: '20:00:00', constructionOrg: ['org-hq', 'org-hj', 'org-hj-c2'], pourPlace: ['330000', '330600', '330681'],
        nightWork: 1, measures: '夜间连续浇筑，现场配备备用泵车和发电机；按试验室配合比控制坍落度180±20mm。', mixReport: []
      }
    },
    {
      id: 'rec-cp-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'luoping', at: '2026-03-06 10:25',
      data: {
        pourPart: '港口湾特大桥8号墩墩身', memberNo: 'GKW-8-DS', designVolume: 78, strengthGrade: 'C40', pourMethod: 'bucket',
        planDate: ms('2026-03-09'), startTime: '08:00:00', constructionOrg: ['org-hq', 'org-nj', 'org-nj-c1'], pourPlace: ['340000', '341800', '341881'],
        nightWork: 0, measures: '采用整体钢模，分节浇筑，每节高度6m。', mixReport: []
      }
    }
  ]
}
