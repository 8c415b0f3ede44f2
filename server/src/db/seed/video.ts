// The demo's site cameras: a few per construction section of both projects, each with the GB/T 28181 ids its NVR
// and channel would have on the group's video platform (region code, type 118 = NVR, 131 = camera). The demo sets
// no platform, so the tab lists them and says the platform is not configured when one is opened.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, VideoCameraTable } from '../schema'

const id = (s: string) => crypto.createHash('md5').update(`video:${s}`).digest('hex')

/** [contract, region code, cameras: name, location, chainage] */
const SITES: [string, string, [string, string, string][]][] = [
  ['ct-hj-tj01', '3301', [
    ['钱塘江特大桥主墩', '钱塘江特大桥12#主墩承台', 'K12+087'],
    ['1#拌和站', '1#拌和站出料口', 'K3+200'],
    ['TJ-01预制梁场', '预制梁场龙门吊作业区', 'K21+480']
  ]],
  ['ct-hj-tj02', '3307', [
    ['兰江大桥', '兰江大桥6#墩', 'K61+350'],
    ['TJ-02项目部大门', '项目部大门及出入口', '']
  ]],
  ['ct-hj-tj03', '3308', [['衢江互通', '衢江互通匝道桥施工区', 'K118+600']]],
  ['ct-nj-tj01', '3418', [['宁国枢纽', '宁国枢纽主线桥', 'K8+450']]],
  ['ct-nj-tj03', '3410', [
    ['石门岭隧道进口', '石门岭隧道进口洞门', 'K60+120'],
    ['石门岭隧道出口', '石门岭隧道出口仰拱作业面', 'K63+890']
  ]]
]

export async function seedVideo(trx: Kysely<Database>, now: number): Promise<void> {
  const rows: VideoCameraTable[] = []
  SITES.forEach(([contractId, region, cameras], s) => {
    const deviceId = `${region}000000118${String(s + 1).padStart(7, '0')}`
    cameras.forEach(([name, location, chainage], i) => {
      rows.push({
        id: id(`${contractId}:${i}`), projectId: contractId.startsWith('ct-hj') ? 'proj-hj' : 'proj-nj', contractId, name, location, chainage,
        deviceId, channelId: `${region}000000131${String(s * 10 + i + 1).padStart(7, '0')}`, enabled: 1,
        creatorUserId: contractId.startsWith('ct-hj') ? 'u-huangwei' : 'u-yuanhao', creatorTime: now - (30 - i) * 86_400_000, lastModifyTime: null
      })
    })
  })
  await trx.insertInto('videoCamera').values(rows).execute()
}
