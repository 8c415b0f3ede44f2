// GET /api/system/BillRule/BillNumber/{enCode}: the next number of a bill rule, shown on a new record's form before
// saving. The server records it for the caller and keeps it when the create carries it back; a number nobody saves
// is a gap in the sequence, as in JNPF.
import { http } from '@/lib/request'

export async function getBillNumber(enCode: string): Promise<string> {
  const res = await http.get<string>(`/api/system/BillRule/BillNumber/${encodeURIComponent(enCode)}`, undefined, { silent: true, loading: false })
  return typeof res.data === 'string' ? res.data : ''
}
