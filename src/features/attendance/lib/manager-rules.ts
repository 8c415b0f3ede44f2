// The management staff screens' pure rules: the form's checks (the server checks the same) and how a certificate's
// expiry reads.
import type { ManagerCertificate, ManagerInput, ManagerVO } from '@shared/api/attendance-managers'

export const WARN_DAYS = 30

export type ManagerFormValues = Required<Pick<ManagerInput, 'contractId' | 'userId' | 'realName' | 'post' | 'mobile' | 'onSiteRequired' | 'entryDate' | 'exitDate' | 'remark'>> & { certificates: ManagerCertificate[] }
export type ManagerErrors = Partial<Record<Exclude<keyof ManagerFormValues, 'certificates'>, string>> & { certificates?: string[] }

export function validateManager(f: ManagerFormValues): ManagerErrors {
  const e: ManagerErrors = {}
  if (!f.realName.trim()) e.realName = '请填写姓名'
  if (!f.post) e.post = '请选择岗位'
  if (!f.contractId) e.contractId = '请选择合同段'
  if (f.mobile && !/^1[3-9]\d{9}$/.test(f.mobile)) e.mobile = '请输入正确的手机号'
  if (!f.entryDate) e.entryDate = '请选择进场日期'
  if (f.exitDate && f.exitDate < f.entryDate) e.exitDate = '退场日期不能早于进场日期'
  const certs = f.certificates.map((c) => (!c.name.trim() ? '请填写证书名称' : !c.number.trim() ? '请填写证书编号' : ''))
  if (certs.some(Boolean)) e.certificates = certs
  return e
}

/** how a certificate's expiry reads, and whether it is to be warned of */
export function expiryText(c: ManagerVO['certificates'][number]): { text: string; tone: 'ok' | 'warn' | 'bad' } {
  if (c.daysLeft === null) return { text: '长期有效', tone: 'ok' }
  if (c.daysLeft < 0) return { text: `已过期${-c.daysLeft}天（${c.expiryDate}）`, tone: 'bad' }
  if (c.daysLeft === 0) return { text: `今天到期（${c.expiryDate}）`, tone: 'bad' }
  if (c.daysLeft <= WARN_DAYS) return { text: `${c.daysLeft}天后到期（${c.expiryDate}）`, tone: 'warn' }
  return { text: `有效期至${c.expiryDate}`, tone: 'ok' }
}
