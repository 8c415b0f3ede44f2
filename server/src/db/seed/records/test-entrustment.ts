// Demo records of testEntrustmentModel (server/src/catalog/laboratory/models/test-entrustment.ts).
import { testEntrustmentModel } from '../../../catalog/laboratory/models/test-entrustment'
import { ms, type DemoRecords } from './record'

export const testEntrustmentRecords: DemoRecords = {
  model: testEntrustmentModel,
  records: [
    {
      id: 'rec-te-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'luxiaodong', at: '2026-03-02 10:45',
      data: {
        entrustNo: 'WT202603020001', sampleDate: ms('2026-03-02'), materialCategory: ['dd-materialCategory-steel', 'dd-materialCategory-rebarHrb400'],
        materialName: 'HRB400E带肋钢筋 Φ25', testItems: ['ti-steel-tensile', 'ti-steel-bend', 'ti-steel-weight'], manufacturer: '杭州钢铁集团有限公司',
        batchNo: '2602-18735', quantity: 58.6, unit: 't', samplePlace: 'TJ-01钢筋加工场', sampler: 'u-luxiaodong', witness: 'u-guoqing',
        result: 'qualified', reportNo: 'HJSY-GJ-2026-0142', samplePhotos: []
      }
    },
    {
      id: 'rec-te-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'luxiaodong', at: '2026-03-05 09:20',
      data: {
        entrustNo: 'WT202603050001', sampleDate: ms('2026-03-05'), materialCategory: ['dd-materialCategory-cement', 'dd-materialCategory-po425'],
        materialName: 'P·O 42.5普通硅酸盐水泥', testItems: ['ti-cement-setting', 'ti-cement-soundness', 'ti-cement-strength'], manufacturer: '浙江红狮水泥股份有限公司',
        batchNo: 'HS-P4-260301', quantity: 500, unit: 't', samplePlace: 'TJ-02 1号拌和站', sampler: 'u-luxiaodong', witness: 'u-guoqing', result: 'pending', samplePhotos: []
      }
    },
    {
      id: 'rec-te-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'duanmei', at: '2026-03-03 14:00',
      data: {
        entrustNo: 'WT202603030001', sampleDate: ms('2026-03-03'), materialCategory: ['dd-materialCategory-aggregate', 'dd-materialCategory-gravel'],
        materialName: '碎石 10～20mm', testItems: ['ti-agg-grading', 'ti-agg-crushing', 'ti-agg-flaky'], manufacturer: '宁国市港口石料厂',
        batchNo: 'GK-2603-02', quantity: 800, unit: 'm3', samplePlace: 'TJ-01 2号拌和站料仓', sampler: 'u-duanmei', witness: 'u-yehui',
        result: 'unqualified', reportNo: 'NJSY-JL-2026-0057', samplePhotos: []
      }
    }
  ]
}
