import type { CatalogDictionary } from '../../../catalog/system/types'
import { dict, item, numbered } from '../../../catalog/shared/dictionaries'

// The demo's further data dictionaries, for pages no catalogue module ships yet (the catalogue's business
// dictionaries are in server/src/catalog/shared/dictionaries.ts, the platform ones in catalog/system): the seed adds
// the ones whose enCode is not installed yet.
export const dictionaryTypes: CatalogDictionary[] = [
  dict('sex', '性别', [item('1', '男'), item('2', '女')]),
  dict('rectifyStatus', '整改状态', [
    item('pending', '待整改'), item('rectifying', '整改中'), item('reviewing', '待复查'),
    item('closed', '已闭合'), item('overdue', '已逾期')
  ]),
  dict('idType', '证件类型', [
    item('idCard', '居民身份证'), item('passport', '护照'), item('hkMacau', '港澳居民来往内地通行证'),
    item('taiwan', '台湾居民来往大陆通行证'), item('foreignPr', '外国人永久居留身份证')
  ]),
  dict('jobTitle', '职称', numbered('正高级工程师', '高级工程师', '工程师', '助理工程师', '技术员', '无')),
  dict('education', '学历', numbered('博士研究生', '硕士研究生', '大学本科', '大学专科', '中专/高中', '初中及以下')),
  dict('attendanceType', '考勤类型', [
    item('normal', '正常'), item('late', '迟到'), item('early', '早退'), item('missing', '缺卡'),
    item('field', '外勤'), item('leave', '请假'), item('trip', '出差')
  ]),
  dict('meetingType', '会议类型', numbered('第一次工地会议', '监理例会', '专题会议', '安全生产例会', '质量分析会', '技术交底会')),
  dict('specialEquipmentType', '特种设备类型', numbered(
    '塔式起重机', '门式起重机', '架桥机', '施工升降机', '汽车起重机', '履带起重机', '缆索起重机', '压力容器', '场（厂）内专用机动车辆'
  )),
  dict('warningLevel', '预警等级', [item('blue', '蓝色预警'), item('yellow', '黄色预警'), item('orange', '橙色预警'), item('red', '红色预警')]),
  dict('orderType', '监理指令类型', numbered('质量', '安全', '进度', '环保水保', '计量支付', '其他')),
  dict('emergencyType', '应急事件类型', numbered('防汛防台', '地质灾害', '火灾', '交通事故', '坍塌事故', '触电事故', '公共卫生事件'))
]
