// Uploads under the test's control, shared by the uploader, file-uploader and site-photo tests: each upload waits
// until the test answers it, so progress, failure and retry can be stepped through one at a time.
import { act, waitFor } from '@testing-library/react'
import { RETRIES } from '@/lib/request'
import { __setUploadHandler, type MockResponse } from '../__mocks__/taro'

export interface PendingUpload {
  opts: any
  progress: (percent: number) => void
  resolve: (res: MockResponse) => void
  reject: (err: unknown) => void
}

/** uploads wait until the test answers them */
export function heldUploads(): PendingUpload[] {
  const pending: PendingUpload[] = []
  __setUploadHandler((opts, progress) => new Promise((resolve, reject) => pending.push({ opts, progress, resolve, reject })))
  return pending
}

/** a transfer that breaks off on every try: the request client starts it again RETRIES times, then gives up */
export async function breakEveryTry(pending: { reject: (err: unknown) => void }[], err: unknown) {
  for (let n = 0; n <= RETRIES; n += 1) {
    await waitFor(() => expect(pending.length).toBeGreaterThan(n), { timeout: 3000 })
    await act(async () => pending[n].reject(err))
  }
}
