import type { SeedArea } from './types'

// Administrative areas (GB/T 2260 codes, 2023 edition) of the project regions: Zhejiang with Hangzhou (group
// headquarters, start of the G60 widening), Shaoxing and Jinhua; Anhui with Xuancheng (the Ningguo-Jixi motorway).
// The code is both id and enCode, as JNPF's base_province rows carry it.

const province = (code: string, fullName: string): SeedArea => ({ id: code, parentId: '-1', enCode: code, fullName, type: 1 })
const city = (code: string, fullName: string): SeedArea => ({ id: code, parentId: `${code.slice(0, 2)}0000`, enCode: code, fullName, type: 2 })
const district = (code: string, fullName: string): SeedArea => ({ id: code, parentId: `${code.slice(0, 4)}00`, enCode: code, fullName, type: 3 })

export const areas: SeedArea[] = [
  province('330000', '浙江省'),
  city('330100', '杭州市'),
  district('330102', '上城区'),
  district('330105', '拱墅区'),
  district('330106', '西湖区'),
  district('330108', '滨江区'),
  district('330109', '萧山区'),
  district('330110', '余杭区'),
  district('330111', '富阳区'),
  district('330112', '临安区'),
  district('330113', '临平区'),
  district('330114', '钱塘区'),
  district('330122', '桐庐县'),
  district('330127', '淳安县'),
  district('330182', '建德市'),
  city('330600', '绍兴市'),
  district('330602', '越城区'),
  district('330603', '柯桥区'),
  district('330604', '上虞区'),
  district('330624', '新昌县'),
  district('330681', '诸暨市'),
  district('330683', '嵊州市'),
  city('330700', '金华市'),
  district('330702', '婺城区'),
  district('330703', '金东区'),
  district('330723', '武义县'),
  district('330726', '浦江县'),
  district('330727', '磐安县'),
  district('330781', '兰溪市'),
  district('330782', '义乌市'),
  district('330783', '东阳市'),
  district('330784', '永康市'),

  province('340000', '安徽省'),
  city('341800', '宣城市'),
  district('341802', '宣州区'),
  district('341821', '郎溪县'),
  district('341823', '泾县'),
  district('341824', '绩溪县'),
  district('341825', '旌德县'),
  district('341881', '宁国市'),
  district('341882', '广德市')
]
