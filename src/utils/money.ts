// Money as site people read it: 万元 with two decimals for the large figures a section carries.
export function wan(yuan: number): string {
  return `${(yuan / 10000).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}万元`
}

export const percentText = (p: number): string => `${p.toFixed(2)}%`

export const wanNumber = (yuan: number): number => Math.round(yuan / 100) / 100
