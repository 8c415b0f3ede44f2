// The processes (工序) of each kind of WBS item, in construction order, as a highway contractor's quality plan lists
// the points a supervision engineer inspects before the next process may start (JTG F80/1-2017 and the technical
// specifications JTG/T 3650, 3660, F20, F40). An item takes the template of the longest bill-code prefix that
// matches its bill item (405 钻孔灌注桩, 411-5 预制T梁, ...); an item of another kind takes the general one.
export interface ProcessTemplate {
  /** bill-code prefixes of the items it applies to */
  bills: string[]
  name: string
  steps: string[]
}

export const PROCESS_TEMPLATES: ProcessTemplate[] = [
  { bills: ['204-1'], name: '路基填筑', steps: ['测量放样', '清表及基底处理', '分层填筑', '碾压', '压实度检测'] },
  { bills: ['205-1'], name: '水泥搅拌桩', steps: ['测量放样', '桩机就位', '喷浆搅拌', '成桩质量检测'] },
  { bills: ['207-1'], name: '浆砌边沟', steps: ['测量放样', '沟槽开挖', '砂浆砌筑', '勾缝养护'] },
  { bills: ['207-4'], name: '排水管安装', steps: ['测量放样', '基槽开挖', '管基施工', '管节安装', '回填'] },
  { bills: ['208-3'], name: '骨架护坡', steps: ['坡面修整', '骨架基槽开挖', '骨架砌筑', '植草防护'] },
  { bills: ['209-1'], name: '挡土墙', steps: ['测量放样', '基坑开挖', '基底承载力检测', '墙身砌筑', '墙背回填'] },
  { bills: ['420-1'], name: '盖板涵', steps: ['测量放样', '基坑开挖', '基础浇筑', '台身浇筑', '盖板安装', '台背回填'] },
  { bills: ['304-3'], name: '水泥稳定碎石', steps: ['下承层验收', '混合料拌和运输', '摊铺碾压', '压实度检测', '覆盖养生'] },
  { bills: ['308-2', '308-3'], name: '沥青面层', steps: ['下承层清扫及透层', '沥青混合料摊铺', '碾压', '压实度及平整度检测'] },
  { bills: ['405-1'], name: '钻孔灌注桩', steps: ['测量放样', '钻孔', '成孔检查', '钢筋笼安装', '混凝土灌注', '桩基检测'] },
  { bills: ['403-1'], name: '钢筋加工及安装', steps: ['钢筋原材检验', '钢筋加工', '钢筋安装', '钢筋隐蔽验收'] },
  { bills: ['410-2'], name: '墩台身', steps: ['测量放样', '钢筋安装', '模板安装', '混凝土浇筑', '养护及拆模'] },
  { bills: ['411-5'], name: '预制T梁', steps: ['台座及模板', '钢筋及预应力管道', '混凝土浇筑', '预应力张拉', '孔道压浆'] },
  { bills: ['411-6'], name: 'T梁安装', steps: ['支座安装', '架梁', '湿接缝及横隔板'] },
  { bills: ['415-1'], name: '桥面铺装', steps: ['基面凿毛清理', '钢筋网安装', '混凝土铺装', '养护'] },
  { bills: ['502-1'], name: '洞口开挖', steps: ['测量放样', '截水沟施工', '边仰坡开挖', '坡面防护'] },
  { bills: ['502-4'], name: '明洞', steps: ['基础施工', '钢筋安装', '衬砌浇筑', '防水层及回填'] },
  { bills: ['503-1'], name: '洞身开挖', steps: ['超前支护', '开挖', '出渣', '断面检查'] },
  { bills: ['503-3'], name: '初期支护', steps: ['初喷混凝土', '钢架安装', '锚杆施工', '挂网复喷'] },
  { bills: ['504-1'], name: '仰拱及填充', steps: ['仰拱开挖', '钢筋安装', '仰拱混凝土浇筑', '填充浇筑'] },
  { bills: ['504-2'], name: '二次衬砌', steps: ['防水板铺设', '钢筋安装', '台车就位', '衬砌混凝土浇筑', '养护'] }
]

export const GENERAL_TEMPLATE: ProcessTemplate = { bills: [], name: '一般分项工程', steps: ['测量放样', '施工', '质量检验'] }

/** the template of an item by its bill code: the longest matching prefix wins */
export function templateOf(billCode: string): ProcessTemplate {
  let best: ProcessTemplate | undefined
  let length = 0
  for (const t of PROCESS_TEMPLATES) {
    for (const b of t.bills) {
      if ((billCode === b || billCode.startsWith(`${b}-`)) && b.length > length) {
        best = t
        length = b.length
      }
    }
  }
  return best ?? GENERAL_TEMPLATE
}
