import type { QrLoginProps } from './types'

// The mini-program is the scanner, not the scanned: QR login exists on H5 only (index.h5.tsx). This sibling keeps
// the `qrcode` package out of the weapp bundle.
export const QR_LOGIN_AVAILABLE = false

export function QrLogin(_props: QrLoginProps) {
  return null
}
